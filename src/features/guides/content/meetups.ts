/**
 * 100 Meetups events for /workshops. Dates are offsets in days from the day the demo data is
 * seeded (negative: already happened), at a local time in the agency's time zone, so the
 * upcoming ones stay upcoming. Fictional venues.
 */
export type MeetupSeed = {
  slug: string;
  title: string;
  city: string;
  venue: string;
  dayOffset: number;
  /** Local wall-clock time in the city's time zone. */
  localTime: string;
  durationMinutes: number;
  description: string;
  topics: string[];
};

export const MEETUPS: MeetupSeed[] = [
  {
    slug: "meetup-80-demo-night",
    title: "Meetup #80: Founder Demo Night",
    city: "Washington, DC",
    venue: "The Foundry Loft, 1100 Foundry Lane",
    dayOffset: -21,
    localTime: "18:30",
    durationMinutes: 120,
    description: "Five founders show unfinished products and get straight feedback from the room.",
    topics: ["Demos", "Product feedback"],
  },
  {
    slug: "meetup-81-pricing-clinic",
    title: "Meetup #81: Pricing Clinic",
    city: "Online",
    venue: "Live stream (link sent after RSVP)",
    dayOffset: -7,
    localTime: "12:00",
    durationMinutes: 60,
    description: "Bring your pricing page; we rework it live with two SaaS operators.",
    topics: ["Pricing", "SaaS"],
  },
  {
    slug: "meetup-82-ai-features",
    title: "Meetup #82: Shipping AI Features Responsibly",
    city: "Washington, DC",
    venue: "The Foundry Loft, 1100 Foundry Lane",
    dayOffset: 6,
    localTime: "18:30",
    durationMinutes: 120,
    description: "Evaluation sets, prompt injection and cost control for LLM features, with a live teardown.",
    topics: ["AI", "LLM", "Security"],
  },
  {
    slug: "meetup-83-mvp-in-four-weeks",
    title: "Meetup #83: An MVP in Four Weeks",
    city: "Austin",
    venue: "Cedar Street Commons, Room 2",
    dayOffset: 13,
    localTime: "18:00",
    durationMinutes: 90,
    description: "How to cut scope to a four-week MVP, with two founders who launched this year.",
    topics: ["MVP", "Scoping"],
  },
  {
    slug: "meetup-84-govtech-office-hours",
    title: "Meetup #84: GovTech Office Hours",
    city: "Online",
    venue: "Live stream (link sent after RSVP)",
    dayOffset: 20,
    localTime: "12:00",
    durationMinutes: 60,
    description: "Questions about FedRAMP, Section 508 and selling to agencies, answered by practitioners.",
    topics: ["Government", "Compliance", "Accessibility"],
  },
  {
    slug: "meetup-85-legacy-systems",
    title: "Meetup #85: Legacy Systems Without Fear",
    city: "Washington, DC",
    venue: "The Foundry Loft, 1100 Foundry Lane",
    dayOffset: 34,
    localTime: "18:30",
    durationMinutes: 120,
    description: "Strangler fig migrations, characterisation tests and a story of a 20-year-old ERP.",
    topics: ["Modernization", "Architecture"],
  },
  {
    slug: "meetup-86-fundraising-ama",
    title: "Meetup #86: Fundraising AMA",
    city: "London",
    venue: "Wharf Road Studios",
    dayOffset: 48,
    localTime: "18:00",
    durationMinutes: 90,
    description: "Two angels and a seed-stage founder answer your fundraising questions.",
    topics: ["Funding", "Pitching"],
  },
];

/** Each city's time zone; events are shown in local time there. */
export const CITY_TIME_ZONES: Record<string, string> = {
  "Washington, DC": "America/New_York",
  Online: "America/New_York",
  Austin: "America/Chicago",
  London: "Europe/London",
};
export const DEFAULT_EVENT_TIME_ZONE = "America/New_York";
