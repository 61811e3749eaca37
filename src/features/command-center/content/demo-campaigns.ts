import type { CampaignStatus, PillarType } from "../command-center.contract.ts";

/**
 * The 90-day plan and its three campaigns (budgets 1,000, 3,000 and 700; the plan
 * at 25 % with $1,850 of $5,000 used, which is what these rows add up to). Fictional demo data;
 * dates are days from the day the demo is seeded.
 */
export const DEMO_PLAN = { name: "90-Day Marketing Plan", budget: 5000, startOffsetDays: -30, days: 90 };

export const DEMO_CAMPAIGNS: {
  name: string;
  description: string;
  pillarType: PillarType;
  budget: number;
  budgetSpent: number;
  progress: number;
  status: CampaignStatus;
  channels: string[];
  startOffsetDays: number;
  days: number;
}[] = [
  {
    name: "Founder Office Hours",
    description:
      "A fortnightly live Q&A where our principal engineers review early-stage product plans, published afterwards as short write-ups.",
    pillarType: "thought_leadership",
    budget: 1000,
    budgetSpent: 650,
    progress: 45,
    status: "active",
    channels: ["LinkedIn", "Blog", "Newsletter"],
    startOffsetDays: -28,
    days: 84,
  },
  {
    name: "Legacy Modernisation Webinars",
    description:
      "Three webinars for operations leaders on moving an ageing ERP in phases, each followed by an assessment offer.",
    pillarType: "lead_generation",
    budget: 3000,
    budgetSpent: 900,
    progress: 20,
    status: "active",
    channels: ["Webinar", "Email", "LinkedIn Ads"],
    startOffsetDays: -10,
    days: 60,
  },
  {
    name: "Community Meetup Sponsorship",
    description: "Venue and refreshments for four local builder meetups, with a short talk at each.",
    pillarType: "brand_awareness",
    budget: 700,
    budgetSpent: 300,
    progress: 10,
    status: "planned",
    channels: ["Events", "Meetup"],
    startOffsetDays: 5,
    days: 50,
  },
];
