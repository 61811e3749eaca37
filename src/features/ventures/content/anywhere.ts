/** /anywhere 'Unstuck Anywhere': our remote founder program (route from DECISIONS.md; content is ours). */
export const ANYWHERE_PAGE = {
  eyebrow: "Remote program",
  title: "Unstuck Anywhere",
  lead: "A twelve-week remote program for founders outside the big startup hubs. Build your product with our engineers, meet investors online and never move city to do it.",
  applyLabel: "Apply for Funding",
  applyHref: "/ventures/apply",
  labLabel: "Explore the startup lab",
  labHref: "/ventures/lab",
  highlightsTitle: "Why founders join",
  highlights: [
    {
      title: "Fully remote",
      text: "Every session, review and demo day happens online, scheduled across time zones.",
    },
    {
      title: "Engineers, not only mentors",
      text: "A senior engineer and a designer pair with your team for the whole program.",
    },
    {
      title: "Investor access",
      text: "Demo day in front of Unstuck Ventures partners and our co-investor network.",
    },
    {
      title: "Local roots",
      text: "Hire where you live. We help you build a distributed team from day one.",
    },
  ],
  scheduleTitle: "Twelve weeks, three phases",
  schedule: [
    {
      weeks: "Weeks 1-4",
      title: "Focus",
      text: "Customer interviews, a sharp problem statement and a four-week MVP plan.",
    },
    {
      weeks: "Weeks 5-9",
      title: "Build",
      text: "Ship the MVP with our engineers in weekly releases, measured with real users.",
    },
    {
      weeks: "Weeks 10-12",
      title: "Raise",
      text: "Metrics, narrative and deck; practice pitches; online demo day.",
    },
  ],
  factsTitle: "The program at a glance",
  facts: [
    { label: "Length", value: "12 weeks" },
    { label: "Format", value: "Remote, live sessions twice a week" },
    { label: "Cohort", value: "Up to 10 teams" },
    { label: "Time zones", value: "UTC−8 to UTC+8" },
  ],
  ctaTitle: "Build from wherever you are",
  ctaText: "Applications are read on a rolling basis. Tell us about your venture in two minutes.",
};
