import {
  Facts,
  h,
  type MailContext,
  type MailInput,
  MailLayout,
  P,
  Quote,
  renderMail,
} from "#src/platform/mail/index.ts";
import type { FlareApplication } from "../flare.contract.ts";

/** Tells the team (STAFF_EMAIL) about an application for the invite-only FLARE program. */
export function applicationStaffEmail(
  mail: MailContext,
  a: FlareApplication,
  lead: { leadId: string; created: boolean },
  score: { score: number; reasons: string[] },
): Promise<MailInput> {
  return renderMail(mail, {
    to: mail.staffEmail,
    replyTo: a.email,
    kind: "flare-application",
    subject: `FLARE application: ${a.name}${a.company ? ` at ${a.company}` : ""}`,
    body: h(
      MailLayout,
      {
        mail,
        signed: false,
        preview: `${a.name} applied for the FLARE program.`,
        heading: "New FLARE application",
      },
      h(P, null, "Someone applied for the invite-only FLARE program on /flare/apply."),
      h(Facts, {
        rows: [
          ["Name", a.name],
          ["Email", a.email],
          ["Company", a.company || "-"],
          ["Stage", a.stage || "-"],
          ["Lead", `${lead.created ? "new" : "existing (this capture was attached to it)"} · ${lead.leadId}`],
          ["Score", `${score.score}/100 (${score.reasons.join("; ")})`],
        ],
      }),
      h(Quote, null, a.idea),
    ),
  });
}
