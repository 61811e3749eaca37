import {
  Facts,
  h,
  type MailContext,
  type MailInput,
  MailLayout,
  P,
  renderMail,
} from "#src/platform/mail/index.ts";
import { AGENCY_LABELS, CLASSIFICATION_LABELS, REQUIREMENT_LABELS } from "../content/labels.ts";
import type { GovernmentRequest, GovernmentResult } from "../government.contract.ts";

/**
 * The promised email: a short summary, the PDF attached. Everything in it comes from the visitor's
 * choices in fixed lists and from the assessment engine; there is no free text to repeat.
 */
export function assessmentEmail(
  mail: MailContext,
  opts: {
    to: string;
    request: Omit<GovernmentRequest, "email">;
    result: GovernmentResult;
    attachment: { filename: string; contentType: string; contentBase64: string };
  },
): Promise<MailInput> {
  const { request, result } = opts;
  const reqs = request.selectedRequirements.map((r) => REQUIREMENT_LABELS[r]).join(", ");
  return renderMail(mail, {
    to: opts.to,
    subject: `Your compliance assessment: ${reqs}`,
    kind: "government-assessment",
    attachments: [opts.attachment],
    body: h(
      MailLayout,
      {
        mail,
        preview: `Priority ${result.priority}, ${result.timelineEstimate}.`,
        heading: "Your compliance assessment",
      },
      h(P, null, "Hello,"),
      h(
        P,
        null,
        "Thank you for using our free government compliance assessment. Your detailed assessment is attached as a PDF.",
      ),
      h(Facts, {
        rows: [
          ["Requirements", reqs],
          ["Agency type", AGENCY_LABELS[request.agencyType]],
          ["Data classification", CLASSIFICATION_LABELS[request.dataClassification]],
          result.categorization ? ["Impact level", result.categorization.impactLevel] : null,
          ["Priority level", result.priority],
          ["Timeline estimate", result.timelineEstimate],
          ["Cost estimate", result.costEstimate],
        ],
      }),
      h(P, null, "Reply to this email to talk to our public-sector team about your authorization path."),
    ),
  });
}
