import {
  Facts,
  h,
  type MailContext,
  type MailInput,
  MailLayout,
  P,
  renderMail,
} from "#src/platform/mail/index.ts";
import type { ProposalFigures } from "../flare-delivery.contract.ts";
import { formatMoney } from "../lib/delivery-plan.ts";

/** The proposal for the client: the headline figures, the PDF attached (the stored file). */
export function proposalEmail(
  mail: MailContext,
  opts: {
    to: string;
    title: string;
    clientName: string | null;
    companyName: string;
    figures: ProposalFigures;
    attachment: { filename: string; fileId: string };
    replyTo: string;
  },
): Promise<MailInput> {
  const f = opts.figures;
  return renderMail(mail, {
    to: opts.to,
    subject: `Your proposal: ${opts.title}`,
    kind: "flare-proposal",
    replyTo: opts.replyTo,
    attachments: [
      { filename: opts.attachment.filename, contentType: "application/pdf", fileId: opts.attachment.fileId },
    ],
    body: h(
      MailLayout,
      {
        mail,
        preview: `${f.totalPoints} points, about ${f.days} days.`,
        heading: `Your proposal: ${opts.title}`,
      },
      h(P, null, opts.clientName ? `Hello ${opts.clientName},` : "Hello,"),
      h(
        P,
        null,
        `Thank you for planning your product with ${opts.companyName}. The proposal from our workshop is attached as a PDF: the plan, its phases, the screens and what we assume.`,
      ),
      h(Facts, {
        rows: [
          ["Points", String(f.totalPoints)],
          ["Estimate", `${f.days} ${f.days === 1 ? "day" : "days"}`],
          ["Price range", `${formatMoney(f.priceLow, f.currency)} – ${formatMoney(f.priceHigh, f.currency)}`],
        ],
      }),
      h(P, null, "Reply to this email with any question or change you would like."),
    ),
  });
}
