import {
  AGENCY_ADJUSTMENT,
  BENEFITS,
  CLASSIFICATION_LEVEL,
  CONTROL_FAMILIES,
  DOD_IMPACT_LEVEL,
  FEDRAMP_BASELINE_CONTROLS,
  GENERAL_BENEFITS,
  type ImpactLevel,
  LEVEL_INDEX,
  NIST_CONTROLS,
  REQUIREMENT_CONTROLS,
  REQUIREMENT_COST_K,
  REQUIREMENT_MONTHS,
  REQUIREMENT_NAMES,
  REQUIREMENT_WEIGHT,
} from "../content/frameworks.ts";
import {
  type AgencyType,
  type DataClassification,
  type GovernmentResult,
  REQUIREMENTS,
  type RequirementKey,
} from "../government.contract.ts";

export type EngineInput = {
  selectedRequirements: readonly RequirementKey[];
  agencyType: AgencyType;
  dataClassification: DataClassification;
};

type Gap = GovernmentResult["complianceGaps"][number];
type Ctx = {
  level: ImpactLevel;
  idx: 0 | 1 | 2 | 3;
  agency: AgencyType;
  classification: DataClassification;
  has: (r: RequirementKey) => boolean;
};

const cite = (...ids: string[]) => ids.map((id) => `${id} ${NIST_CONTROLS[id]}`).join("; ");

/** FIPS 199 level → what the engine calls it. */
export function impactLevelOf(classification: DataClassification): ImpactLevel {
  return CLASSIFICATION_LEVEL[classification];
}

function nssReference(classification: DataClassification): string {
  return classification === "topsecret"
    ? "CNSSI 1253 baselines under the Risk Management Framework, and ICD 503 for intelligence community (TS/SCI) systems"
    : "CNSSI 1253 baselines under the Risk Management Framework (ICD 503 where intelligence community systems are involved)";
}

function baselineText(c: Ctx): string {
  if (c.level === "NSS")
    return `National security system: outside FedRAMP and FIPS 199; use ${nssReference(c.classification)}`;
  return `FedRAMP ${c.level} baseline (NIST SP 800-53 Rev. 5): approximately ${FEDRAMP_BASELINE_CONTROLS[c.level]} controls`;
}

function categorizationNotes(c: Ctx): string[] {
  const notes: string[] = [];
  if (c.classification === "confidential")
    notes.push(
      "Confidential data is categorized High here. A Moderate categorization is possible only with a documented FIPS 199 justification that a breach would not have a severe or catastrophic effect.",
    );
  if (c.level === "NSS")
    notes.push(
      `${c.classification === "topsecret" ? "Top secret" : "Secret"} information makes this a national security system. FedRAMP does not apply to classified systems: authorize it under ${nssReference(c.classification)}.`,
    );
  else
    notes.push(
      `FIPS 199 categorizes the system ${c.level} (the high-water mark of confidentiality, integrity and availability); the control baseline follows that level.`,
    );
  if (c.agency === "military")
    notes.push(
      `DoD Cloud Computing Security Requirements Guide: this data calls for ${DOD_IMPACT_LEVEL[c.classification]}. IL2 covers public data, IL4 CUI, IL5 higher-sensitivity CUI and unclassified NSS, IL6 classified data up to SECRET.`,
    );
  if (c.agency === "state" || c.agency === "local")
    notes.push(
      "State and local governments usually authorize cloud services through StateRAMP (now GovRAMP), whose baselines mirror FedRAMP's; federal FedRAMP applies when the system serves a federal program.",
    );
  if (c.agency === "tribal")
    notes.push(
      "Tribal governments are not bound by FISMA or FedRAMP directly, but federal grant programs and data-sharing agreements often require their controls; StateRAMP (GovRAMP) authorizations are also accepted by many tribal programs.",
    );
  return notes;
}

function fedrampGaps(c: Ctx): Gap[] {
  if (c.level === "NSS")
    return [
      {
        requirement: "FedRAMP authorization",
        status: "Not applicable",
        description: `National security systems are outside FedRAMP. Authorize the system under ${nssReference(c.classification)} with your agency's authorizing official.`,
      },
      {
        requirement: "FedRAMP: RMF authorization for the NSS",
        status: "Not Implemented",
        description: `Select the CNSSI 1253 baseline and overlays, implement and assess the controls (${cite("CA-2", "CA-6")}), and keep a POA&M (${cite("CA-5")}).`,
      },
    ];
  const gaps: Gap[] = [
    {
      requirement: "FedRAMP: authorization package",
      status: "Not Implemented",
      description: `FedRAMP ${c.level} needs an SSP (${cite("PL-2")}), a 3PAO security assessment plan and report (${cite("CA-2")}), a POA&M (${cite("CA-5")}) and an agency ATO (${cite("CA-6")}) for about ${FEDRAMP_BASELINE_CONTROLS[c.level]} controls.`,
    },
    {
      requirement: "FedRAMP: cryptography and identity",
      status: "Partial",
      description: `FIPS 140 validated modules for data in transit and at rest (${cite("SC-8", "SC-13", "SC-28")}) and phishing-resistant multi-factor authentication (${cite("IA-2(1)", "IA-2(2)")}).`,
    },
    {
      requirement: "FedRAMP: continuous monitoring",
      status: "Not Implemented",
      description: `Monthly vulnerability scans of operating systems, databases and web applications (${cite("RA-5")}), remediation within FedRAMP deadlines (${cite("SI-2")}) and monthly ConMon deliverables (${cite("CA-7")}).`,
    },
  ];
  if (c.agency === "military")
    gaps.push({
      requirement: "FedRAMP: DoD provisional authorization",
      status: "Not Implemented",
      description: `DoD use needs a DISA provisional authorization at ${DOD_IMPACT_LEVEL[c.classification]} under the Cloud Computing SRG, on top of the FedRAMP ${c.level} baseline.`,
    });
  if (c.agency === "state" || c.agency === "local")
    gaps.push({
      requirement: "FedRAMP: StateRAMP alignment",
      status: "Partial",
      description:
        "A StateRAMP (GovRAMP) authorization at the matching level lets state and local buyers reuse the same package.",
    });
  return gaps;
}

function fismaGaps(c: Ctx): Gap[] {
  return [
    {
      requirement: "FISMA: system inventory and categorization",
      status: "Partial",
      description: `List the system in the agency inventory (${cite("PM-5", "CM-8")}) and record its FIPS 199 categorization (${cite("RA-2")})${c.level === "NSS" ? ", here as a national security system under CNSSI 1253" : `: ${c.level}`}.`,
    },
    {
      requirement: "FISMA: system security and privacy plan",
      status: "Not Implemented",
      description: `An SSP that describes every control in the baseline and who is responsible for it (${cite("PL-2")}).`,
    },
    {
      requirement: "FISMA: assessment, authorization and POA&M",
      status: "Not Implemented",
      description: `Annual control assessment (${cite("CA-2")}), a POA&M for every open weakness (${cite("CA-5")}) and an authorization to operate (${cite("CA-6")}).`,
    },
    {
      requirement: "FISMA: continuous monitoring and incident reporting",
      status: "Partial",
      description: `An ISCM strategy (${cite("CA-7")}) and incident reporting to CISA within one hour of confirmation (${cite("IR-6")}), with annual awareness training (${cite("AT-2")}).`,
    },
  ];
}

function securityGaps(c: Ctx): Gap[] {
  return [
    {
      requirement: "Security: identity and access",
      status: "Partial",
      description: `Account lifecycle and least privilege (${cite("AC-2", "AC-6")}) and multi-factor authentication for privileged and non-privileged users (${cite("IA-2(1)", "IA-2(2)")}).`,
    },
    {
      requirement: "Security: logging and monitoring",
      status: "Partial",
      description: `Log the events the ${c.level === "NSS" ? "CNSSI 1253" : c.level} baseline requires (${cite("AU-2", "AU-12")}), review them (${cite("AU-6")}) and monitor the system (${cite("SI-4")}).`,
    },
    {
      requirement: "Security: encryption",
      status: "Partial",
      description: `TLS 1.2 or later everywhere (${cite("SC-8")}), ${c.level === "NSS" ? "NSA-approved (CNSA) cryptography for classified information" : "FIPS 140 validated cryptography"} (${cite("SC-13")}) and encryption at rest (${cite("SC-28")}).`,
    },
    {
      requirement: "Security: vulnerability and configuration management",
      status: "Partial",
      description: `Hardened baselines such as CIS or DISA STIG settings (${cite("CM-2", "CM-6")}), authenticated scanning (${cite("RA-5")}) and timely patching (${cite("SI-2")}).`,
    },
    {
      requirement: "Security: incident response and recovery",
      status: "Not Implemented",
      description: `A tested incident response plan (${cite("IR-4", "IR-8")}) and backups with tested restores (${cite("CP-9", "CP-10")}).`,
    },
  ];
}

function privacyGaps(c: Ctx): Gap[] {
  const federal = c.agency === "federal" || c.agency === "military";
  const gaps: Gap[] = [
    {
      requirement: "Data Privacy: privacy impact assessment",
      status: "Not Implemented",
      description: `A PIA under section 208 of the E-Government Act of 2002 before collecting PII (${cite("RA-8")}).`,
    },
    {
      requirement: "Data Privacy: authority, purpose and notice",
      status: "Partial",
      description: `Document the legal authority and purposes for processing PII (${cite("PT-2", "PT-3")}) and give a privacy notice at collection (${cite("PT-5")}).`,
    },
    {
      requirement: "Data Privacy: records and retention",
      status: "Partial",
      description: `Retain and dispose of PII per the records schedule (${cite("SI-12")}) and control sharing (${cite("AC-21")}).`,
    },
  ];
  gaps.splice(1, 0, {
    requirement: "Data Privacy: Privacy Act system of records",
    status: federal ? "Not Implemented" : "Not applicable",
    description: federal
      ? `Records retrieved by a personal identifier form a system of records under the Privacy Act of 1974: publish a SORN in the Federal Register (${cite("PT-6")}).`
      : "The Privacy Act of 1974 binds federal agencies; state, local and tribal systems follow their own privacy laws, and the Privacy Act applies through federal data-sharing agreements.",
  });
  return gaps;
}

function section508Gaps(c: Ctx): Gap[] {
  const gaps: Gap[] = [
    {
      requirement: "Section 508: WCAG conformance",
      status: "Partial",
      description:
        "The Revised 508 Standards incorporate WCAG 2.0 Level A and AA by reference; test against WCAG 2.1 AA to cover mobile and low-vision needs, with automated and manual testing including screen readers.",
    },
    {
      requirement: "Section 508: accessibility conformance report",
      status: "Not Implemented",
      description: `An ACR built on the VPAT 508 edition, and accessibility clauses in acquisitions (${cite("SA-4")}) with accessibility tests in developer testing (${cite("SA-11")}).`,
    },
  ];
  if (c.agency === "state" || c.agency === "local")
    gaps.push({
      requirement: "Section 508: ADA Title II web rule",
      status: "Partial",
      description:
        "The 2024 ADA Title II rule requires state and local government web content and mobile apps to meet WCAG 2.1 AA.",
    });
  return gaps;
}

const GAP_BUILDERS: Record<RequirementKey, (c: Ctx) => Gap[]> = {
  fedramp: fedrampGaps,
  fisma: fismaGaps,
  security: securityGaps,
  dataPrivacy: privacyGaps,
  section508: section508Gaps,
};

/** One row per control family in scope, with the cited control ids. */
function securityControls(c: Ctx, reqs: readonly RequirementKey[]): GovernmentResult["securityControls"] {
  const byFamily = new Map<string, Set<string>>();
  for (const r of reqs)
    for (const id of REQUIREMENT_CONTROLS[r]) {
      const family = id.slice(0, 2);
      if (!byFamily.has(family)) byFamily.set(family, new Set());
      byFamily.get(family)!.add(id);
    }
  const order = Object.keys(CONTROL_FAMILIES);
  return [...byFamily.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([family, ids]) => {
      const f = CONTROL_FAMILIES[family]!;
      const score = f.weight + c.idx;
      const impact = score >= 5 ? "Critical" : score === 4 ? "High" : score === 3 ? "Medium" : "Low";
      const sorted = [...ids].sort((a, b) => controlSortKey(a).localeCompare(controlSortKey(b)));
      return { name: `${f.name} (${family}): ${sorted.join(", ")}`, status: f.typicalStatus, impact };
    });
}

const controlSortKey = (id: string) => {
  const m = /^([A-Z]{2})-(\d+)(?:\((\d+)\))?$/.exec(id)!;
  return `${m[1]}-${m[2]!.padStart(3, "0")}-${(m[3] ?? "").padStart(3, "0")}`;
};

/** Months: the longest workstream plus half of the others (they partly overlap); never shorter with more. */
export function timelineMonths(reqs: readonly RequirementKey[], idx: number, agency: AgencyType): number {
  const months = reqs.map((r) => REQUIREMENT_MONTHS[r][idx]!);
  const sum = months.reduce((a, b) => a + b, 0);
  const max = Math.max(0, ...months);
  return Math.ceil(0.5 * sum + 0.5 * max + AGENCY_ADJUSTMENT[agency].months);
}

const roundK = (k: number) => Math.max(5, Math.round(k / 5) * 5);
const money = (k: number) =>
  k >= 1000 ? `$${(k / 1000).toFixed(k % 1000 === 0 ? 0 : 2).replace(/0$/, "")}M` : `$${k}K`;

export function priorityOf(reqs: readonly RequirementKey[], idx: number, agency: AgencyType): string {
  const score =
    (idx + 1) * 10 + reqs.reduce((a, r) => a + REQUIREMENT_WEIGHT[r], 0) + AGENCY_ADJUSTMENT[agency].priority;
  return score >= 45 ? "Critical" : score >= 32 ? "High" : score >= 22 ? "Medium" : "Low";
}

function roadmap(c: Ctx, months: number): GovernmentResult["implementationRoadmap"] {
  const weeks = (share: number) => `${Math.max(2, Math.round(months * 4.33 * share))} weeks`;
  const pick = (items: [RequirementKey | null, string][]) =>
    items.filter(([r]) => r === null || c.has(r)).map(([, d]) => d);
  const nss = c.level === "NSS";
  const phases = [
    {
      phase: "Phase 1: Discovery and categorization",
      duration: weeks(0.1),
      focus: `System boundary, data flows and ${nss ? "CNSSI 1253 categorization" : `FIPS 199 categorization (${c.level})`}`,
      key_deliverables: pick([
        [null, `Categorization memo (RA-2)${nss ? " with CNSSI 1253 overlays" : ""}`],
        [null, "System boundary and data-flow diagrams"],
        ["fisma", "System inventory entry (PM-5, CM-8)"],
        ["dataPrivacy", "PII inventory and privacy threshold analysis"],
      ]),
    },
    {
      phase: "Phase 2: Control implementation",
      duration: weeks(0.4),
      focus: "Close the gaps in identity, logging, encryption, configuration and recovery",
      key_deliverables: pick([
        ["security", "MFA for all users (IA-2(1), IA-2(2)) and least-privilege roles (AC-6)"],
        ["security", "Central logging (AU-2, AU-6) and vulnerability scanning (RA-5)"],
        [
          "fedramp",
          nss
            ? "NSA-approved cryptography for classified data in transit and at rest (SC-8, SC-13, SC-28)"
            : "FIPS 140 validated encryption in transit and at rest (SC-8, SC-13, SC-28)",
        ],
        ["section508", "WCAG 2.1 AA fixes across all user journeys"],
        ["dataPrivacy", "Privacy notices at every PII collection point (PT-5)"],
        ["fisma", "Incident response plan with CISA reporting (IR-6, IR-8)"],
        [null, "Hardened configuration baselines (CM-6)"],
      ]),
    },
    {
      phase: "Phase 3: Documentation",
      duration: weeks(0.2),
      focus: "Write the evidence assessors and authorizing officials read",
      key_deliverables: pick([
        [null, "System security and privacy plan (PL-2)"],
        ["dataPrivacy", "Privacy impact assessment (RA-8)"],
        ["dataPrivacy", "System of records notice where the Privacy Act applies (PT-6)"],
        ["section508", "Accessibility conformance report (VPAT 508 edition)"],
        ["security", "Contingency plan and backup test results (CP-2, CP-9)"],
      ]),
    },
    {
      phase: "Phase 4: Independent assessment",
      duration: weeks(0.2),
      focus: nss
        ? "Security control assessment by the authorizing official's assessors"
        : c.has("fedramp")
          ? "3PAO assessment against the FedRAMP baseline"
          : "Security control assessment",
      key_deliverables: pick([
        [null, "Security assessment plan and report (CA-2)"],
        [null, "Plan of action and milestones (CA-5)"],
        ["section508", "Independent accessibility audit"],
      ]),
    },
    {
      phase: "Phase 5: Authorization and continuous monitoring",
      duration: "Ongoing after authorization",
      focus: "Authorization to operate, then monthly monitoring and yearly reassessment",
      key_deliverables: pick([
        [null, "Authorization to operate (CA-6)"],
        [null, "Continuous monitoring reports (CA-7)"],
        ["fisma", "Annual FISMA assessment input"],
        ["fedramp", nss ? "Reauthorization under the RMF" : "Monthly FedRAMP ConMon deliverables"],
      ]),
    },
  ];
  return phases;
}

function actions(c: Ctx): string[] {
  const a: string[] = [];
  a.push(
    c.level === "NSS"
      ? `Engage your authorizing official and start the RMF process under ${nssReference(c.classification)}; FedRAMP does not apply.`
      : `Confirm the FIPS 199 categorization (${c.level}) and select the ${c.level} control baseline.`,
  );
  if (c.has("fedramp") && c.level !== "NSS")
    a.push(
      `Choose an authorization path (agency ATO with a FedRAMP ${c.level} package) and engage an accredited 3PAO early.`,
    );
  if (c.has("security"))
    a.push(
      "Roll out phishing-resistant MFA (IA-2(1), IA-2(2)) and central logging (AU-2, AU-6) first: they close the most common findings.",
    );
  if (c.has("fisma"))
    a.push("Register the system in the agency inventory and draft the SSP (PL-2) and POA&M (CA-5).");
  if (c.has("dataPrivacy"))
    a.push(
      c.agency === "federal" || c.agency === "military"
        ? "Complete the PIA (E-Government Act section 208) and publish or update the SORN (Privacy Act of 1974) before collecting PII."
        : "Complete a privacy impact assessment and map PII handling to the PT controls and your state or tribal privacy law.",
    );
  if (c.has("section508"))
    a.push(
      "Run a WCAG 2.1 AA audit with assistive-technology testing and publish an ACR based on the VPAT 508 edition.",
    );
  if (c.agency === "military")
    a.push(
      `Plan for a DISA provisional authorization at ${DOD_IMPACT_LEVEL[c.classification]} (DoD Cloud Computing SRG).`,
    );
  if (c.agency === "state" || c.agency === "local")
    a.push("Check whether your state requires StateRAMP (GovRAMP) for cloud procurements.");
  a.push("Set up continuous monitoring (CA-7) with monthly vulnerability scans (RA-5) from day one.");
  return a;
}

/**
 * The built-in analyze-government-compliance engine: deterministic, grounded in FIPS 199, FedRAMP,
 * FISMA, NIST SP 800-53 Rev. 5, Section 508 and the Privacy Act. Statuses are the typical starting
 * point for a system that has not been assessed yet.
 */
export function analyzeCompliance(input: EngineInput): GovernmentResult {
  const chosen = new Set(input.selectedRequirements);
  const reqs = REQUIREMENTS.filter((r) => chosen.has(r));
  const level = impactLevelOf(input.dataClassification);
  const c: Ctx = {
    level,
    idx: LEVEL_INDEX[level],
    agency: input.agencyType,
    classification: input.dataClassification,
    has: (r) => chosen.has(r),
  };
  const months = timelineMonths(reqs, c.idx, c.agency);
  const factor = AGENCY_ADJUSTMENT[c.agency].costFactor;
  const [minK, maxK] = reqs.reduce(
    ([lo, hi], r) => [lo + REQUIREMENT_COST_K[r][c.idx]![0], hi + REQUIREMENT_COST_K[r][c.idx]![1]],
    [0, 0],
  );
  const benefits = [...reqs.flatMap((r) => BENEFITS[r]), ...GENERAL_BENEFITS];
  return {
    priority: priorityOf(reqs, c.idx, c.agency),
    timelineEstimate: `${months}-${months + Math.ceil(months / 3)} months`,
    costEstimate: `${money(roundK(minK * factor))} - ${money(roundK(maxK * factor))}`,
    complianceGaps: reqs.flatMap((r) => GAP_BUILDERS[r](c)),
    securityControls: securityControls(c, reqs),
    recommendedActions: actions(c),
    implementationRoadmap: roadmap(c, months),
    benefits,
    categorization: {
      impactLevel: level === "NSS" ? "National security system (outside FIPS 199)" : `FIPS 199 ${level}`,
      baseline: baselineText(c),
      notes: categorizationNotes(c),
    },
  };
}

export { REQUIREMENT_NAMES };
