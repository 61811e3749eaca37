/**
 * What the platform already does on its own, described for the Automation screens. Each line is
 * a rule the server enforces today (the code named in `where`), not a plan.
 */
export const BUILT_IN_AUTOMATIONS = [
  {
    name: "Score and file every new lead",
    trigger: "A visitor leaves their details anywhere on the site",
    action: "The lead is deduplicated, scored by the lead scoring rules and added to the lead inbox",
  },
  {
    name: "Tell the team about a new lead",
    trigger: "A lead arrives",
    action: "The bell's unread count goes up for every colleague; form leads also email the team address",
  },
  {
    name: "Confirm a booked meeting",
    trigger: "A visitor books a slot in intake or discovery",
    action: "A confirmation with a calendar invitation goes to the visitor, a copy to the team",
  },
  {
    name: "Deliver and retry email",
    trigger: "Every minute, and at once when an email is written",
    action: "Due emails go out by SMTP; a failure is retried with a growing wait, then marked failed",
  },
  {
    name: "Bring analytics up to date",
    trigger: "Every 5 minutes",
    action: "Heatmap cells and daily visitor counts are computed from the tracker's new events",
  },
  {
    name: "Forget old visitor events",
    trigger: "Every night at 03:41 UTC",
    action: "Raw tracker events older than the retention period (180 days by default) are deleted",
  },
] as const;

/** The emails the platform writes by itself, by outbox kind. */
export const AUTOMATIC_EMAILS: Record<string, { name: string; trigger: string }> = {
  "lead-madlib-submission": { name: "New lead from the home form", trigger: "Home contact form sent" },
  "lead-contact-message": { name: "Contact page message", trigger: "Contact page form sent" },
  "lead-resource-link": { name: "Resource download link", trigger: "A visitor asks for a resource" },
  "lead-enterprise-consultation": {
    name: "Enterprise consultation request",
    trigger: "Consultation requested",
  },
  "government-assessment": { name: "Compliance assessment PDF", trigger: "Government assessment finished" },
  "startup-project-plan": { name: "Startup project plan", trigger: "Startup tool plan emailed" },
  "booking-confirmation": { name: "Booking confirmation with invitation", trigger: "A meeting is booked" },
  "booking-staff-copy": { name: "Booking copy for the team", trigger: "A meeting is booked" },
  "ventures-application": { name: "Ventures application received", trigger: "Ventures application sent" },
  "ventures-pitch": { name: "Pitch received", trigger: "A pitch deck is submitted" },
  "flare-application": { name: "FLARE application received", trigger: "FLARE application sent" },
  "identity-verification": { name: "Verify your email", trigger: "A new account signs up" },
  "people-invite": { name: "Employee portal invitation", trigger: "An admin invites an employee" },
  "crm-deal-team": { name: "Deal team message", trigger: "A colleague writes to a deal's team" },
};

export const AUTOMATION_MESSAGES = {
  workflowsLater:
    "Custom workflows arrive in an upcoming release. The automations below already run on every request.",
  templatesLater:
    "Editing templates arrives in an upcoming release; each email below is written from its template in the code.",
} as const;
