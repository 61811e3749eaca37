import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { createInvitedAccount, signInInvitedAccount } from "#src/features/identity/server/index.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import { grantRole } from "#src/platform/auth/roles.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { AppServices } from "#src/platform/http/app-context.ts";
import { HttpError } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { enqueueMail, type MailContext } from "#src/platform/mail/index.ts";
import { inviteEmail } from "../emails/invite.ts";
import {
  INVITE_TTL_DAYS,
  type InviteClaimInput,
  type InvitePreviewDto,
  PEOPLE_MESSAGES,
} from "../people.contract.ts";
import { assertPortalAdmin, type PortalActor, type ProfileRow, portalActor, profileById } from "./access.ts";
import { employeeProfiles } from "./people.tables.ts";

const E = employeeProfiles;
const TTL_MS = INVITE_TTL_DAYS * 24 * 60 * 60_000;

/** Only the token's hash is stored: the database alone never gives anyone a working link. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const invitePagePath = (token: string) => `/employee/invite/${token}`;

/**
 * Issues a new one-time link for an unclaimed profile (any older link stops working) and queues
 * the invite email in the same transaction as the change that caused it.
 */
export async function queueInvite(
  tx: Db,
  mail: MailContext,
  by: PortalActor,
  row: ProfileRow,
): Promise<ProfileRow> {
  const token = randomBytes(32).toString("base64url");
  const [updated] = await tx
    .update(E)
    .set({ inviteToken: hashToken(token), inviteSentAt: new Date(), updatedAt: new Date() })
    .where(eq(E.id, row.id))
    .returning();
  const invitedBy = `${by.profile.firstName} ${by.profile.lastName}`;
  await enqueueMail(
    tx,
    await inviteEmail(mail, {
      to: row.email,
      firstName: row.firstName,
      title: row.title,
      department: row.department,
      invitedBy,
      url: `${mail.publicUrl}${invitePagePath(token)}`,
    }),
  );
  await recordAudit(tx, by.actor, {
    action: "employee.invited",
    entityType: "employee",
    entityId: row.id,
    details: { email: row.email },
  });
  return updated!;
}

/** An administrator (re)sends the invite of an unclaimed, active profile. */
export async function sendInvite(
  services: Pick<AppServices, "db" | "mailContext">,
  actor: Actor | null,
  id: string,
): Promise<{ message: string; inviteSentAt: string }> {
  const p = await portalActor(services.db, actor);
  assertPortalAdmin(p);
  const row = await profileById(services.db, id);
  if (row.profileClaimed || row.userId) throw new HttpError(409, PEOPLE_MESSAGES.inviteAlreadyClaimed);
  if (row.status !== "active") throw new HttpError(409, PEOPLE_MESSAGES.inviteNeedsActive);
  const mail = await services.mailContext();
  const updated = await services.db.transaction((tx) => queueInvite(tx, mail, p, row));
  return {
    message: PEOPLE_MESSAGES.inviteSent(row.email),
    inviteSentAt: updated.inviteSentAt!.toISOString(),
  };
}

/** The open invite with this token, or null: unknown, used (token cleared) or expired. */
async function openInvite(db: Db, token: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(E)
    .where(
      and(
        eq(E.inviteToken, hashToken(token)),
        eq(E.profileClaimed, false),
        isNull(E.userId),
        eq(E.status, "active"),
        gt(E.inviteSentAt, new Date(Date.now() - TTL_MS)),
      ),
    )
    .limit(1);
  return row ?? null;
}

const invalid = () => new HttpError(410, PEOPLE_MESSAGES.inviteInvalid, { code: "invite_invalid" });

/** Who an invite link is for, or null when it cannot be used (unknown, claimed or expired). */
export async function findInvite(db: Db, token: string): Promise<InvitePreviewDto | null> {
  const row = await openInvite(db, token);
  if (!row) return null;
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    title: row.title,
    department: row.department,
    expiresAt: new Date(row.inviteSentAt!.getTime() + TTL_MS).toISOString(),
  };
}

/** Who an invite link is for; a link that cannot be used is refused (410). */
export async function previewInvite(db: Db, token: string): Promise<InvitePreviewDto> {
  const invite = await findInvite(db, token);
  if (!invite) throw invalid();
  return invite;
}

/**
 * Claims an invite (decision 025): with the current session, by signing up (the invited address;
 * it counts as verified) or by signing in to an existing account. The profile is linked, marked
 * claimed and the token cleared in one conditional update, so a link works exactly once; the
 * account gets the employee role in the same transaction.
 */
export async function claimInvite(
  services: AppServices,
  headers: Headers,
  current: Actor | null,
  input: InviteClaimInput,
): Promise<{ message: string; redirectTo: string; setCookie: string[] }> {
  const { db } = services;
  const invite = await openInvite(db, input.token);
  if (!invite) throw invalid();
  let userId: string;
  let setCookie: string[] = [];
  let email: string;
  if (input.mode === "session") {
    if (!current) throw new HttpError(401, "Authentication required");
    userId = current.user.id;
    email = current.user.email;
  } else {
    if (input.mode === "sign-up" && input.email !== invite.email) {
      throw new HttpError(400, PEOPLE_MESSAGES.inviteEmailMismatch, {
        code: "invalid_input",
        fields: { email: PEOPLE_MESSAGES.inviteEmailMismatch },
      });
    }
    const account =
      input.mode === "sign-up"
        ? await createInvitedAccount(services, headers, input)
        : await signInInvitedAccount(services, headers, input);
    userId = account.userId;
    setCookie = account.setCookie;
    email = input.email;
  }
  await db.transaction(async (tx) => {
    const [linked] = await tx.select({ id: E.id }).from(E).where(eq(E.userId, userId)).limit(1);
    if (linked) throw new HttpError(409, PEOPLE_MESSAGES.inviteAccountHasProfile, { code: "has_profile" });
    const claimed = await tx
      .update(E)
      .set({ userId, profileClaimed: true, inviteToken: null, updatedAt: new Date() })
      .where(
        and(
          eq(E.id, invite.id),
          eq(E.inviteToken, hashToken(input.token)),
          eq(E.profileClaimed, false),
          isNull(E.userId),
        ),
      )
      .returning({ id: E.id });
    if (claimed.length === 0) throw invalid();
    await grantRole(tx, userId, "employee", null);
    await recordAudit(
      tx,
      { user: { id: userId, email } },
      {
        action: "employee.invite_claimed",
        entityType: "employee",
        entityId: invite.id,
        details: { mode: input.mode },
      },
    );
  });
  return { message: PEOPLE_MESSAGES.inviteClaimed, redirectTo: "/employee/dashboard", setCookie };
}
