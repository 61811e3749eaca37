import type { MailInput } from "#src/platform/mail/index.ts";
import { AGENCY_LABELS, CLASSIFICATION_LABELS, REQUIREMENT_LABELS } from "../content/labels.ts";
import type { GovernmentRequest, GovernmentResult } from "../government.contract.ts";

/** The promised email: a short summary, the PDF attached. */
export function assessmentEmail(opts: {
  to: string;
  request: Omit<GovernmentRequest, "email">;
  result: GovernmentResult;
  companyName: string;
  attachment: { filename: string; contentType: string; contentBase64: string };
}): MailInput {
  const { request, result } = opts;
  const reqs = request.selectedRequirements.map((r) => REQUIREMENT_LABELS[r]).join(", ");
  const text = [
    "Hello,",
    "",
    "Thank you for using our free government compliance assessment. Your detailed assessment is attached as a PDF.",
    "",
    `Requirements: ${reqs}`,
    `Agency type: ${AGENCY_LABELS[request.agencyType]}`,
    `Data classification: ${CLASSIFICATION_LABELS[request.dataClassification]}`,
    result.categorization ? `Impact level: ${result.categorization.impactLevel}` : null,
    "",
    `Priority level: ${result.priority}`,
    `Timeline estimate: ${result.timelineEstimate}`,
    `Cost estimate: ${result.costEstimate}`,
    "",
    "Reply to this email to talk to our public-sector team about your authorization path.",
    "",
    opts.companyName,
  ]
    .filter((l) => l !== null)
    .join("\n");
  return {
    to: opts.to,
    subject: `Your compliance assessment: ${reqs}`.slice(0, 200),
    text,
    kind: "government-assessment",
    attachments: [opts.attachment],
  };
}
