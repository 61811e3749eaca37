import {
  A,
  Facts,
  h,
  List,
  type MailContext,
  type MailInput,
  MailLayout,
  P,
  Quote,
  renderMail,
} from "#src/platform/mail/index.ts";
import type { LeadScore } from "../server/scoring.ts";
import {
  industryLabel,
  type PitchFields,
  stageLabel,
  type VentureApplication,
} from "../ventures.contract.ts";

function leadFacts(lead: { leadId: string; created: boolean }, score: LeadScore) {
  return [
    h(Facts, {
      key: "lead",
      rows: [
        ["Lead", `${lead.created ? "new" : "existing (this capture was attached to it)"} · ${lead.leadId}`],
        ["Score", `${score.score}/100`],
      ],
    }),
    score.reasons.length ? h(List, { key: "reasons", items: score.reasons }) : null,
  ];
}

/** Tells the team (STAFF_EMAIL) about a /ventures/apply application. */
export function applicationStaffEmail(
  mail: MailContext,
  a: VentureApplication,
  lead: { leadId: string; created: boolean },
  score: LeadScore,
): Promise<MailInput> {
  return renderMail(mail, {
    to: mail.staffEmail,
    replyTo: a.email || undefined,
    kind: "ventures-application",
    subject: `Ventures application: ${a.name || "(no name)"}${a.company ? ` at ${a.company}` : ""}`,
    body: h(
      MailLayout,
      {
        mail,
        signed: false,
        preview: `${a.name || "Someone"} applied for funding.`,
        heading: "New ventures application",
      },
      h(P, null, "Someone applied for funding on /ventures/apply."),
      h(Facts, {
        rows: [
          ["Name", a.name || "-"],
          ["Email", a.email || "-"],
          ["Company", a.company || "-"],
        ],
      }),
      h(Quote, null, a.projectDescription || "(no project description)"),
      ...leadFacts(lead, score),
    ),
  });
}

/** Tells the team about a pitch; the deck stays private, reachable only through the staff route. */
export function pitchStaffEmail(
  mail: MailContext,
  p: PitchFields,
  deckPath: string,
  lead: { leadId: string; created: boolean },
  score: LeadScore,
): Promise<MailInput> {
  return renderMail(mail, {
    to: mail.staffEmail,
    replyTo: p.email,
    kind: "ventures-pitch",
    subject: `New pitch: ${p.companyName} (${stageLabel(p.stage)}, ${industryLabel(p.industry)})`,
    body: h(
      MailLayout,
      {
        mail,
        signed: false,
        preview: `${p.companyName} submitted a pitch.`,
        heading: "New pitch submission",
      },
      h(P, null, "A founder submitted a pitch on /ventures/pitch."),
      h(Facts, {
        rows: [
          ["Company", p.companyName],
          ["Founder", `${p.founderName} <${p.email}>`],
          ["Website", p.website || "-"],
          ["Stage", stageLabel(p.stage)],
          ["Industry", industryLabel(p.industry)],
        ],
      }),
      h(P, null, "Problem:"),
      h(Quote, null, p.problem),
      h(P, null, "Solution:"),
      h(Quote, null, p.solution),
      h(P, null, "Traction:"),
      h(Quote, null, p.traction || "-"),
      h(
        P,
        null,
        "Pitch deck (staff sign-in required): ",
        h(A, { href: deckPath, publicUrl: mail.publicUrl }),
      ),
      ...leadFacts(lead, score),
    ),
  });
}
