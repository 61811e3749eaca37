/** Page copy for /intake and /discovery (kept out of the components). */
export const INTAKE_COPY = {
  title: "Project Intake Form",
  metaTitle: "Project Intake Form",
  description:
    "Tell us about your project: budget, timeline and goals. We score the fit instantly and, when it's a match, you can book a discovery call right away.",
  intro:
    "Tell us about your project. We'll score the fit right away and, if it's a match, you can book a 30-minute discovery call on the next page.",
  steps: ["Your project", "Analysis & next step"],
  placeholders: {
    fullName: "Jane Doe",
    email: "jane@company.com",
    companyName: "Acme Inc.",
    linkedinProfile: "https://www.linkedin.com/in/janedoe",
    projectDescription:
      "What are you building, for whom, and what does success look like? Mention users, integrations, deadlines and numbers if you have them.",
  },
  submit: "Analyze My Project",
  submitting: "Analyzing",
  analysisHeading: "Your project analysis",
  qualifiedHeading: "Great fit — let's talk",
  qualifiedText: "Your project looks like a strong match. Pick a time for a 30-minute discovery call.",
  unqualifiedHeading: "Thank you for telling us about your project",
  unqualifiedText:
    "We've saved your details and a member of our team will review them. While you wait, these may help you move forward:",
  unqualifiedLinks: [
    {
      to: "/resources",
      label: "Browse our guides and resources",
      text: "Checklists and playbooks for planning your project.",
    },
    {
      to: "/workshops",
      label: "Join an upcoming workshop",
      text: "Free 100 Meetups sessions with our engineers.",
    },
  ],
  startOver: "Submit another project",
} as const;

export const BOOKING_COPY = {
  heading: "Schedule your meeting",
  dateLegend: "Choose a date",
  timeLegend: "Choose a time",
  noSlots: "No times are left on this date. Please choose another date.",
  chooseDateFirst: "Choose a date to see the available times.",
  loading: "Loading available times",
  loadFailed: "Could not load the available times. Please try again.",
  retry: "Try again",
  notesLabel: "Notes (optional)",
  notesPlaceholder: "Anything we should know before the call?",
  submit: "Book Meeting",
  submitting: "Booking",
  confirmedHeading: "Your meeting is booked",
  confirmedText: "We've sent a confirmation with a calendar invitation to",
  zoneNote: (agencyZone: string, visitorZone: string) =>
    agencyZone === visitorZone
      ? `Times are shown in ${agencyZone}.`
      : `Times are shown in our time zone (${agencyZone}) and in yours (${visitorZone}).`,
} as const;

export const DISCOVERY_COPY = {
  metaTitle: "Schedule Your Discovery Meeting",
  description: "Book a free 30-minute discovery meeting with our team at a time that suits you.",
  thankYou: (firstName: string) => (firstName ? `Thank You, ${firstName}!` : "Thank You!"),
  heading: "Schedule Your Discovery Meeting",
  widgetHeading: "Pick a date and time",
  intro: (company: string) =>
    company
      ? `Pick a time for a free 30-minute call about ${company}. We'll come prepared with ideas.`
      : "Pick a time for a free 30-minute call. We'll come prepared with ideas.",
} as const;
