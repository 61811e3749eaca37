/**
 * Every kind of email the platform writes, with what it is called and when it is sent: the one
 * registry. `renderMail` takes only these kinds (a new email does not compile until it is listed
 * here), and Command Center > Automation lists exactly these, so the list cannot leave one out.
 * `to` says who receives it: a visitor, the team address, a colleague or invitee, or the account's owner.
 */
export const MAIL_KINDS = {
  "lead-madlib-submission": {
    name: "New lead from the home form",
    trigger: "A visitor sends the home page's contact form",
    to: "team",
  },
  "lead-contact-message": {
    name: "Contact page message",
    trigger: "A visitor sends the contact page's form",
    to: "team",
  },
  "lead-resource-link": {
    name: "Resource download link",
    trigger: "A visitor asks for a guide or resource",
    to: "visitor",
  },
  "lead-enterprise-consultation": {
    name: "Enterprise consultation request",
    trigger: "A visitor requests a consultation from the enterprise analyzer",
    to: "team",
  },
  "government-assessment": {
    name: "Compliance assessment PDF",
    trigger: "A visitor asks for their government compliance assessment by email",
    to: "visitor",
  },
  "startup-project-plan": {
    name: "Startup project plan",
    trigger: "A visitor emails themselves the startup tool's plan",
    to: "visitor",
  },
  "booking-confirmation": {
    name: "Booking confirmation with invitation",
    trigger: "A visitor books a meeting in intake or discovery",
    to: "visitor",
  },
  "booking-staff-copy": {
    name: "Booking copy for the team",
    trigger: "A visitor books a meeting in intake or discovery",
    to: "team",
  },
  "booking-cancellation": {
    name: "Booking cancelled, with the calendar cancellation",
    trigger: "A visitor cancels their meeting from their link, or staff cancel it",
    to: "visitor",
  },
  "booking-cancelled-staff": {
    name: "Booking cancelled: notice to the team",
    trigger: "A visitor cancels their meeting from their link, or staff cancel it",
    to: "team",
  },
  "ventures-application": {
    name: "Ventures application received",
    trigger: "A founder sends the ventures application",
    to: "team",
  },
  "ventures-pitch": { name: "Pitch received", trigger: "A founder submits a pitch deck", to: "team" },
  "flare-application": {
    name: "FLARE application received",
    trigger: "Someone applies to the FLARE program",
    to: "team",
  },
  "identity-verification": {
    name: "Verify your email",
    trigger: "A new account signs up, or asks for the link again",
    to: "account",
  },
  "people-invite": {
    name: "Employee portal invitation",
    trigger: "An admin invites an employee to claim their profile",
    to: "invitee",
  },
  "people-schedule-proposal": {
    name: "Schedule proposal answered",
    trigger: "A manager or admin accepts or declines an employee's proposed schedule change",
    to: "colleague",
  },
  "crm-deal-team": {
    name: "Added to a deal team",
    trigger: "A colleague adds someone to a deal's team",
    to: "invitee",
  },
  "workspace-invitation": {
    name: "Workspace invitation",
    trigger: "A workspace member invites an address that has no verified account yet",
    to: "invitee",
  },
  "workspace-meeting": {
    name: "Meeting invitation with calendar file",
    trigger: "A meeting is scheduled on a workspace task (one to each attendee)",
    to: "invitee",
  },
  "crm-lead-assigned": {
    name: "Lead assigned to you",
    trigger: "A new lead is routed or reassigned to a colleague who asked for these emails",
    to: "colleague",
  },
  "flare-proposal": {
    name: "FLARE proposal with its PDF",
    trigger: "Staff send a design's proposal to the client from the canvas",
    to: "client",
  },
  "webhook-endpoint-disabled": {
    name: "Webhook endpoint disabled",
    trigger: "A webhook endpoint kept failing for a day and was disabled (one to each admin)",
    to: "colleague",
  },
} as const satisfies Record<
  string,
  { name: string; trigger: string; to: "visitor" | "team" | "invitee" | "account" | "colleague" | "client" }
>;

export type MailKind = keyof typeof MAIL_KINDS;
export const MAIL_KIND_RECIPIENTS = {
  visitor: "The visitor",
  team: "The team address",
  invitee: "The person invited or added",
  account: "The account's owner",
  colleague: "The colleague it concerns",
  client: "The client",
} as const;
