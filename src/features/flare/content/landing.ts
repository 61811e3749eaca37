/**
 * Copy of the /flare landing page and the /flare/apply page. The claims (functional MVP in 1 week,
 * 10X faster, 60% savings, full source ownership, production-ready code) are the product's
 * promises and change only with it.
 */
export const FLARE_HERO = {
  eyebrow: "GOT FLARE?",
  title: "A functional MVP in one week",
  lead: "FLARE is our AI-assisted fast-launch method. We plan your features and screens with you on the FLARE canvas, then build production-ready code that you own outright.",
  startLabel: "Start Your Project",
  canvasLabel: "Try Canvas",
  canvasHref: "/flare/canvas",
  applyLabel: "Apply for an invite",
  applyHref: "/flare/apply",
} as const;

export const FLARE_STATS = [
  {
    value: "1 week",
    label: "Functional MVP",
    text: "From kickoff to a working product in your users' hands.",
  },
  {
    value: "10X",
    label: "Faster delivery",
    text: "AI-assisted engineering without the usual months of waiting.",
  },
  { value: "60%", label: "Savings", text: "Against a traditional build of the same scope." },
] as const;

export const HOW_IT_WORKS = {
  title: "How it works",
  lead: "One week, four steps, one shared canvas.",
  steps: [
    {
      title: "Map it on the canvas",
      text: "Together we lay out features and screens across three stages: alpha, beta and launch. Every feature gets a priority and points.",
    },
    {
      title: "Cut to the core",
      text: "The alpha stage holds only what proves your idea. Everything else waits for beta or launch, so the week goes where it counts.",
    },
    {
      title: "Build with AI at our side",
      text: "Senior engineers build with AI assistance: screens from the canvas wireframes, features from the plan, tests as we go.",
    },
    {
      title: "Launch and hand over",
      text: "At the end of the week the MVP is live, and the full source code, documentation and deployment are yours.",
    },
  ],
} as const;

export const FLARE_ADVANTAGE = {
  title: "The FLARE Advantage",
  lead: "What you get that a slide deck or a no-code prototype cannot give you.",
  points: [
    { title: "10X faster", text: "A working product in one week instead of a quarter." },
    { title: "60% savings", text: "You pay for one focused week, not months of agency hours." },
    {
      title: "Full source ownership",
      text: "Every line of code is yours from day one, in your own repository.",
    },
    { title: "Production-ready code", text: "Typed, tested and deployed, ready to grow past the MVP." },
  ],
  closing: "FLARE is invite-only: we take a few founders each month.",
} as const;

export const FLARE_APPLY = {
  title: "Apply for FLARE",
  lead: "FLARE is invite-only. Tell us what you want to build; we review every application within two business days and reply by email.",
  stages: ["Just an idea", "Designs or a prototype", "A product that needs a rebuild", "Other"],
  canvasPrompt: "Want to sketch your plan first?",
  canvasLinkLabel: "Open the FLARE canvas",
} as const;
