/**
 * /ventures/apply: the terminal-styled application, with typed intro lines, the 48-72 hour review
 * promise and the confirmation.
 */
export const APPLY_PAGE = {
  title: "Apply for Funding",
  lead: "Tell us who you are and what you are building. It takes two minutes.",
  terminalTitle: "unstuck-ventures — apply",
  introLines: [
    "$ ./apply --program unstuck-ventures",
    "> Initializing application terminal...",
    "> Connecting founders with capital and engineering...",
    "> Ready. Tell us about your venture.",
  ],
  fields: {
    name: { label: "name", placeholder: "Ada Lovelace" },
    email: { label: "email", placeholder: "ada@company.com" },
    company: { label: "company", placeholder: "Your company" },
    projectDescription: { label: "project", placeholder: "What are you building, and for whom?" },
  },
  submitLabel: "Submit Application",
  submittingLabel: "Sending...",
  reviewNote: "All submissions are reviewed within 48-72 hours",
  supportPrefix: "Questions? Contact",
  pitchPrompt: "Have a deck ready?",
  pitchLinkLabel: "Submit your full pitch",
  pitchHref: "/ventures/pitch",
};

/** Typing speed of the intro lines: characters per tick and the pause between lines. */
export const TYPING = { charMs: 22, linePauseMs: 250 };
