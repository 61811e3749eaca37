/**
 * What the lead forms tell the visitor: the product's fixed wording for the home form's checks and
 * results, the contact page and the resource offer, and our own for the
 * limits we added.
 */
export const LEAD_MESSAGES = {
  nameRequired: "Name is required",
  organizationRequired: "Organization name is required",
  invalidEmail: "Please enter a valid email address",
  invalidPhone: "Please enter a valid phone number",
  fixFields: "Please fill in all required fields correctly",
  submitFailed: "Something went wrong. Please try again.",
  submitSuccess: "Thanks for reaching out! Let's schedule a time to chat.",
  chooseSegment: "Please choose your segment",
  chooseJobTitle: "Please choose your job title",
  chooseService: "Please choose the service you need",
  chooseGoal: "Please choose your goal",
  chooseTimeframe: "Please choose a timeframe",
  chooseContactMethod: "Please choose how we should reach you",
  contactInfoRequired: "Please tell us where to reach you",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  automated: "Your submission looks automated. Please try again without autofill.",
  rateLimited: (minutes: number) =>
    `We received several submissions from your connection in the last few minutes. Please wait ${
      minutes === 1 ? "a minute" : `${minutes} minutes`
    } and try again.`,
  messageSent: "Message sent successfully! We'll get back to you soon.",
  contactNameRequired: "Please enter your name",
  messageRequired: "Please enter a message",
  resourcePreparing: "Your resource is being prepared!",
  resourceCheckEmail: "Check your email for the download link soon.",
  resourceNotFound: "No such resource",
} as const;

/** Text fields of the lead forms stay short; a message may be longer. */
export const LEAD_LIMITS = { text: 200, message: 5000 } as const;

/** The honeypot field: hidden from people, filled by bots that fill every input. */
export const HONEYPOT_FIELD = "website";
