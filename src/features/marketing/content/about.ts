/**
 * The /about page, "Our Story": the 100 Meetups hero, the timeline with its metric badges, the two
 * cofounders and the impact stats. Fictional demo content; the impact figures are the
 * company's stated ones (funding, projects, jobs, interns, startups, attendees, meetups).
 */
export const ABOUT_HERO = {
  eyebrow: "100 Meetups",
  title: "Our Story",
  lead: "It started with a borrowed conference room, a pot of coffee and fourteen founders who wanted honest feedback. Seventy-nine Thursdays later, 100 Meetups is a community, a fellowship and the reason our studio exists.",
  programTitle: "What is 100 Meetups?",
  programText:
    "A free weekly evening where founders show what they are building and get straight answers from engineers, designers and people who have done it before. Our goal is one hundred of them, in person and online, open to anyone with an idea.",
} as const;

export type Milestone = { period: string; title: string; text: string; badges: string[] };

export const TIMELINE_TITLE = "From a first computer to a hundred meetups";

export const TIMELINE: Milestone[] = [
  {
    period: "1987",
    title: "A hand-me-down computer",
    text: "Our CEO, aged nine, gets a family friend's old computer and a manual for BASIC. The first program prints her name forever; the second one keeps the family budget.",
    badges: ["1 hand-me-down computer", "First program at age 9"],
  },
  {
    period: "2017-2018",
    title: "The first meetups",
    text: "Fourteen founders meet on a Thursday evening to show unfinished products to each other. It becomes a weekly habit, and then a waiting list.",
    badges: ["79 weekly meetups", "1,287 attendees"],
  },
  {
    period: "2019-2021",
    title: "A fellowship without borders",
    text: "We pay students and career changers to build real products with the founders from the meetups. When the world goes remote, so does the fellowship.",
    badges: ["70+ fellowship interns", "22 countries"],
  },
  {
    period: "2022-2023",
    title: "The studio grows up",
    text: "The meetup workshop becomes a full software studio. Many of our first engineers are former fellows, and the products they build keep the lights on for others.",
    badges: ["57 software projects", "53 jobs"],
  },
  {
    period: "2024-2025",
    title: "AI-augmented delivery",
    text: "We rebuild our delivery around AI pair programming, automated testing and fixed-scope MVPs. Founders from the community raise their next rounds on products we helped ship.",
    badges: ["16.4M funding raised", "1000+ startups helped"],
  },
  {
    period: "Today",
    title: "One studio, three kinds of clients",
    text: "Startups, enterprises and government agencies work with the same teams and the same method: small scopes, real users early, and code the client owns outright.",
    badges: ["70% faster delivery", "60% cost reduction"],
  },
  {
    period: "Tomorrow",
    title: "Meetup number one hundred",
    text: "We are counting down to the hundredth meetup and opening the fellowship to more countries, so the next founder with an idea has a room to bring it to.",
    badges: ["Goal: 100 meetups", "Goal: 30 countries"],
  },
];

export type Founder = { name: string; role: string; initials: string; bio: string[] };

export const FOUNDERS_TITLE = "Meet the cofounders";

export const FOUNDERS: Founder[] = [
  {
    name: "Adaeze Morrow",
    role: "Cofounder & CEO",
    initials: "AM",
    bio: [
      "Adaeze has written software since that first computer in 1987. She led engineering teams at two logistics startups and a public-health nonprofit before starting the Thursday meetups in 2017.",
      "She still reviews architecture on most projects and runs the fellowship's final-week demo day. Outside work she restores old synthesizers, slowly.",
    ],
  },
  {
    name: "Tomás Reinholt",
    role: "Cofounder & COO",
    initials: "TR",
    bio: [
      "Tomás spent a decade running delivery for government digital-service teams, where he learned that a plan nobody can read is not a plan. He joined the meetups as a volunteer mentor in their second month.",
      "He built the studio's fixed-scope method, its pricing and the fellowship's paid-internship model. He is the person who makes sure every promise on a proposal is kept.",
    ],
  },
];

export const IMPACT_TITLE = "Our impact so far";

/** The impact figures shown on /about, fixed as the story tells them (not computed). */
export const IMPACT_STATS = [
  { value: "16.4M", label: "funding raised" },
  { value: "57", label: "software projects" },
  { value: "53", label: "jobs" },
  { value: "70+", label: "fellowship interns from 22 countries" },
  { value: "1000+", label: "startups helped" },
  { value: "1,287", label: "attendees" },
  { value: "79", label: "weekly meetups" },
] as const;

export const ABOUT_CTA = {
  title: "Have an idea worth building?",
  text: "Bring it to us. We will tell you honestly what it takes to get it in front of users.",
  buttonLabel: "Let's Talk",
} as const;
