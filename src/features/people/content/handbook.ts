// The starter Employee Handbook: seeded into handbook_sections (demo data, and on a fresh
// instance when its first profile is created), read by the Handbook page in this order. Paragraphs
// are separated by blank lines; lines starting with "- " are list items. Leave allowances are not
// written here: they are the time-off policy an administrator sets in the portal (decision 033).

export type HandbookSectionContent = {
  slug: string;
  title: string;
  category: string;
  content: string;
};

export const HANDBOOK_SECTIONS: readonly HandbookSectionContent[] = [
  {
    slug: "welcome",
    title: "Welcome to the team",
    category: "Getting Started",
    content: `We are a software agency of designers, engineers, product people and operators who build for startups, enterprises and public institutions. This handbook explains how we work together: what you can expect from us and what we expect from each other.

It is a living document. If something here is unclear, out of date or missing, tell People Operations; the handbook changes when the way we work changes.

Three principles guide most decisions:
- Clients first, but never at the cost of honesty: we say what we know, what we do not, and what it will take.
- Write things down: decisions, hand-overs and agreements live in shared documents, not in someone's memory.
- Look after each other: sustainable pace beats heroics, and asking for help is part of the job.`,
  },
  {
    slug: "first-week",
    title: "Your first week",
    category: "Getting Started",
    content: `Your manager and an onboarding buddy from another team will meet you on your first day. By the end of the week you should have:
- Signed in to the Employee Portal, checked your profile and added an emergency contact.
- Received your laptop, set up multi-factor authentication and joined the team channels.
- Read the sections on conduct, security and time off in this handbook.
- Met your project team and sat in on at least one client call.
- Agreed your first 30-day goals with your manager (Goals page).

Nobody expects you to ship client work in week one. Ask questions; every question you ask early saves a week later.`,
  },
  {
    slug: "working-hours",
    title: "Working hours and remote work",
    category: "Policies",
    content: `Our core collaboration hours are 10:00 to 15:00 in your office's time zone. Outside them, plan your day around your projects and your life; a full-time week is 40 hours.

We are a hybrid company with offices in Arlington, the San Francisco Bay Area, Islamabad, Riyadh and Panama City. You may work remotely on any day that has no in-person commitment; your remote days are recorded so that teams know where to find each other.

Client workshops, kick-offs and team planning days are in person unless agreed otherwise with your manager. If you need flexible hours or a permanent remote arrangement as an accommodation, record it on your profile and talk to People Operations.`,
  },
  {
    slug: "code-of-conduct",
    title: "Code of conduct",
    category: "Policies",
    content: `We expect everyone, at every level, to treat colleagues, clients and community members with respect. Harassment, discrimination and retaliation are not tolerated in any form, online or offline.

In practice this means:
- Disagree with ideas, never attack people.
- Respect confidentiality: client information stays inside the project team.
- Declare conflicts of interest, including side projects that compete with client work.
- Report concerns to your manager, People Operations or any member of the leadership team. Reports can be made anonymously and are never held against the person who raises them.

Breaches are investigated promptly and fairly and may lead to disciplinary action, up to and including termination.`,
  },
  {
    slug: "annual-leave",
    title: "Annual leave",
    category: "Time Off and Leave",
    content: `Your allowance of each type of leave (vacation, sick, personal and other) for the calendar year is set by the company's time-off policy, which an administrator keeps in the portal; the Time Off page shows what is left of each. Public holidays at your office do not count as days off, a single day can be taken as a half day, and unused vacation days may carry over into the next year up to the policy's limit.

How to request time off:
- Open Time Off in the Employee Portal and choose New Request.
- Pick the dates, the type (vacation, sick, personal or other) and add a note for your manager.
- Your manager, or an administrator, approves or rejects the request with a note. You see the decision on the same page.

Pending and approved requests both count against your balance, so the portal never lets you request more days than you have. Please request vacations of a week or more at least four weeks ahead, and agree cover for your client work before you go.`,
  },
  {
    slug: "sick-and-family-leave",
    title: "Sick leave and family leave",
    category: "Time Off and Leave",
    content: `If you are ill, tell your manager as early as you can on the day and record the days as sick leave in the portal when you are back. For absences longer than five working days we ask for a doctor's note.

Parental leave: birth parents receive 16 weeks at full pay and other parents 8 weeks at full pay, taken within the first year. Compassionate leave of up to 5 days is available when someone close to you dies or is seriously ill; talk to your manager or People Operations, who will handle it discreetly.

Where local law gives you more, the law applies.`,
  },
  {
    slug: "health-benefits",
    title: "Health and well-being benefits",
    category: "Benefits",
    content: `Every employee and their dependants are covered by health insurance from the first day of employment. Details of the plan in your country are shared during onboarding.

We also offer:
- An annual well-being budget for fitness, therapy or anything else that keeps you well.
- A confidential employee assistance line, available around the clock.
- Ergonomic equipment for home and office: ask Operations.

Health information you record in the portal (allergies, conditions, medications) is visible only to you and to the portal's administrators, who use it to keep you safe at events and in emergencies. It is never shown in team lists or the organization chart.`,
  },
  {
    slug: "learning-budget",
    title: "Learning and development",
    category: "Benefits",
    content: `Each employee has a yearly learning budget for courses, books, certifications and conferences, and two learning days per quarter to use it.

Set learning goals with your manager on the Goals page and review them in your weekly or monthly report. Engineers and designers are encouraged to speak at meetups and our own community events; the Events team helps with preparation and travel.`,
  },
  {
    slug: "information-security",
    title: "Information security",
    category: "Tools and Security",
    content: `Client trust depends on how we handle their data. The rules are short and not optional:
- Use multi-factor authentication on every work account.
- Keep your laptop encrypted, locked when unattended and up to date.
- Never copy client data to personal devices or personal cloud storage.
- Share credentials only through the company password manager.
- Report a lost device, a suspicious email or a possible breach to IT immediately, day or night. Reporting quickly matters more than being certain.

Access to systems is granted per role and removed when you leave or change projects.`,
  },
  {
    slug: "equipment-and-expenses",
    title: "Equipment and expenses",
    category: "Tools and Security",
    content: `You receive a laptop, a monitor and the software your role needs. Equipment remains company property and is returned when you leave.

Business expenses (client travel, meals with clients, approved training) are reimbursed when submitted with a receipt within 30 days. Book travel through Operations where you can; economy class for flights under six hours.`,
  },
];
