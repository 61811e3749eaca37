import {
  Facts,
  H2,
  h,
  List,
  type MailContext,
  type MailInput,
  MailLayout,
  P,
  renderMail,
} from "#src/platform/mail/index.ts";

type LeadSummary = { leadId: string; created: boolean; score: number; scoreReasons: string[] };
type AnalysisSummary = { industry: string; companySize: string; systems: string[]; summary: string } | null;

/** Tells the enterprise team (STAFF_EMAIL) that a visitor asked for a consultation from the analyzer's report. */
export function consultationStaffEmail(
  mail: MailContext,
  c: { name: string; email: string; phone: string | null },
  lead: LeadSummary,
  analysis: AnalysisSummary,
  followUp: string,
): Promise<MailInput> {
  return renderMail(mail, {
    to: mail.staffEmail,
    replyTo: c.email,
    kind: "lead-enterprise-consultation",
    subject: `Enterprise consultation request: ${c.name}`,
    body: h(
      MailLayout,
      {
        mail,
        signed: false,
        preview: `${c.name} asked for an enterprise modernization consultation.`,
        heading: "Enterprise consultation request",
      },
      h(
        P,
        null,
        `A visitor asked for an enterprise modernization consultation. We promised to reply within ${followUp}.`,
      ),
      h(Facts, {
        rows: [
          ["Name", c.name],
          ["Email", c.email],
          ["Phone", c.phone ?? "not given"],
        ],
      }),
      ...(analysis
        ? [
            h(H2, { key: "h" }, "Their analysis"),
            h(Facts, {
              key: "a",
              rows: [
                ["Industry", analysis.industry],
                ["Organization size", analysis.companySize],
                ["Systems", analysis.systems.join(", ")],
              ],
            }),
            h(P, { key: "s" }, analysis.summary),
          ]
        : [h(P, { key: "none" }, "No stored analysis is linked to this request.")]),
      h(Facts, {
        rows: [
          ["Lead", `${lead.created ? "new" : "existing (this capture was attached to it)"} · ${lead.leadId}`],
          ["Score", `${lead.score}/100`],
        ],
      }),
      lead.scoreReasons.length ? h(List, { items: lead.scoreReasons }) : null,
    ),
  });
}
