import { eq } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { orgListEntries } from "./people.tables.ts";

// The demo organisation's lists (decision 048): what the demo seed writes so the demo shows the
// agency's 15 departments, their job titles and its five offices. A deployment without demo data
// starts with none; a portal admin adds them at /employee/organization/lists. "Other" is always
// offered after the departments and titles and reveals a text input.

type DepartmentContent = {
  name: string;
  description: string;
  titles: readonly string[];
};

export const DEMO_DEPARTMENTS: readonly DepartmentContent[] = [
  {
    name: "Executive Leadership",
    description: "Sets the agency's direction, owns its results and represents it to clients and partners.",
    titles: [
      "Chief Executive Officer",
      "Chief Operating Officer",
      "Chief Technology Officer",
      "Chief Financial Officer",
      "Chief Product Officer",
      "Chief Marketing Officer",
      "Chief of Staff",
      "Managing Director",
      "Executive Assistant",
    ],
  },
  {
    name: "Operations",
    description: "Keeps delivery running: resourcing, project management, vendors, tools and the offices.",
    titles: [
      "Director of Operations",
      "Operations Manager",
      "Delivery Manager",
      "Project Manager",
      "Program Manager",
      "Resource Planner",
      "Office Manager",
      "IT Administrator",
      "Operations Coordinator",
    ],
  },
  {
    name: "Marketing and Communications",
    description: "Tells the agency's story: brand, content, campaigns, social media and press.",
    titles: [
      "Head of Marketing",
      "Marketing Manager",
      "Content Strategist",
      "Copywriter",
      "Communications Manager",
      "Social Media Manager",
      "SEO Specialist",
      "Marketing Designer",
      "Public Relations Specialist",
    ],
  },
  {
    name: "Product Development",
    description:
      "Shapes what we build with clients: discovery, road maps, specifications and delivery priorities.",
    titles: [
      "Head of Product",
      "Senior Product Manager",
      "Product Manager",
      "Associate Product Manager",
      "Product Owner",
      "Business Analyst",
      "Technical Product Manager",
      "Product Operations Specialist",
    ],
  },
  {
    name: "Software Engineering",
    description:
      "Designs, builds, tests and runs the software we deliver, from web and mobile to cloud and AI.",
    titles: [
      "VP of Engineering",
      "Engineering Manager",
      "Principal Engineer",
      "Staff Engineer",
      "Senior Software Engineer",
      "Software Engineer",
      "Junior Software Engineer",
      "Frontend Engineer",
      "Backend Engineer",
      "Full-Stack Engineer",
      "Mobile Engineer",
      "DevOps Engineer",
      "Site Reliability Engineer",
      "QA Engineer",
      "Machine Learning Engineer",
      "Security Engineer",
    ],
  },
  {
    name: "Design and User Experience (UX)",
    description: "Makes products people can use: research, interaction and visual design, accessibility.",
    titles: [
      "Head of Design",
      "Design Lead",
      "Senior Product Designer",
      "Product Designer",
      "UX Designer",
      "UI Designer",
      "UX Researcher",
      "Interaction Designer",
      "Content Designer",
      "Accessibility Specialist",
    ],
  },
  {
    name: "Sales and Business Development",
    description: "Finds and wins the work: prospecting, proposals, partnerships and account growth.",
    titles: [
      "VP of Sales",
      "Head of Business Development",
      "Account Executive",
      "Business Development Manager",
      "Business Development Representative",
      "Sales Development Representative",
      "Solutions Consultant",
      "Partnerships Manager",
      "Proposal Writer",
    ],
  },
  {
    name: "Human Resources (HR)",
    description: "Hires, onboards and looks after our people: policies, benefits, learning and well-being.",
    titles: [
      "Head of People",
      "HR Manager",
      "HR Business Partner",
      "HR Generalist",
      "Talent Acquisition Manager",
      "Recruiter",
      "People Operations Specialist",
      "Learning and Development Manager",
      "Compensation and Benefits Specialist",
    ],
  },
  {
    name: "Customer Success",
    description: "Stays with clients after launch: onboarding, support, training and renewals.",
    titles: [
      "Head of Customer Success",
      "Customer Success Manager",
      "Account Manager",
      "Client Onboarding Specialist",
      "Support Engineer",
      "Technical Support Specialist",
      "Customer Support Representative",
      "Implementation Consultant",
    ],
  },
  {
    name: "Research and Innovation",
    description: "Explores what comes next: prototypes, emerging technology, AI research and internal tools.",
    titles: [
      "Director of Research",
      "Research Scientist",
      "AI Researcher",
      "Innovation Lead",
      "Research Engineer",
      "Prototyping Engineer",
      "Technology Analyst",
      "Research Assistant",
    ],
  },
  {
    name: "Finance and Administration",
    description: "Looks after the money and the paperwork: accounting, payroll, contracts and compliance.",
    titles: [
      "Finance Director",
      "Controller",
      "Financial Analyst",
      "Accountant",
      "Bookkeeper",
      "Payroll Specialist",
      "Contracts Manager",
      "Compliance Officer",
      "Administrative Assistant",
    ],
  },
  {
    name: "Data and Analytics",
    description:
      "Turns data into decisions for clients and for the agency: pipelines, dashboards and models.",
    titles: [
      "Head of Data",
      "Data Engineer",
      "Analytics Engineer",
      "Data Analyst",
      "Business Intelligence Developer",
      "Data Scientist",
      "Data Architect",
      "Database Administrator",
    ],
  },
  {
    name: "Events and Community Engagement",
    description: "Brings people together: meetups, workshops, conferences and our developer community.",
    titles: [
      "Head of Community",
      "Community Manager",
      "Events Manager",
      "Event Coordinator",
      "Developer Advocate",
      "Partnerships and Sponsorships Manager",
      "Community Moderator",
    ],
  },
  {
    name: "Fellowships and Internships",
    description: "Grows new talent through paid fellowships, internships and apprenticeships.",
    titles: [
      "Fellowship Program Manager",
      "Internship Coordinator",
      "Engineering Fellow",
      "Design Fellow",
      "Product Fellow",
      "Software Engineering Intern",
      "Design Intern",
      "Marketing Intern",
      "Data Intern",
      "Apprentice",
    ],
  },
  {
    name: "Other",
    description: "Colleagues whose work does not fit one of the departments above.",
    titles: ["Consultant", "Advisor", "Contractor", "Specialist", "Coordinator", "Associate"],
  },
];

const DEMO_OFFICES = [
  "Arlington Virginia",
  "San Francisco Bay Area",
  "Islamabad Pakistan",
  "Riyadh Saudi Arabia",
  "Panama City Panama",
] as const;

/** Writes the demo lists; idempotent (an entry that exists, by kind and name, is left as it is). */
export async function seedDemoOrgLists(db: Db): Promise<void> {
  await db
    .insert(orgListEntries)
    .values(DEMO_OFFICES.map((name, position) => ({ kind: "location", name, position })))
    .onConflictDoNothing();
  await db
    .insert(orgListEntries)
    .values(
      DEMO_DEPARTMENTS.map((d, position) => ({
        kind: "department",
        name: d.name,
        description: d.description,
        position,
      })),
    )
    .onConflictDoNothing();
  const depts = await db
    .select({ id: orgListEntries.id, name: orgListEntries.name })
    .from(orgListEntries)
    .where(eq(orgListEntries.kind, "department"));
  const idOf = new Map(depts.map((d) => [d.name, d.id]));
  const titles = DEMO_DEPARTMENTS.flatMap((d) =>
    idOf.has(d.name)
      ? d.titles.map((name, position) => ({ kind: "title", name, position, departmentId: idOf.get(d.name)! }))
      : [],
  );
  if (titles.length) await db.insert(orgListEntries).values(titles).onConflictDoNothing();
}
