/**
 * /ventures/pitch 'Submit Your Pitch': a two-step form (company, then pitch and deck) with its labels,
 * required fields and messages.
 */
export const PITCH_PAGE = {
  eyebrow: "Unstuck Ventures",
  title: "Submit Your Pitch",
  lead: "Two short steps: your company, then your idea and deck. Fields marked * are required.",
  steps: ["Company", "Pitch"],
  labels: {
    companyName: "Company Name",
    founderName: "Founder Name",
    email: "Email",
    website: "Website",
    stage: "Stage",
    industry: "Industry",
    problem: "Problem",
    solution: "Solution",
    traction: "Traction",
    pitchDeck: "Pitch Deck",
  },
  placeholders: {
    website: "https://",
    problem: "What problem do you solve, and for whom?",
    solution: "How does your product solve it?",
    traction: "Users, revenue, pilots, waitlist...",
  },
  stagePlaceholder: "Select your stage",
  industryPlaceholder: "Select your industry",
  deckHint: "PDF, PPT, PPTX or Keynote, 25 MB at most. Only our investment team can open it.",
  next: "Next",
  back: "Back",
  submit: "Submit Pitch",
  submitting: "Submitting...",
  selectedFile: "Selected:",
};
