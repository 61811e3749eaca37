/** /ventures/lab 'Your Virtual Startup Lab' (route from DECISIONS.md; content is ours). */
export const LAB_PAGE = {
  eyebrow: "Unstuck Ventures",
  title: "Your Virtual Startup Lab",
  lead: "Everything a founder needs between idea and funding, in one place: plan the product, scope the build and pitch to our fund.",
  offersTitle: "What the lab gives you",
  offers: [
    {
      title: "An AI project plan",
      text: "Paste your pitch and get a plan for an MVP: features, stack, timeline and budget, generated in seconds.",
    },
    {
      title: "A scoped build",
      text: "Describe your project once; we score the fit and, if it qualifies, you book a call with an engineer.",
    },
    {
      title: "A path to capital",
      text: "When you have traction, send your deck to Unstuck Ventures. A partner reads every pitch within days.",
    },
    {
      title: "Engineering on call",
      text: "Founders we back work with our senior engineers, designers and AI specialists from the first sprint.",
    },
  ],
  toolsTitle: "Start with a tool",
  tools: [
    {
      title: "Startup pitch-to-plan",
      text: "Turn your pitch into an AI-generated MVP plan.",
      label: "Open the startup tool",
      href: "/startup",
    },
    {
      title: "Project intake",
      text: "Qualify your project and book a discovery call.",
      label: "Start the project intake",
      href: "/intake",
    },
    {
      title: "Pitch to the fund",
      text: "Send your company details and deck to our investment team.",
      label: "Submit your pitch",
      href: "/ventures/pitch",
    },
  ],
  stepsTitle: "How founders use the lab",
  steps: [
    "Write down the problem and who has it, in one paragraph.",
    "Generate a plan with the startup tool and cut it to four weeks of work.",
    "Scope the build through the intake and meet the team.",
    "Launch, learn from your first users, then pitch the fund with real numbers.",
  ],
};
