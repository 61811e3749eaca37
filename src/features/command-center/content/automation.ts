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

export const AUTOMATION_MESSAGES = {
  workflowsLater:
    "Custom workflows arrive in an upcoming release. The automations below already run on every request.",
  templatesLater:
    "Editing templates arrives in an upcoming release; each email below is written from its template in the code.",
} as const;
