/**
 * Demo blog posts, seeded into blog_posts in demo mode (server/content.seed.ts). Original, fictional
 * content. `content` is plain text with a tiny markdown subset: blank-line paragraphs, "## " and
 * "### " headings and "- " list items (lib/post-content.ts). Read time is computed from the words.
 */
export type BlogPostSeed = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedDate: string;
  tags: string[];
  imageUrl: string | null;
  content: string;
};

export const BLOG_POSTS: BlogPostSeed[] = [
  {
    slug: "ai-pair-programming-without-the-hype",
    title: "AI Pair Programming Without the Hype: What Actually Speeds Teams Up",
    excerpt:
      "After two years of shipping client work with AI assistants, here is where they save real time, where they quietly cost it, and the team habits that make the difference.",
    author: "Adaeze Morrow",
    publishedDate: "2025-06-18",
    tags: ["AI", "Engineering"],
    imageUrl: "/images/blog/ai-pair-programming.svg",
    content: `Every engineer on our teams works with an AI assistant open. We stopped debating whether to use them in 2023. The more useful question turned out to be where they help, where they hurt, and what a team has to change so that the help shows up in delivery dates rather than only in how busy everyone feels.

## Where the time really goes

When we measured our own projects, typing code was never the bottleneck. The slow parts were understanding an unfamiliar codebase, writing the tests nobody enjoys, waiting for review, and rework after a misunderstanding. AI assistants are good at the first two and, used carelessly, make the last two worse.

- Reading unfamiliar code: asking an assistant to explain a module, with the file open, cuts the first day on a legacy project roughly in half.
- Tests: generating table-driven cases for edge conditions is where we see the largest, most reliable gains.
- Boilerplate: forms, mappers and migrations go faster, but they were never more than a tenth of the work.
- Review and rework: larger, AI-written changes take longer to review and hide more assumptions.

## The habits that make it pay

The teams that improved their delivery time did three things consistently. First, they kept changes small. An assistant can produce four hundred lines in a minute; a reviewer cannot understand them in a minute. We cap pull requests at a size a colleague can review over coffee, whoever or whatever wrote them.

Second, they wrote the test before accepting the code. Asking the assistant for the tests first, reading them, and only then asking for the implementation turns a plausible-looking answer into a checked one. It also documents the intent for the next person.

Third, they treated the assistant's output as a draft from a fast, confident junior colleague. It is often right, sometimes subtly wrong, and never accountable. The engineer who merges the change owns it.

## Where we do not use it

We do not paste client secrets, personal data or proprietary algorithms into tools that send them elsewhere. For regulated clients we run models inside their own cloud account or not at all. We also keep humans on security-sensitive code paths: authentication, payments and anything that decides who may see what.

## What the numbers say

Across the last twenty projects, the median time from kick-off to first production release fell by a little over a third compared with our pre-AI baseline. Defects found after release fell too, mostly because generated tests covered cases we used to skip. The gains did not come from the tool alone. They came from small changes, tests first and clear ownership, which happen to be the same habits that made teams fast before any of this existed.`,
  },
  {
    slug: "scoping-an-mvp-you-can-ship-in-four-weeks",
    title: "Scoping an MVP You Can Ship in Four Weeks",
    excerpt:
      "Four weeks is enough for a real product if you are ruthless about the one question it must answer. Our scoping checklist, with the cuts founders find hardest.",
    author: "Tomás Reinholt",
    publishedDate: "2025-05-27",
    tags: ["MVP", "Startups", "Product"],
    imageUrl: "/images/blog/mvp-four-weeks.svg",
    content: `Most MVPs that miss their date were never four-week products. They were six-month products with a four-week deadline. The work that decides whether you ship on time happens in the scoping week, before anyone writes code.

## Start with one question

An MVP exists to answer a question about your market. Will restaurant managers count stock with their phones? Will owners pay to know their cash position six weeks out? Write the question down in one sentence. Every feature either helps answer it or waits.

## The scoping checklist

- Who is the first user, by name if possible? Ten real people beat a persona.
- What is the single job they will do in the product in the first week?
- What must be true for you to call the experiment a success, and how will you measure it?
- Which parts can be manual behind the scenes for the first hundred users?
- What would embarrass you in front of an investor, and does it actually matter to a user?

## The cuts founders find hardest

Accounts and permissions are the first. A pilot with twenty customers rarely needs roles, teams and invitations. A magic link and one account per customer is enough. Admin dashboards are the second: a well-formed database and a spreadsheet export will do until you know which numbers you look at every day.

Native apps on two platforms are the third. If your users live on phones, one cross-platform app or a good mobile web app gets you the answer. Settings screens, notification preferences and theming round out the list. They feel like product, but they answer no question about your market.

## What we never cut

We never cut analytics, because an MVP that cannot tell you whether it worked has failed by design. We never cut error tracking, backups or basic security: the first users are trusting you with real data. And we never cut the path from a user's feedback to your inbox.

## Fixed scope, fixed price

Once the question, the user and the first job are clear, we price the four weeks as a fixed amount. If something new comes up, and it will, it goes on the list for the next release or it replaces something of equal size. That trade is the heart of shipping on time, and it is much easier to make in week one than in week four.`,
  },
  {
    slug: "strangler-fig-modernizing-a-permit-system",
    title: "Strangler Fig in Practice: Modernizing a 20-Year-Old Permit System",
    excerpt:
      "Big-bang rewrites of government systems fail in public. Here is how we replace a legacy permit system one request type at a time while the old one keeps running.",
    author: "Priya Castellanos",
    publishedDate: "2025-04-30",
    tags: ["Modernization", "Government", "Engineering"],
    imageUrl: "/images/blog/strangler-fig.svg",
    content: `The strangler fig grows around a host tree until the tree is no longer needed. In software the idea is the same: put a new system in front of the old one, move capabilities across one by one, and retire the old system when nothing depends on it. It sounds slow. In our experience it is the fastest way to replace something that cannot be switched off.

## Why big-bang rewrites fail

A permit system that has run for twenty years encodes hundreds of rules nobody wrote down. A rewrite team discovers them one production incident at a time, usually after the old system is gone. Meanwhile the agency freezes changes for a year or more, and residents keep waiting.

## Step one: put a front door in place

We start with a routing layer that receives every request, from residents and staff alike. At first it simply passes everything to the legacy system. That alone gives us logging, metrics and a place to switch traffic later without anyone noticing.

## Step two: pick the first slice carefully

- High volume, so the benefit is visible quickly.
- Few dependencies on other request types.
- Rules the domain experts can explain in an afternoon.
- A clear way to compare old and new results.

Fence and deck permits are often a good first slice. They are common, self-contained, and every inspector knows the rules by heart.

## Step three: run both and compare

For a few weeks the new service processes each request in shadow mode while the old system remains the record. Differences are reviewed daily with the permit staff. Most turn out to be forgotten rules; some turn out to be old bugs that everyone had worked around. Either way, the comparison gives the agency evidence, not hope, before the switch.

## Step four: switch, then repeat

When the results match, the front door sends that request type to the new service, and the old path stays available as a rollback for a month. Then we pick the next slice. Each cycle gets shorter as shared pieces, such as payments and inspections, already exist.

## Keeping data consistent

The hardest part is data that both systems need during the transition. We keep one system of record per entity at any moment and synchronise the other with change events, never with nightly batch copies that drift. When a slice moves, its records move with it.

Modernization this way is undramatic, which is exactly the point. Residents see a better form, staff see fewer workarounds, and nobody has to explain an outage at a council meeting.`,
  },
  {
    slug: "fedramp-without-fear-a-field-guide-for-small-vendors",
    title: "FedRAMP Without Fear: A Field Guide for Small Vendors",
    excerpt:
      "FedRAMP authorization is a marathon, but small teams finish it. What the process involves, what it costs in time, and the engineering decisions that make it easier.",
    author: "Jonah Whitcombe",
    publishedDate: "2025-03-19",
    tags: ["FedRAMP", "Compliance", "Government", "Security"],
    imageUrl: "/images/blog/fedramp-field-guide.svg",
    content: `Small software companies often assume FedRAMP is only for giants. It is demanding, but it is a defined process, and the teams that succeed are the ones that treat it as an engineering project rather than a paperwork exercise.

## What FedRAMP asks of you

FedRAMP standardises how federal agencies assess cloud services. You implement a baseline of security controls drawn from NIST SP 800-53, document how each one is met in a system security plan, have an independent assessor test them, and then keep monitoring them continuously. The baseline depends on the impact level of the data you handle: low, moderate or high.

## Decide your boundary first

The authorization boundary is everything that stores, processes or transmits federal data. A small, clear boundary is the single most valuable decision you can make. Keep marketing sites, sales tools and internal wikis out of it. Inherit as many controls as possible from an already authorized infrastructure provider.

- Draw the data flows before you write a word of documentation.
- Separate the federal environment from commercial tenants if you can afford to.
- List every external service that touches federal data; each one needs justification.

## Engineering that makes assessment easier

Controls are much easier to evidence when they are code. Infrastructure as code shows configuration baselines. Pipelines with mandatory review show change control. Centralised logs with retention policies show audit capability. Multi-factor authentication on every administrative path is not optional, and neither is encryption with validated cryptographic modules.

### Common gaps we see

- Shared administrator accounts or long-lived access keys.
- Vulnerability scans that run, but whose findings nobody tracks to closure.
- Incident response plans that have never been rehearsed.
- Backups that have never been restored.

## Realistic timelines

For a prepared team at the moderate level, expect several months of readiness work, a few months of assessment, and review time on top. An agency sponsor who actually wants your product makes an enormous difference; start those conversations early.

## Continuous monitoring is the real product

Authorization is not the finish line. Monthly vulnerability scanning, annual assessments and significant-change requests continue for as long as you serve federal customers. Build the reporting into your normal operations from the start, and the ongoing cost stays manageable. Treat it as a one-off project, and it will feel like a second job.`,
  },
  {
    slug: "code-review-in-the-age-of-ai-suggestions",
    title: "Code Review in the Age of AI Suggestions",
    excerpt:
      "When half the diff was suggested by a model, reviewers need different questions. The checklist our teams use to keep quality up without slowing down.",
    author: "Lena Faraday",
    publishedDate: "2025-02-26",
    tags: ["AI", "Quality", "Engineering"],
    imageUrl: "/images/blog/ai-code-review.svg",
    content: `Code review was designed for code that a colleague typed and could explain line by line. Today a good share of any change was suggested by a model, accepted in a few keystrokes, and perhaps only half-read by its author. Review still works, but it needs sharper questions.

## What changes

AI-suggested code is usually well formatted, plausibly named and confidently wrong in small ways: an off-by-one in a date range, an error swallowed in a catch block, a dependency that does not exist in your version. Style problems have almost disappeared from our reviews. Logic and assumption problems have not.

## The reviewer's checklist

- Can the author explain why this approach, in their own words? If not, the change is not ready.
- Is there a test that would fail if the core logic were wrong? Read the test before the code.
- Are errors handled or deliberately passed on, not silently ignored?
- Does every imported package and API actually exist in the versions we use?
- Does the change touch authentication, permissions, money or personal data? Then it gets a second reviewer.

## Keep changes small

The most effective rule we have adopted is a soft limit on the size of a pull request. Models make it easy to produce a lot of code at once, and reviewers respond to big diffs by skimming. A series of small changes, each with its own test, gets real attention.

## Let machines check what machines are good at

Formatting, linting, type checking and dependency scanning run before a human looks at anything. We also run a second model over the diff to list possible issues, which the reviewer treats as a prompt for attention, never as a verdict. It catches a surprising number of missing null checks and forgotten awaits.

## Ownership does not move

Whoever merges a change owns it, regardless of who or what wrote it. That principle sounds obvious, but writing it into the team agreement changed behaviour: authors started reading suggestions more carefully because they knew they would be asked to explain them.

Our measure of success is simple. Defects found after release per project have gone down since we adopted these habits, while review turnaround stayed under a working day. Good review was always about shared understanding. AI makes that more important, not less.`,
  },
  {
    slug: "fixed-price-mvps-how-we-price-risk-honestly",
    title: "Fixed-Price MVPs: How We Price Risk Honestly",
    excerpt:
      "Founders want certainty; software is uncertain. How a fixed price can be fair to both sides, and the three risks we always name before we sign.",
    author: "Tomás Reinholt",
    publishedDate: "2025-01-22",
    tags: ["MVP", "Startups"],
    imageUrl: "/images/blog/fixed-price-mvps.svg",
    content: `A founder with a pre-seed budget cannot sign an open-ended time-and-materials contract. A studio that promises a fixed price for a vague idea is either padding the number or planning to cut corners. There is a fair way between the two, and it starts with being explicit about risk.

## Fix the scope, not just the price

A fixed price only works if the scope is fixed too. Our scoping week produces a one-page description of the first release: the user, the job, the screens and the success measure. The price covers exactly that. Anything new replaces something of similar size or waits for the next release.

## The three risks we always name

- Integration risk: any external system we have not touched before, such as a bank feed or a legacy API, gets a time-boxed spike in week one.
- Data risk: if the product depends on data the founder does not yet have, we say so and plan a manual fallback.
- Adoption risk: if the first users are not lined up before the build starts, the best code in the world will not answer the MVP's question.

Naming these in writing does two things. It lets us price them openly rather than hiding them in a contingency, and it tells the founder where their own effort matters most.

## How the number is built

We estimate each screen and integration in ranges, add the known fixed costs of a launch (hosting, monitoring, app-store reviews), and price at the upper middle of the range. If we finish early, the founder gets the spare days as a polish sprint. If we run over because we misjudged, that is our cost, not theirs.

## What the founder commits to

Fixed price is a two-way agreement. The founder commits to a decision-maker who answers questions within a day, to test users available in week three, and to accepting the scope trade rule. When those commitments slip, timelines slip, and we say so early.

## Why we do it this way

Fixed-price MVPs force both sides to think hard before spending money, which is exactly what an early-stage company should do. They also build trust: when the first release arrives on the agreed day for the agreed price, the conversation about the next stage is a very different one.`,
  },
  {
    slug: "designing-audit-trails-auditors-actually-like",
    title: "Designing Audit Trails That Auditors Actually Like",
    excerpt:
      "An audit trail is a product with a demanding user. What to record, how to keep it trustworthy, and how to answer an auditor's question in minutes instead of weeks.",
    author: "Jonah Whitcombe",
    publishedDate: "2024-12-11",
    tags: ["Compliance", "Security", "Engineering"],
    imageUrl: "/images/blog/audit-trails.svg",
    content: `Every compliance framework we work with asks for audit logging, and almost every system we inherit has some. Yet when an auditor asks who changed a user's permissions last March and why, teams often spend days grepping through log files. The difference between logging and a useful audit trail is design.

## Decide who the reader is

The audit trail has three readers: the auditor checking controls, the security team investigating an incident, and the support team answering a customer. Each needs to answer who did what, to which record, when, from where, and with what result. Design the record for those questions rather than for the developer who happens to be debugging.

## What every entry needs

- The actor: a stable user or service identity, never just a display name.
- The action, in a fixed vocabulary: permission.granted, record.exported, setting.changed.
- The target: the type and identifier of the affected record.
- Before and after values for changes, with sensitive fields masked.
- Time in UTC, the request identifier and the source address.
- The outcome, including denied attempts, which matter as much as successful ones.

## Keep it trustworthy

An audit trail an administrator can edit is not an audit trail. Write entries to append-only storage, separate from the application database if you can, and restrict who can read them. Hash-chaining entries, so that each includes a digest of the previous one, makes tampering evident at very little cost.

## Make it answerable

Store entries in a structure you can query, not only as text lines. A small search screen that filters by actor, action, target and time range turns a week of log archaeology into a two-minute answer. Auditors notice, and the conversation about the control gets much shorter.

## Retention and privacy

Keep entries as long as your framework and contracts require, and no longer. Masking personal data at write time, while keeping identifiers that let you trace an event, satisfies both the auditor and the privacy officer.

## Test it like a feature

We write tests that perform a sensitive action and assert that the right entry appears, with the right fields. When a new feature ships without audit coverage, the test suite says so before the auditor does.`,
  },
  {
    slug: "from-mainframe-batch-to-event-streams",
    title: "From Mainframe Batch to Event Streams: A Migration Playbook",
    excerpt:
      "Nightly batch jobs made sense in 1995. How enterprises move to event-driven integration without a risky cut-over, and which batch jobs should stay exactly as they are.",
    author: "Priya Castellanos",
    publishedDate: "2024-11-06",
    tags: ["Modernization", "Cloud", "Enterprise"],
    imageUrl: "/images/blog/batch-to-events.svg",
    content: `Many enterprises still run on overnight batch: files land on a server at 2 a.m., a chain of jobs transforms them, and by morning every system agrees with every other. It works until the business needs to know something before tomorrow. Moving to event streams is a common modernization goal, and it is easy to get wrong.

## Why move at all

Customers expect an order to appear in their account immediately, not the next day. Fraud checks lose value by the hour. New products want to react to changes as they happen. Batch windows also get longer as data grows, until they no longer fit in the night.

## Map the flows before touching them

- List every batch job, what it reads, what it writes and who depends on the output.
- Mark which outputs are needed in near real time and which are fine tomorrow.
- Identify the system of record for each kind of data.
- Find the hidden consumers: the report someone built on an intermediate file in 2009.

The last item matters more than it looks. Most migration incidents we have seen came from a consumer nobody knew about.

## Publish events alongside the batch

We start by having source systems publish change events to a stream while the batch continues unchanged. New consumers read the stream; existing consumers keep reading files. This doubles some work for a while, and that is deliberate: it lets you compare the two paths and build confidence.

## Move consumers one at a time

Each consumer switches from the file to the stream when its results match for a sustained period. Reconciliation reports compare totals daily between both paths. When the last consumer of a file has moved, the batch job that produced it is retired.

## What should stay batch

Not everything benefits from streaming. Month-end financial close, regulatory reports and large analytical rebuilds are often clearer, cheaper and easier to audit as batch. The goal is not to eliminate batch; it is to stop forcing real-time needs through a nightly window.

## Operational readiness

Streams need monitoring that batch never did: consumer lag, dead-letter queues and replay procedures. Decide how long events are retained and rehearse replaying a day of them before you need to. An event-driven architecture without replay is a batch system that fails faster.`,
  },
  {
    slug: "evaluating-llm-features-before-they-reach-users",
    title: "Evaluating LLM Features Before They Reach Users",
    excerpt:
      "A demo that works five times is not a feature. How we build evaluation sets, pick metrics and decide when an AI feature is ready to ship.",
    author: "Lena Faraday",
    publishedDate: "2024-10-02",
    tags: ["AI", "Quality", "Product"],
    imageUrl: "/images/blog/llm-evaluation.svg",
    content: `Language-model features are easy to demo and hard to trust. The same prompt that impressed the room on Monday can produce a confident mistake for a customer on Tuesday. Evaluation is how we close that gap, and it deserves the same rigour as any other test suite.

## Start with a written definition of good

Before any prompt engineering, we write down what a good output looks like for this feature, with examples. For a summariser: covers the three key facts, invents nothing, fits in four sentences. For a classifier: the right category, or an honest "not sure". This becomes the rubric for everything that follows.

## Build an evaluation set from real inputs

- Collect one to several hundred realistic inputs, anonymised, with the awkward cases included.
- Write the expected outcome for each, or at least the facts a good answer must contain.
- Include inputs the feature should refuse or hand to a human.
- Keep a held-out portion that nobody tunes prompts against.

## Choose metrics you can act on

Exact-match accuracy works for classification. For generated text we combine automated checks, such as required facts present and no forbidden claims, with human grading on a sample. Model-graded scoring is useful for speed, but we calibrate it against human grades before trusting it.

## Run it on every change

Prompt edits, model upgrades and retrieval changes all run the evaluation set in continuous integration. A drop beyond an agreed threshold blocks the release, exactly like a failing unit test. This habit has stopped several well-intentioned prompt tweaks from quietly making things worse.

## Decide before you ship

We agree a launch bar with the product owner in advance: for example, ninety-five percent of required facts present and zero invented facts in the held-out set. If the feature does not meet the bar, the options are more work, a narrower scope, or a human in the loop. Shipping anyway is not on the list.

## Keep evaluating in production

Sample real outputs weekly, grade them, and add the failures to the evaluation set. Users will find cases you did not imagine; the point is to learn from each one only once.`,
  },
  {
    slug: "accessibility-is-a-compliance-requirement-and-a-growth-channel",
    title: "Accessibility Is a Compliance Requirement and a Growth Channel",
    excerpt:
      "Section 508 and WCAG are not a checkbox at the end of a project. Building accessibly from day one is cheaper, and it reaches customers your competitors miss.",
    author: "Priya Castellanos",
    publishedDate: "2024-08-21",
    tags: ["Accessibility", "Government", "Product"],
    imageUrl: "/images/blog/accessibility.svg",
    content: `For government work, accessibility is the law: Section 508 requires federal digital services to be usable by people with disabilities, and WCAG 2.1 AA is the usual yardstick. For everyone else it is increasingly a contract requirement and, more importantly, a large group of customers. Either way, the cheapest time to get it right is the beginning.

## Why retrofitting is expensive

An audit at the end of a project typically finds the same problems: custom controls that cannot be reached by keyboard, colours with too little contrast, forms whose errors are only shown in red, images without text alternatives. Each fix is small, but they are spread across every screen, and some require redesign.

## What we do from day one

- Use native HTML controls first, and accessible primitives when something custom is truly needed.
- Check colour contrast in the design system, so every component inherits it.
- Tie every form error to its field and announce it to screen readers.
- Run automated accessibility checks in the test suite on every page.
- Test the main journeys with a keyboard and a screen reader before each release.

## Automated checks are necessary, not sufficient

Automated tools catch perhaps a third to a half of issues: missing labels, contrast failures, invalid attributes. They cannot tell whether the reading order makes sense or whether an error message is understandable. We pair them with short manual checks and, on public-facing services, with sessions involving people who use assistive technology every day.

## The growth argument

Accessible products work better for everyone: captions help people in noisy places, clear forms help people in a hurry, keyboard support helps power users. Search engines also reward semantic, well-structured pages. Teams that treat accessibility as quality rather than compliance tend to see better conversion on the same traffic.

## Making it stick

Put accessibility in the definition of done, give designers and engineers a shared checklist, and make automated checks block a release the same way failing tests do. After a few sprints it stops feeling like extra work, because it is simply how the team builds.`,
  },
];
