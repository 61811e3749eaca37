/**
 * The home contact form's choices: segments, and per segment the job titles, services and goals, then
 * timeframes and contact methods; fixed wording, stored as chosen with each submission.
 */

export const SEGMENTS = ["startup", "enterprise", "government"] as const;
export type Segment = (typeof SEGMENTS)[number];

/** How each segment reads inside the sentence "…at Acme, a ____." */
export const SEGMENT_LABELS: Record<Segment, string> = {
  startup: "startup",
  enterprise: "enterprise",
  government: "government agency",
};

export const JOB_TITLES: Record<Segment, readonly string[]> = {
  startup: ["Founder", "Co-Founder", "CTO", "CEO", "Product Manager", "Technical Lead"],
  enterprise: [
    "CTO",
    "CIO",
    "IT Director",
    "Digital Transformation Lead",
    "Innovation Manager",
    "Technology Director",
    "Enterprise Architect",
  ],
  government: [
    "Agency Director",
    "IT Manager",
    "Program Manager",
    "Technology Officer",
    "Department Head",
    "Project Lead",
    "Contracting Officer",
  ],
};

export const SERVICES: Record<Segment, readonly string[]> = {
  startup: ["MVP Development", "Technical Co-Founding", "Growth Engineering", "Startup Acceleration"],
  enterprise: ["Legacy Modernization", "Digital Transformation", "Cloud Migration", "Enterprise Integration"],
  government: [
    "FedRAMP Solutions",
    "Legacy Modernization",
    "Compliance Implementation",
    "Security Assessment",
  ],
};

export const GOALS: Record<Segment, readonly string[]> = {
  startup: ["launch our MVP", "scale our platform", "optimize our infrastructure", "accelerate growth"],
  enterprise: [
    "modernize legacy systems",
    "improve operational efficiency",
    "enhance security posture",
    "enable digital transformation",
  ],
  government: [
    "achieve FedRAMP compliance",
    "modernize agency systems",
    "implement security controls",
    "improve citizen services",
  ],
};

export const TIMEFRAMES = ["1-3 months", "3-6 months", "6-12 months", "12+ months"] as const;
export const CONTACT_METHODS = ["Email", "Phone", "Video Call"] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
