import type { MailInput } from "#src/platform/mail/index.ts";

type LeadSummary = { leadId: string; created: boolean; score: number; scoreReasons: string[] };
type AnalysisSummary = { industry: string; companySize: string; systems: string[]; summary: string } | null;

const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

/** Tells the enterprise team that a visitor asked for a consultation from the analyzer's report. */
export function consultationStaffEmail(
  to: string,
  c: { name: string; email: string; phone: string | null },
  lead: LeadSummary,
  analysis: AnalysisSummary,
  followUp: string,
): MailInput {
  return {
    to,
    replyTo: c.email,
    kind: "lead-enterprise-consultation",
    subject: oneLine(`Enterprise consultation request: ${c.name}`),
    text: [
      `A visitor asked for an enterprise modernization consultation. We promised to reply within ${followUp}.`,
      "",
      `Name: ${c.name}`,
      `Email: ${c.email}`,
      `Phone: ${c.phone ?? "not given"}`,
      "",
      ...(analysis
        ? [
            "Their analysis:",
            `Industry: ${analysis.industry}`,
            `Organization size: ${analysis.companySize}`,
            `Systems: ${analysis.systems.join(", ")}`,
            `Summary: ${analysis.summary}`,
            "",
          ]
        : ["No stored analysis is linked to this request.", ""]),
      `Lead: ${lead.created ? "new" : "existing (this capture was attached to it)"} · ${lead.leadId}`,
      `Score: ${lead.score}/100`,
      ...lead.scoreReasons.map((r) => `  - ${r}`),
    ].join("\n"),
  };
}
