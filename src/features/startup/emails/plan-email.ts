import {
  ButtonLink,
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
import type { ProjectAnalysis, ProjectScopeDto } from "../startup.contract.ts";

/**
 * The visitor's note that their plan is ready. The address is unverified (anyone may type any
 * address into the pitch tool), so the email carries only what our own code decided: the project
 * profile and stage read from the catalogue, the complexity level, counts, and the plan's fixed
 * terms. The summary, audience, feature texts and timeline can quote the pitch (or an LLM's
 * rewording of it), so they stay on the page and are never mailed to an unverified address.
 */
export function planEmail(
  mail: MailContext,
  to: string,
  a: ProjectAnalysis,
  scope: ProjectScopeDto,
  meta: { projectType: string; projectStage: string },
): Promise<MailInput> {
  return renderMail(mail, {
    to,
    kind: "startup-project-plan",
    subject: `Your project plan: ${meta.projectType} (${meta.projectStage})`,
    body: h(
      MailLayout,
      {
        mail,
        preview: `Your ${meta.projectType} plan: ${a.features.mustHave.length} must-have features in ${a.timeline.phases.length} phases.`,
        heading: "Your project plan is ready",
      },
      h(
        P,
        null,
        "Thank you for trying the project planner on our startup page. Here is the outline of your plan.",
      ),
      h(Facts, {
        rows: [
          ["Project type", meta.projectType],
          ["Stage", meta.projectStage],
          ["Complexity", a.projectUnderstanding.complexity],
          ["Must-have features", String(a.features.mustHave.length)],
          ["Nice-to-have features", String(a.features.niceToHave.length)],
          ["Delivery phases", String(a.timeline.phases.length)],
        ],
      }),
      h(H2, null, "How we work"),
      h(
        P,
        null,
        `Meetings ${scope.communication_plan.meetings}, progress reports ${scope.communication_plan.reporting}. Approvals, in order: ${scope.approvals.map((x) => x.name).join(", ")}.`,
      ),
      h(H2, null, "Budget split"),
      h(List, { items: scope.budget_breakdown.items.map((b) => `${b.area}: ${b.percent}%`) }),
      h(P, null, "Ready to talk it through? Reply to this email or book a call:"),
      h(ButtonLink, { href: "/start", publicUrl: mail.publicUrl }, "Start your project"),
    ),
  });
}
