import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { verification } from "#src/platform/auth/auth.tables.ts";
import type { AppServices } from "#src/platform/http/app-context.ts";
import { adminExists } from "./admin-status.ts";

/**
 * Kept in the database (better-auth's table of one-time codes, under our own id) so that every
 * process on one database agrees. It stays valid until the first admin exists.
 */
const SETUP_CODE_ID = "first-admin-setup-code";
const NEVER = new Date("9999-12-31T00:00:00Z");
/** No 0/O, 1/I/L: the code is read off a terminal and typed in. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** Case, spaces and dashes do not matter when the code is typed. */
const normalise = (code: string) => code.toUpperCase().replace(/[\s-]/g, "");
const digest = (code: string) => createHash("sha256").update(normalise(code)).digest("hex");

function generateCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join("")).join("-");
}

/**
 * While no admin exists outside demo mode, the first admin must prove access to the server: a
 * one-time code, printed at start-up (or SETUP_CODE), is asked for by Create Admin Account. Only
 * its hash is stored. Returns the code to print, or undefined when none is needed (and then
 * removes any code left from before).
 */
export async function issueSetupCode(services: AppServices): Promise<string | undefined> {
  if (services.config.demo || (await adminExists(services))) {
    await discardSetupCode(services);
    return undefined;
  }
  const code = services.config.setupCode ?? generateCode();
  const value = digest(code);
  await services.db
    .insert(verification)
    .values({ id: SETUP_CODE_ID, identifier: SETUP_CODE_ID, value, expiresAt: NEVER })
    .onConflictDoUpdate({ target: verification.id, set: { value, updatedAt: new Date() } });
  return code;
}

/** Compares in constant time; false when no code is outstanding. */
export async function setupCodeMatches(services: AppServices, candidate: string): Promise<boolean> {
  const rows = await services.db
    .select({ value: verification.value })
    .from(verification)
    .where(eq(verification.id, SETUP_CODE_ID))
    .limit(1);
  const stored = rows[0]?.value;
  if (typeof stored !== "string" || !/^[0-9a-f]{64}$/.test(stored)) return false;
  return timingSafeEqual(Buffer.from(digest(candidate), "hex"), Buffer.from(stored, "hex"));
}

/** Single use: gone once the first admin exists. */
export async function discardSetupCode(services: AppServices): Promise<void> {
  await services.db.delete(verification).where(eq(verification.id, SETUP_CODE_ID));
}
