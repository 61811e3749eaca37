/**
 * Copy of the home page's sections, from hero to awards. Fictional demo content;
 * components only lay it out. Icons are named by key (components/home/icons.ts maps them to lucide icons).
 */

export type HomeIcon =
  | "rocket"
  | "shield"
  | "zap"
  | "piggy-bank"
  | "file-text"
  | "key"
  | "layers"
  | "bot"
  | "network";

export const HOME_SEO = {
  /** Followed by " | " and the company name from the site settings. */
  title: "AI-augmented software development",
  description:
    "AI-augmented software development for startups, enterprises and government agencies: 70% faster delivery, 60% lower cost and 95% more issues caught before release.",
  /** 1200 × 630 sharing image (public/images/home). */
  image: "/images/home/og-home.jpg",
} as const;

/**
 * The agency's headline claims about AI-augmented delivery, shown as figures on the home page.
 */
export const HEADLINE_CLAIMS = [
  { value: "70%", label: "faster delivery" },
  { value: "60%", label: "cost reduction" },
  { value: "95%", label: "more issues caught" },
  { value: "10x", label: "development speed" },
  { value: "50", label: "projects in 90 days" },
] as const;

export const HERO = {
  eyebrow: "AI-augmented software development",
  heading: "Software forged faster, built to last",
  cta: "Let's Talk",
  secondary: { label: "See our work", to: "/work" },
  claimsLabel: "Headline results",
  scene: {
    loading: "Loading 3D scene",
    failed: "Failed to load 3D scene",
    noWebgl: "3D scene unavailable: this browser offers no hardware-accelerated WebGL",
  },
} as const;

export const CLIENTS_SECTION = {
  eyebrow: "Clients and partners",
  heading: "Trusted by teams who ship",
  intro:
    "Startups, city halls, hospitals and global manufacturers: about sixty organisations build with us and alongside us.",
  listLabel: "Our clients and partners",
  pause: "Pause scrolling names",
  play: "Resume scrolling names",
  note: "Organisation names are fictional demo content.",
} as const;

export const ADVANTAGES_SECTION = {
  eyebrow: "The AI advantage",
  heading: "Six reasons teams switch to AI-augmented delivery",
  intro:
    "AI does the repetitive work; our senior engineers make the decisions. You get the speed of automation with the judgement of people who have shipped for decades.",
  cards: [
    {
      icon: "rocket",
      stat: "70%",
      title: "Faster delivery",
      text: "AI pair-programmers draft the routine code and tests, so engineers spend their days on architecture, edge cases and review.",
    },
    {
      icon: "shield",
      stat: "95%",
      title: "More issues caught",
      text: "Every change is read by a person and by automated analysis of the whole codebase before it reaches a user.",
    },
    {
      icon: "zap",
      stat: "10x",
      title: "Development speed",
      text: "Scaffolding, migrations and integration glue that took a sprint now take an afternoon.",
    },
    {
      icon: "piggy-bank",
      stat: "60%",
      title: "Lower cost",
      text: "Smaller senior teams and fewer rework cycles mean a budget that covers the roadmap, not just the first release.",
    },
    {
      icon: "file-text",
      stat: "Always",
      title: "Documentation that keeps up",
      text: "Architecture notes, API references and runbooks are regenerated from the code with every release.",
    },
    {
      icon: "key",
      stat: "100%",
      title: "Code ownership",
      text: "You own every repository, model prompt and pipeline we build. No lock-in, no licence fees.",
    },
  ],
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  cards: readonly { icon: HomeIcon; stat: string; title: string; text: string }[];
};

/** The before/after comparison: one delivery plan drawn twice on the same week scale ("after" is AI). */
export const COMPARISON_SECTION = {
  eyebrow: "Side by side",
  heading: "Traditional versus AI-augmented delivery",
  intro:
    "The same product, planned two ways. Drag the divider or use the arrow keys to compare the timelines.",
  sliderLabel: "Comparison position",
  /** aria-valuetext; {traditional} and {ai} are the shown percentages. */
  valueText: "{ai}% AI-augmented, {traditional}% traditional",
  weeks: 24,
  weekLabel: "Week",
  weekUnit: "wk",
  before: {
    label: "Traditional",
    title: "Traditional delivery",
    phases: [
      { name: "Discovery", start: 0, end: 4 },
      { name: "Design", start: 4, end: 8 },
      { name: "Build", start: 8, end: 20 },
      { name: "Testing", start: 19, end: 24 },
    ],
    launch: 24,
    stats: [
      { value: "24 weeks", label: "to launch" },
      { value: "$420k", label: "budget" },
      { value: "1 in 3", label: "defects found by users" },
    ],
  },
  after: {
    label: "AI-augmented",
    title: "AI-augmented delivery",
    phases: [
      { name: "Discovery", start: 0, end: 1 },
      { name: "Design", start: 1, end: 2 },
      { name: "Build", start: 2, end: 6.5 },
      { name: "Testing", start: 2, end: 7 },
    ],
    launch: 7,
    stats: [
      { value: "7 weeks", label: "to launch" },
      { value: "$168k", label: "budget" },
      { value: "95%", label: "more issues caught first" },
    ],
  },
  launchLabel: "Launch",
} as const;

export const COST_SECTION = {
  eyebrow: "Cost",
  heading: "Cut delivery costs by 60%",
  intro:
    "Most of a software budget goes to repetitive work and to fixing what slipped through. That is exactly where AI helps most.",
  stat: "60%",
  statLabel: "average cost reduction across our last fifty projects",
  bars: [
    { label: "Traditional agency", value: 100, amount: "$250,000" },
    { label: "Ember Forge Labs", value: 40, amount: "$100,000" },
  ],
  barsLabel: "Typical budget for a customer portal with mobile app",
  drivers: [
    {
      title: "Less boilerplate",
      text: "Generated scaffolding, tests and migrations, reviewed by senior engineers.",
    },
    {
      title: "Defects caught early",
      text: "A bug found in review costs minutes; found in production it costs days.",
    },
    {
      title: "Small senior teams",
      text: "Three experienced people with AI tooling outpace a team of ten.",
    },
    {
      title: "Fixed, transparent pricing",
      text: "You know the price before we start, and the scope never quietly grows.",
    },
  ],
} as const;

export const FLARE_SECTION = {
  eyebrow: "GOT FLARE?",
  heading: "FLARE: a working MVP in one week",
  intro:
    "FLARE is our fast-launch method for founders who need proof, not slides. Seven days from kickoff to a functional product in your users' hands, and 100% of the code is yours.",
  claims: [
    { value: "1 week", label: "to a functional MVP" },
    { value: "10X", label: "faster than a classic build" },
    { value: "60%", label: "savings" },
    { value: "100%", label: "code ownership" },
  ],
  cta: { label: "Discover FLARE", to: "/flare" },
  terminalLabel: "A FLARE week, as a terminal session",
  terminal: [
    { prompt: true, text: "flare kickoff --founder you" },
    { prompt: false, text: "Day 1  features mapped on the FLARE canvas" },
    { prompt: false, text: "Day 3  alpha build deployed, feedback loop open" },
    { prompt: false, text: "Day 5  beta with real users, analytics live" },
    { prompt: false, text: "Day 7  launch; repository handed over" },
    { prompt: true, text: "git remote -v   # yours, all of it" },
  ],
} as const;

export const MEETUPS_SECTION = {
  eyebrow: "Community",
  heading: "100 Meetups",
  intro:
    "It started with one promise: host a hundred open meetups for founders, builders and civic technologists. Every week, anyone with an idea gets a room, a mentor and honest feedback.",
  stats: [
    { value: "1,287", label: "attendees" },
    { value: "79", label: "weekly meetups so far" },
    { value: "1000+", label: "startups helped" },
  ],
  cta: { label: "Read our story", to: "/about" },
} as const;

export const ENTERPRISE_SECTION = {
  eyebrow: "Enterprise",
  heading: "Modernise without the big-bang rewrite",
  intro:
    "We move core systems forward one capability at a time, with AI doing the archaeology on decades-old code and your teams keeping the lights on.",
  pillars: [
    {
      icon: "layers",
      title: "System modernisation",
      text: "Legacy applications mapped, documented and migrated service by service.",
    },
    {
      icon: "bot",
      title: "AI augmentation",
      text: "Assistants and automations wired into the tools your staff already use.",
    },
    {
      icon: "network",
      title: "Centralised platforms",
      text: "One data and identity backbone instead of forty disconnected systems.",
    },
  ],
  cta: { label: "Explore enterprise solutions", to: "/enterprise" },
  diagram: {
    label: "Legacy systems connected to one central platform",
    legacy: ["Billing (1998)", "HR portal", "Claims mainframe", "Field app"],
    platform: "Central platform",
  },
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  pillars: readonly { icon: HomeIcon; title: string; text: string }[];
  cta: { label: string; to: string };
  diagram: { label: string; legacy: readonly string[]; platform: string };
};

export type TileArt = "waves" | "grid" | "orbits" | "bars" | "nodes" | "rings" | "blocks" | "spark";

export const POSSIBILITIES_SECTION = {
  eyebrow: "Possibilities",
  heading: "What could you build in ninety days?",
  intro: "A few of the things our clients shipped last year, each faster than their own first estimate.",
  tiles: [
    {
      art: "waves",
      hue: 24,
      title: "Flood-alert dashboards",
      text: "Sensor data for a county's rivers, live on one map.",
      wide: true,
    },
    { art: "nodes", hue: 200, title: "Supply-chain twins", text: "Every pallet, modelled and traceable." },
    { art: "rings", hue: 340, title: "Clinic booking", text: "Patients book, clinicians confirm." },
    {
      art: "bars",
      hue: 140,
      title: "Grant reporting",
      text: "Quarterly reports written from the data.",
    },
    {
      art: "grid",
      hue: 45,
      title: "Permit portals",
      text: "Applications in minutes, not visits.",
      wide: true,
    },
    {
      art: "orbits",
      hue: 265,
      title: "Satellite scheduling",
      text: "Ground-station passes planned by AI.",
      wide: true,
    },
    { art: "blocks", hue: 180, title: "Warehouse robots", text: "Pick paths recalculated every second." },
    { art: "spark", hue: 10, title: "Founder MVPs", text: "From napkin sketch to paying users.", wide: true },
  ],
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  tiles: readonly { art: TileArt; hue: number; title: string; text: string; wide?: boolean }[];
};

export const AWARDS_SECTION = {
  eyebrow: "Recognition",
  heading: "Awards",
  intro: "Honours our teams and clients earned together.",
  awards: [
    { name: "Innovators on Fire", by: "Capital Region Innovation Forum", year: "2025" },
    { name: "DC Coolest Company", by: "District Tech Awards", year: "2024" },
    { name: "World Changing Idea", by: "Global Ideas Review", year: "2024" },
    { name: "Design for Good", by: "Civic Design Collective", year: "2023" },
    { name: "Best Software Developer", by: "Mid-Atlantic Business Awards", year: "2023" },
    { name: "Key to the City", by: "Presented by the Mayor's Office", year: "2022" },
  ],
} as const;

export const CONTACT_SECTION = {
  eyebrow: "Contact",
  heading: "Let's build something together",
  intro:
    "Tell us a little about your project and how you like to talk. A senior engineer, not a sales script, will answer.",
  direct: "Prefer to write or call?",
} as const;
