/** Copy of the /government page, as data (fictional demo content). */
export const GOVERNMENT_PAGE = {
  meta: {
    title: "Government Solutions: Free Compliance Assessment",
    description:
      "Compliance-focused digital services for public agencies. Run a free assessment against FedRAMP, FISMA, NIST SP 800-53, Section 508 and privacy requirements.",
  },
  hero: {
    eyebrow: "Government Solutions",
    title: "Compliance-first digital services for public agencies",
    lead: "Modern, accessible services built against FedRAMP, FISMA and NIST SP 800-53 from the first sprint. Start with a free compliance assessment: pick your requirements and get a gap analysis, a control review and a roadmap in minutes.",
    start: "Start Free Assessment",
    sample: "See Sample Assessment",
  },
  badges: [
    { name: "FedRAMP", text: "Aligned with the FedRAMP Rev. 5 Low, Moderate and High baselines" },
    { name: "FISMA", text: "Inventory, SSP, ATO and continuous monitoring built in" },
    { name: "NIST", text: "Mapped to NIST SP 800-53 Rev. 5 control families" },
  ],
  intro: {
    title: "Know where you stand before the auditors do",
    text: "The assessment maps your data classification to a FIPS 199 impact level, names the control families and control ids that apply, and turns the gaps into a phased plan your team can act on.",
    points: [
      "FIPS 199 categorization and the matching control baseline",
      "Gaps and controls cited by NIST SP 800-53 Rev. 5 control id",
      "A PDF copy emailed to you for your records",
    ],
    button: "Go to the analyzer",
  },
  analyzer: {
    title: "Free Compliance Assessment",
    text: "Choose the requirements your system must meet. Every field is required.",
  },
  testimonial: {
    quote:
      "We went into our ATO with the SSP, POA&M and accessibility report already written. The assessment showed us the gaps in a week instead of a quarter.",
    name: "Dana Whitfield",
    role: "Chief Information Security Officer, Department of Regional Services (fictional agency)",
  },
  footer: {
    title: "Ready to modernize with compliance built in?",
    text: "Talk to our public-sector team about your system, your authorization path and your timeline.",
    links: [
      { label: "Talk to our team", to: "/contact" },
      { label: "Start a project", to: "/intake" },
      { label: "Browse government case studies", to: "/work" },
    ],
    facts: [
      "Section 508 and WCAG 2.1 AA testing on every release",
      "Infrastructure as code for government cloud regions",
      "Documentation assessors can read",
    ],
  },
} as const;
