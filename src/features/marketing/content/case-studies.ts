/**
 * The seven case studies of /work and /case-study/{slug}, with the tags and industries the filters use.
 * Fictional demo content: every client, fund, award and figure here is invented.
 * The slug of each is derived from its title (lib/slug.ts); images live in public/images/work/.
 */
export type CaseStudyMetric = { label: string; value: string };

export type CaseStudy = {
  title: string;
  client: string;
  year: string;
  description: string;
  impact: string;
  awards: string[];
  backing: string;
  image: string;
  imageAlt: string;
  /** Industry labels (matched by the industry buttons) and technology tags, in one list. */
  tags: string[];
  metrics: CaseStudyMetric[];
  challenge: string;
  approach: string[];
  results: string[];
};

/** Industry filter options, in their fixed order. "all" shows every case study. */
export const CASE_STUDY_INDUSTRIES = [
  "all",
  "Social Impact",
  "Food Tech",
  "FinTech",
  "Digital Platform",
  "AR/VR",
  "Government",
  "AI/ML",
] as const;

export const WORK_HERO = {
  eyebrow: "Our Work",
  title: "Case Studies",
  lead: "Products we have designed, built and launched with founders, agencies and community organisations, and what changed for the people who use them.",
} as const;

export const WORK_HIGHLIGHTS = [
  {
    icon: "award",
    title: "Award-Winning",
    text: "Civic, design and innovation honours for work that had to serve real people on day one.",
  },
  {
    icon: "rocket",
    title: "Rapid Launch",
    text: "First production releases in weeks, not quarters, with AI-augmented delivery and fixed scopes.",
  },
  {
    icon: "trending-up",
    title: "Success Stories",
    text: "Clients who raised their next round, won their next contract or simply served more people.",
  },
] as const;

export const CASE_STUDIES: CaseStudy[] = [
  {
    title: "Ledgerlight: Cash-Flow Forecasting for Main Street",
    client: "Ledgerlight Inc.",
    year: "2024",
    description:
      "A forecasting app that reads a small business's bank feed and invoices and tells the owner, in plain words, whether payroll is safe six weeks out.",
    impact: "Owners saw cash shortfalls an average of 23 days earlier than with spreadsheets.",
    awards: ["Riverton Small Business Tech Prize 2024"],
    backing: "Seed round led by Lanternfish Ventures",
    image: "/images/work/ledgerlight.svg",
    imageAlt: "Abstract chart lines rising across a grid, the Ledgerlight illustration",
    tags: ["FinTech", "AI/ML", "React", "Python", "PostgreSQL", "AWS"],
    metrics: [
      { label: "Earlier warning", value: "23 days" },
      { label: "Forecast accuracy", value: "94%" },
      { label: "Time to launch", value: "6 weeks" },
    ],
    challenge:
      "Ledgerlight's founders had a working model in a notebook and a waiting list of 400 bakeries, salons and repair shops, but no product. Owners did not trust black-box numbers, bank connections had to be read-only and auditable, and the seed money covered about four months of runway.",
    approach: [
      "Two-week discovery with ten owners on the waiting list to decide which single question the first release must answer: can I make payroll?",
      "A forecasting service in Python that explains each prediction with the three transactions that moved it most, so owners can argue with it.",
      "Read-only bank and invoice connectors behind one audited integration layer, with every sync logged.",
      "AI-assisted test generation for the money paths: rounding, currencies, partial payments and late invoices.",
    ],
    results: [
      "Launched to the first 120 businesses six weeks after kick-off.",
      "Forecasts within 6% of actual balances at the four-week horizon for 94% of accounts.",
      "The working product and its usage data supported the seed round that followed.",
    ],
  },
  {
    title: "Harvest & Hearth: A Surplus-Food Exchange",
    client: "Harvest & Hearth Collective",
    year: "2023",
    description:
      "A mobile exchange that matches restaurants' and grocers' surplus food with shelters and pantries nearby, and plans the volunteer pick-ups.",
    impact: "More than 310 tonnes of food redirected from landfill to community meals in the first year.",
    awards: ["Design for Good Award 2023", "Greater Riverton Nonprofit Innovation Award"],
    backing: "Funded by the Maplestone Community Foundation",
    image: "/images/work/harvest-hearth.svg",
    imageAlt: "Abstract leaves and a bowl shape in warm colours, the Harvest & Hearth illustration",
    tags: ["Food Tech", "Social Impact", "React Native", "Node.js", "PostgreSQL"],
    metrics: [
      { label: "Food redirected", value: "310 t" },
      { label: "Partner kitchens", value: "140" },
      { label: "Pick-up no-shows", value: "-62%" },
    ],
    challenge:
      "Surplus food was coordinated through a group chat and a shared spreadsheet. Offers arrived at closing time, volunteers learned about them too late, and a third of pick-ups failed. The collective had one part-time coordinator and no engineers.",
    approach: [
      "A donor app with a three-tap offer form built for a kitchen at 10 p.m.: photo, rough weight, pick-up window.",
      "Matching that weighs distance, cold-storage capacity and dietary needs, with a human approval step for the coordinator.",
      "Volunteer routing with SMS reminders and a fallback volunteer when someone cancels.",
      "Offline-first mobile clients, because basements and walk-in fridges have no signal.",
    ],
    results: [
      "Failed pick-ups fell by 62% in the first three months.",
      "The partner network grew from 35 to 140 kitchens and pantries in a year.",
      "The coordinator now spends her time recruiting partners instead of relaying messages.",
    ],
  },
  {
    title: "CivicPath 311 Modernization",
    client: "City of Riverton",
    year: "2024",
    description:
      "A new 311 service-request platform for a mid-sized city, replacing a 19-year-old desktop system while call-takers kept working.",
    impact: "Median time from report to assigned crew went from 4 days to 9 hours.",
    awards: ["Capital Region Civic Tech Award 2024", "Key to the City"],
    backing: "Delivered under a competitively awarded municipal contract",
    image: "/images/work/civicpath-311.svg",
    imageAlt: "Abstract city blocks and a route line, the CivicPath 311 illustration",
    tags: ["Government", "React", "Azure GovCloud", "Kubernetes", "PostgreSQL"],
    metrics: [
      { label: "Report to crew", value: "9 hours" },
      { label: "Online requests", value: "+180%" },
      { label: "Downtime at cut-over", value: "0 min" },
    ],
    challenge:
      "Residents could only report potholes and broken streetlights by phone during office hours. The old system ran on two servers under a desk, had no API, and every change needed a vendor that no longer existed. A big-bang replacement was ruled out after a failed attempt in 2019.",
    approach: [
      "Strangler-fig migration: the new platform took over one request type at a time while the old system stayed the system of record for the rest.",
      "A mobile-friendly public form meeting WCAG 2.1 AA, in English and Spanish, with photo upload and map pinning.",
      "Crew assignment rules written with the public-works supervisors and tested against three years of historic requests.",
      "Infrastructure as code on a government cloud region, with audit logging mapped to the city's security controls.",
    ],
    results: [
      "All 46 request types moved over in five months with no outage at cut-over.",
      "Online submissions grew 180%, freeing call-takers for residents who need a person.",
      "Public dashboards now show open requests by neighbourhood, updated hourly.",
    ],
  },
  {
    title: "Atlas XR: Field Training in Augmented Reality",
    client: "Atlas Field Services",
    year: "2023",
    description:
      "An augmented-reality training app that overlays step-by-step repair guidance on real equipment for new wind-turbine technicians.",
    impact: "New technicians reached sign-off 41% faster, with fewer supervised site visits.",
    awards: ["Immersive Learning Showcase 2023, Best in Industry"],
    backing: "Co-funded by a regional workforce-development grant",
    image: "/images/work/atlas-xr.svg",
    imageAlt: "Abstract wireframe turbine with overlay markers, the Atlas XR illustration",
    tags: ["AR/VR", "Unity", "WebXR", "Computer Vision"],
    metrics: [
      { label: "Faster sign-off", value: "41%" },
      { label: "Procedures covered", value: "28" },
      { label: "Pilot to rollout", value: "10 weeks" },
    ],
    challenge:
      "Training a turbine technician took months of shadowing on remote sites, and senior staff were retiring faster than new people could learn from them. Paper manuals did not show which bolt, which panel or which order.",
    approach: [
      "Recorded senior technicians performing 28 procedures and turned them into guided steps with expected readings.",
      "Computer-vision anchoring so guidance snaps to the real nacelle parts, with a manual fallback when lighting is poor.",
      "A WebXR companion for classroom practice on a laptop before anyone climbs a tower.",
      "Usage analytics that show trainers which steps people repeat most, to improve the procedures themselves.",
    ],
    results: [
      "Average time to independent sign-off fell from 22 to 13 weeks.",
      "Two procedures were rewritten after analytics showed where trainees consistently got stuck.",
      "Rolled out to four regional teams ten weeks after the pilot.",
    ],
  },
  {
    title: "Kinfolk Commons: A Platform for Mutual-Aid Networks",
    client: "Kinfolk Commons Cooperative",
    year: "2022",
    description:
      "A shared platform where neighbourhood mutual-aid groups post needs and offers, coordinate volunteers and report on what they delivered.",
    impact: "Adopted by 64 neighbourhood groups, coordinating over 21,000 requests.",
    awards: ["Commons Innovation Prize 2022, finalist"],
    backing: "Backed by the Commons Builders Fund and member dues",
    image: "/images/work/kinfolk-commons.svg",
    imageAlt: "Abstract connected circles forming a network, the Kinfolk Commons illustration",
    tags: ["Digital Platform", "Social Impact", "React", "Node.js", "AWS"],
    metrics: [
      { label: "Groups on the platform", value: "64" },
      { label: "Requests coordinated", value: "21k" },
      { label: "Median response", value: "3 hours" },
    ],
    challenge:
      "Each mutual-aid group had built its own tooling from forms and chat threads. Personal information about vulnerable people was scattered across personal accounts, and groups could not share volunteers during emergencies.",
    approach: [
      "A multi-tenant platform where each group owns its data and can share specific requests with neighbouring groups.",
      "Privacy by design: only the volunteer assigned to a request sees the recipient's address, and it disappears when the request closes.",
      "Low-bandwidth web client usable on old phones, with SMS for people who do not use apps.",
      "Reporting that gives funders aggregate numbers without exposing anyone's details.",
    ],
    results: [
      "64 groups moved off spreadsheets within eighteen months.",
      "During a winter storm, three groups shared 400 volunteers across neighbourhoods in one weekend.",
      "The cooperative now runs the platform itself on a small monthly budget.",
    ],
  },
  {
    title: "SignalScout: AI Triage for Grant Applications",
    client: "Riverton State Office of Community Grants",
    year: "2025",
    description:
      "An assistant that checks grant applications for completeness and eligibility before a human reviewer opens them, with every suggestion explained.",
    impact: "Reviewers spent 58% less time on incomplete files and answered applicants weeks sooner.",
    awards: ["Public Sector AI Practice Award 2025"],
    backing: "Funded through a state digital-services modernization program",
    image: "/images/work/signalscout.svg",
    imageAlt: "Abstract document stack with a scanning beam, the SignalScout illustration",
    tags: ["AI/ML", "Government", "Python", "LLM", "AWS"],
    metrics: [
      { label: "Less time on incomplete files", value: "58%" },
      { label: "Applications per cycle", value: "3,400" },
      { label: "Decisions overturned by AI", value: "0" },
    ],
    challenge:
      "Thousands of applications arrived in the last week of each cycle. A third were missing documents, which reviewers only discovered after reading them in full. The agency wanted help, but decisions had to stay with people and every step had to be explainable to an auditor.",
    approach: [
      "Completeness and eligibility checks as deterministic rules first; a language model only summarises and points to evidence in the file.",
      "Every suggestion shows the page and sentence it relies on, and reviewers accept or reject it with one click.",
      "An evaluation set of 600 past applications, re-run on every change, with results reviewed by the program team.",
      "Deployed in the agency's own cloud account with no application data used to train models.",
    ],
    results: [
      "Applicants with missing documents hear within two days instead of after review.",
      "Reviewer time on incomplete files fell by 58% in the first cycle.",
      "The audit office signed off on the process documentation without findings.",
    ],
  },
  {
    title: "Pantry.io (Beta): Smart Inventory for Restaurants",
    client: "Pantry.io",
    year: "2025",
    description:
      "A phone-camera inventory count for independent restaurants that predicts what to order and flags what will spoil first.",
    impact: "Pilot kitchens cut food waste by 27% and counting time from 90 to 15 minutes.",
    awards: ["Harborview Food Innovation Challenge 2025, People's Choice"],
    backing: "Pre-seed from Copperkettle Capital and two restaurant-group angels",
    image: "/images/work/pantry-io.svg",
    imageAlt: "Abstract shelves with jars and a camera frame, the Pantry.io illustration",
    tags: ["Food Tech", "AI/ML", "React Native", "Computer Vision", "Python"],
    metrics: [
      { label: "Food waste", value: "-27%" },
      { label: "Weekly count", value: "15 min" },
      { label: "MVP delivered", value: "4 weeks" },
    ],
    challenge:
      "Chefs counted stock on clipboards after closing and ordered from memory. The founders, both former restaurant managers, needed a product in kitchens within a month to keep their pilot partners interested.",
    approach: [
      "A fixed-price, four-week MVP scoped to one job: count the walk-in quickly and suggest tomorrow's order.",
      "On-device recognition of common containers with a quick correction step, so a wrong guess costs one tap.",
      "Par levels learned from two weeks of counts and the restaurant's own sales export.",
      "Spoilage alerts ordered by cost, so the most expensive waste is flagged first.",
    ],
    results: [
      "Eight pilot kitchens were counting with the app within four weeks of kick-off.",
      "Weekly counting time fell from about 90 minutes to 15.",
      "The pilot results anchored the pre-seed round and a waiting list of 60 restaurants.",
    ],
  },
];

/** What /work says when the filters match nothing or the case studies fail to load. */
export const CASE_STUDY_MESSAGES = {
  noMatch: "No case studies match your criteria",
  reset: "Reset Filters",
  loadError: "Unable to load case studies",
  loadErrorHint: "Please try again later",
} as const;
