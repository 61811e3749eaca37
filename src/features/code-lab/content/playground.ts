/**
 * The Design Components Playground (/playground): copy and demo data for each block, kept as data so
 * components only lay it out. Fictional demo content; the four metrics are fixed
 * decorative marketing figures, not measurements.
 */
export const PLAYGROUND_COPY = {
  title: "Design Components Playground",
  lead: "The building blocks we use on client projects, live: try the code analyzer, type into the terminal and explore the rest.",
  analyzerTitle: "AI Code Analyzer",
  analyzerLead:
    "Paste JavaScript or TypeScript (parsed into a syntax tree) or Python, Go, Java and more (line heuristics). You get architecture, performance and security scores with line-by-line recommendations.",
  terminalTitle: "Terminal",
  terminalLead: "Type a command and press Enter, or type / to open the command palette.",
  timelineTitle: "Innovation Timeline",
  stackTitle: "Tech Stack",
  metricsTitle: "Metrics",
  metricsNote: "Illustrative figures shown for design purposes.",
  processTitle: "Process Timeline",
  mapTitle: "Where We Work",
  mapLead: "A map component placeholder: the studio and the cities where 100 Meetups takes place.",
} as const;

export const INNOVATION_TIMELINE = [
  {
    year: "2017",
    title: "Design systems",
    text: "Shared component libraries replace one-off page designs on every project.",
  },
  {
    year: "2019",
    title: "Remote-first delivery",
    text: "Distributed teams, async reviews and preview deployments for every change.",
  },
  {
    year: "2021",
    title: "Automated quality",
    text: "End-to-end and accessibility tests run on every commit before a human reviews it.",
  },
  {
    year: "2023",
    title: "AI pair programming",
    text: "Engineers work with AI assistants for scaffolding, tests and refactoring.",
  },
  {
    year: "2025",
    title: "AI-augmented products",
    text: "Analysis, search and drafting features built into the products we ship.",
  },
] as const;

export const TECH_STACK = [
  { group: "Frontend", items: ["React", "TypeScript", "Tailwind CSS", "React Router"] },
  { group: "Backend", items: ["Node.js", "Hono", "PostgreSQL", "Drizzle ORM"] },
  { group: "AI", items: ["OpenAI-compatible LLMs", "Embeddings", "Static analysis"] },
  { group: "Delivery", items: ["Playwright", "Vitest", "Docker", "GitHub Actions"] },
] as const;

/** Decorative figures, fixed: they illustrate the block and are not measured. */
export const PLAYGROUND_METRICS = [
  { name: "projects", value: "150+", label: "Projects delivered" },
  { name: "users", value: "1M+", label: "Users reached" },
  { name: "hours", value: "50K+", label: "Engineering hours" },
  { name: "uptime", value: "99.9%", label: "Uptime" },
] as const;

export const PROCESS_STEPS = [
  {
    step: 1,
    title: "Discover",
    duration: "Week 1",
    text: "Goals, users and constraints; we agree on what success looks like.",
  },
  {
    step: 2,
    title: "Design",
    duration: "Week 1-2",
    text: "Flows and clickable prototypes tested with real users.",
  },
  {
    step: 3,
    title: "Build",
    duration: "Week 2-4",
    text: "Short iterations with a preview link after every change.",
  },
  {
    step: 4,
    title: "Launch",
    duration: "Week 4",
    text: "Monitoring, analytics and a rollback plan before the switch.",
  },
  {
    step: 5,
    title: "Grow",
    duration: "Ongoing",
    text: "Measure, learn and ship the next most valuable improvement.",
  },
] as const;

/** Pins on the map placeholder, positioned in percent of its width and height. */
export const MAP_PINS = [
  { city: "Washington, DC", x: 28, y: 36, studio: true },
  { city: "Austin", x: 17, y: 66, studio: false },
  { city: "London", x: 52, y: 28, studio: false },
  { city: "Lagos", x: 53, y: 72, studio: false },
  { city: "Bengaluru", x: 78, y: 55, studio: false },
] as const;

/** The analyzer's sample, with a few deliberate problems to find. */
export const SAMPLE_CODE = `import { exec } from "node:child_process";
import fs from "node:fs";

const apiKey = "sk_test_4eC39HqLyjWDarjtT1zdp7dc";

export async function exportReport(req, res) {
  const template = fs.readFileSync("templates/report.html", "utf8");
  const rows = await db.query("SELECT * FROM orders WHERE customer = '" + req.query.customer + "'");
  for (const row of rows) {
    await audit.log(row.id);
  }
  exec("zip reports.zip " + req.query.file);
  res.send(template.replace("{{rows}}", rows.length));
}
`;
