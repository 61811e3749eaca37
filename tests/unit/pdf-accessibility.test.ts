import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtInEnterpriseAnalysis } from "#src/features/enterprise/server/analysis-engine.ts";
import { renderAnalysisPdf } from "#src/features/enterprise/server/report-pdf.ts";
import { proposalFigures } from "#src/features/flare/lib/delivery-plan.ts";
import { samplePlan } from "#src/features/flare/lib/sample-plan.testing.ts";
import { renderProposalPdf, renderWireframePdf } from "#src/features/flare/server/proposal-pdf.ts";
import { renderAssessmentPdf } from "#src/features/government/server/assessment-pdf.ts";
import { analyzeCompliance } from "#src/features/government/server/compliance-engine.ts";
import { RESOURCES } from "#src/features/marketing/content/resources.ts";
import { renderResourcePdf } from "#src/features/marketing/server/resources.service.ts";

// poppler-utils (pdffonts, pdfinfo, pdftotext) read the files as an accessibility checker would.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-a11y-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const run = (tool: string, file: string, ...args: string[]) =>
  execFileSync(tool, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8" });

// Accented Latin, Greek and Cyrillic: Helvetica turned all of these into "?".
const COMPANY = "Zoë Ångström & Søn · Αθήνα · Москва";

const documents: [string, () => Promise<Buffer>][] = [
  ["resource guide", () => renderResourcePdf(RESOURCES[0]!, { companyName: COMPANY })],
  [
    "enterprise report",
    () =>
      renderAnalysisPdf({
        result: builtInEnterpriseAnalysis({
          selectedSystems: ["ibm-db2", "sap-s4hana"],
          companySize: "enterprise",
          industry: "healthcare",
          businessChallenges: "Manual spreadsheets",
          deploymentPreference: "cloud",
          integrationComplexity: null,
          budgetRange: "enterprise",
          timeframe: null,
        }),
        engine: null,
        companySize: "enterprise",
        createdAt: new Date("2026-11-24T12:00:00Z"),
        companyName: COMPANY,
        preparedFor: "Müller GmbH",
      }),
  ],
  [
    "government assessment",
    async () => {
      const request = {
        selectedRequirements: ["fedramp", "section508"] as const,
        agencyType: "federal" as const,
        dataClassification: "sensitive" as const,
      };
      return renderAssessmentPdf({
        request: { ...request, selectedRequirements: [...request.selectedRequirements] },
        result: analyzeCompliance({ ...request, selectedRequirements: [...request.selectedRequirements] }),
        engineName: "built-in",
        createdAt: new Date("2026-11-24T12:00:00Z"),
        companyName: COMPANY,
      });
    },
  ],
  [
    "FLARE proposal",
    () => {
      const { nodes, edges } = samplePlan(9, 2);
      const rate = {
        segment: "startup",
        basis: "day",
        rateLow: 900,
        rateHigh: 1200,
        pointsPerDay: 20,
        hoursPerDay: 8,
        currency: "EUR",
        updatedAt: "2026-11-24T12:00:00Z",
      } as const;
      return renderProposalPdf({
        title: "Bakery marketplace",
        clientName: "Müller GmbH",
        clientCompany: COMPANY,
        designVersion: 4,
        nodes,
        edges,
        figures: proposalFigures(nodes, edges, rate),
        assumptions: ["Content is provided by the client"],
        exclusions: ["Hosting costs"],
        companyName: COMPANY,
        createdAt: new Date("2026-11-24T12:00:00Z"),
      });
    },
  ],
];

describe.each(documents)("the %s PDF", (name, render) => {
  let file = "";
  const pdf = async () => {
    if (!file) {
      file = path.join(tmp, `${name.replace(/\W+/g, "-")}.pdf`);
      fs.writeFileSync(file, await render());
    }
    return file;
  };

  it("embeds every font it uses", async () => {
    const rows = run("pdffonts", await pdf())
      .trim()
      .split("\n")
      .slice(2);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // name, type, encoding, then emb / sub / uni columns.
      expect(row, row).toMatch(/NotoSans/);
      expect(row.split(/\s+/).slice(-5, -2), row).toEqual(["yes", "yes", "yes"]);
    }
  });

  it("is tagged PDF 1.7 with a title and a language", async () => {
    const info = run("pdfinfo", await pdf());
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^PDF version:\s+1\.7$/m);
    expect(info).toMatch(/^Title:\s+\S/m);
    const raw = fs.readFileSync(await pdf(), "latin1");
    expect(raw).toMatch(/\/Lang \(en-US\)/);
    expect(raw).toMatch(/\/DisplayDocTitle true/);
    for (const tag of ["/H1", "/P", "/L", "/LI"]) expect(raw, tag).toContain(`/S ${tag}`);
  });

  it("keeps accented and non-Latin text", async () => {
    const text = run("pdftotext", await pdf());
    // The footer carries the name exactly as given (the headers upper-case it).
    expect(text.normalize("NFC")).toContain(`${COMPANY} · `);
  });
});

it("tags the wireframe attached to a delivery task as a figure with embedded fonts", async () => {
  const screen = samplePlan(0, 1).nodes.find((n) => n.type === "screen");
  if (screen?.type !== "screen" || !screen.data.wireframe) throw new Error("sample screen missing");
  const file = path.join(tmp, "wireframe.pdf");
  fs.writeFileSync(file, await renderWireframePdf("Sign-in – Zoë", screen.data.wireframe, COMPANY));
  expect(run("pdfinfo", file)).toMatch(/^Tagged:\s+yes$/m);
  for (const row of run("pdffonts", file).trim().split("\n").slice(2))
    expect(row.split(/\s+/).slice(-5, -2), row).toEqual(["yes", "yes", "yes"]);
  expect(fs.readFileSync(file, "latin1")).toContain("/S /Figure");
  expect(run("pdftotext", file).normalize("NFC")).toContain("Wireframe: Sign-in – Zoë");
});

it("tags tables in the reports", async () => {
  for (const [name, render] of documents.slice(1)) {
    const raw = (await render()).toString("latin1");
    for (const tag of ["/Table", "/TR", "/TH", "/TD"]) expect(raw, `${name} ${tag}`).toContain(`/S ${tag}`);
  }
});
