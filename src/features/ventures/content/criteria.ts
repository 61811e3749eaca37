/** /ventures/criteria: what we invest in and how a decision is made, as data. */
export const CRITERIA_PAGE = {
  eyebrow: "Unstuck Ventures",
  title: "Investment Criteria",
  lead: "What we invest in, at which stage, and how long each step of our process takes.",
  stagesTitle: "Stages we invest in",
  pitchStagesTitle: "Where you are today",
  pitchStagesLead: "Our pitch form asks for your stage. We read pitches from every one of them:",
  industriesTitle: "Industries",
  industriesLead: "The industries founders choose on our pitch form:",
  sectorsTitle: "Sectors we focus on",
  timelineTitle: "Process timelines",
  ctaTitle: "Ready when you are",
  ctaText: "If your company fits, send us your pitch. We answer every submission.",
  pitchLabel: "Submit Your Pitch",
  pitchHref: "/ventures/pitch",
  applyLabel: "Apply for Funding",
  applyHref: "/ventures/apply",
};

/** How long each step of a decision takes, as promised to founders. */
export const PROCESS_TIMELINES = [
  { step: "Initial review", duration: "1-2 days", text: "A partner reads your pitch and deck." },
  {
    step: "First meeting",
    duration: "30-45 minutes",
    text: "A call with the founders about the problem, product and plan.",
  },
  {
    step: "Due diligence",
    duration: "2-3 weeks",
    text: "Customer calls, a technical review and a look at the numbers.",
  },
  {
    step: "Final decision",
    duration: "1-2 weeks",
    text: "The investment committee decides and we send terms.",
  },
];

/** What we expect at each pitch stage (labels from the contract). */
export const PITCH_STAGE_NOTES: Record<string, string> = {
  idea: "A clear problem and a founder who knows it first-hand.",
  mvp: "A working product in the hands of first users.",
  "early-revenue": "Paying customers and a first repeatable way to find more.",
  growth: "Revenue growing month over month and a team to match.",
  scaling: "Proven economics and a plan to enter new markets.",
};
