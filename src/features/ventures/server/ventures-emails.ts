import type { MailInput } from "#src/platform/mail/index.ts";
import {
  industryLabel,
  type PitchFields,
  stageLabel,
  type VentureApplication,
} from "../ventures.contract.ts";
import type { LeadScore } from "./scoring.ts";

const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

function leadLines(lead: { leadId: string; created: boolean }, score: LeadScore): string[] {
  return [
    `Lead: ${lead.created ? "new" : "existing (this capture was attached to it)"} · ${lead.leadId}`,
    `Score: ${score.score}/100`,
    ...score.reasons.map((r) => `  - ${r}`),
  ];
}

/** Tells the team about a /ventures/apply application. */
export function applicationStaffEmail(
  to: string,
  a: VentureApplication,
  lead: { leadId: string; created: boolean },
  score: LeadScore,
): MailInput {
  return {
    to,
    replyTo: a.email || undefined,
    kind: "ventures-application",
    subject: oneLine(`Ventures application: ${a.name || "(no name)"}${a.company ? ` at ${a.company}` : ""}`),
    text: [
      "Someone applied for funding on /ventures/apply.",
      "",
      `Name: ${a.name || "-"}`,
      `Email: ${a.email || "-"}`,
      `Company: ${a.company || "-"}`,
      "",
      a.projectDescription || "(no project description)",
      "",
      ...leadLines(lead, score),
    ].join("\n"),
  };
}

/** Tells the team about a pitch; the deck stays private, reachable only through the staff route. */
export function pitchStaffEmail(
  to: string,
  p: PitchFields,
  deckUrl: string,
  lead: { leadId: string; created: boolean },
  score: LeadScore,
): MailInput {
  return {
    to,
    replyTo: p.email,
    kind: "ventures-pitch",
    subject: oneLine(`New pitch: ${p.companyName} (${stageLabel(p.stage)}, ${industryLabel(p.industry)})`),
    text: [
      "A founder submitted a pitch on /ventures/pitch.",
      "",
      `Company: ${p.companyName}`,
      `Founder: ${p.founderName} <${p.email}>`,
      `Website: ${p.website || "-"}`,
      `Stage: ${stageLabel(p.stage)}`,
      `Industry: ${industryLabel(p.industry)}`,
      "",
      `Problem: ${p.problem}`,
      "",
      `Solution: ${p.solution}`,
      "",
      `Traction: ${p.traction || "-"}`,
      "",
      `Pitch deck (staff sign-in required): ${deckUrl}`,
      "",
      ...leadLines(lead, score),
    ].join("\n"),
  };
}
