import type { AgencyType, DataClassification, RequirementKey } from "../government.contract.ts";

/**
 * The framework knowledge behind the built-in compliance engine. Sources: NIST SP 800-53 Rev. 5
 * (control catalogue), FIPS 199 (security categorization), the FedRAMP Rev. 5 baselines, FISMA 2014
 * (44 U.S.C. 3551 ff.), the Revised Section 508 Standards (36 CFR 1194, WCAG 2.0 AA by reference),
 * the Privacy Act of 1974 (5 U.S.C. 552a), E-Government Act of 2002 section 208, CNSSI 1253,
 * ICD 503 and the DoD Cloud Computing Security Requirements Guide.
 */

/** The NIST SP 800-53 Rev. 5 controls the engine cites (id → title). */
export const NIST_CONTROLS: Record<string, string> = {
  "AC-2": "Account Management",
  "AC-3": "Access Enforcement",
  "AC-6": "Least Privilege",
  "AC-17": "Remote Access",
  "AC-21": "Information Sharing",
  "AT-2": "Literacy Training and Awareness",
  "AU-2": "Event Logging",
  "AU-6": "Audit Record Review, Analysis, and Reporting",
  "AU-11": "Audit Record Retention",
  "AU-12": "Audit Record Generation",
  "CA-2": "Control Assessments",
  "CA-5": "Plan of Action and Milestones",
  "CA-6": "Authorization",
  "CA-7": "Continuous Monitoring",
  "CM-2": "Baseline Configuration",
  "CM-6": "Configuration Settings",
  "CM-8": "System Component Inventory",
  "CP-2": "Contingency Plan",
  "CP-9": "System Backup",
  "CP-10": "System Recovery and Reconstitution",
  "IA-2": "Identification and Authentication (Organizational Users)",
  "IA-2(1)": "Multi-factor Authentication to Privileged Accounts",
  "IA-2(2)": "Multi-factor Authentication to Non-privileged Accounts",
  "IA-5": "Authenticator Management",
  "IA-8": "Identification and Authentication (Non-organizational Users)",
  "IR-4": "Incident Handling",
  "IR-6": "Incident Reporting",
  "IR-8": "Incident Response Plan",
  "PL-2": "System Security and Privacy Plans",
  "PL-4": "Rules of Behavior",
  "PM-5": "System Inventory",
  "PT-2": "Authority to Process Personally Identifiable Information",
  "PT-3": "Personally Identifiable Information Processing Purposes",
  "PT-5": "Privacy Notice",
  "PT-6": "System of Records Notice",
  "RA-2": "Security Categorization",
  "RA-3": "Risk Assessment",
  "RA-5": "Vulnerability Monitoring and Scanning",
  "RA-8": "Privacy Impact Assessments",
  "SA-4": "Acquisition Process",
  "SA-9": "External System Services",
  "SA-11": "Developer Testing and Evaluation",
  "SC-7": "Boundary Protection",
  "SC-8": "Transmission Confidentiality and Integrity",
  "SC-12": "Cryptographic Key Establishment and Management",
  "SC-13": "Cryptographic Protection",
  "SC-28": "Protection of Information at Rest",
  "SI-2": "Flaw Remediation",
  "SI-4": "System Monitoring",
  "SI-12": "Information Management and Retention",
  "SR-3": "Supply Chain Controls and Processes",
};

/** The 800-53 Rev. 5 control families, with how much a weakness in them usually matters (1–3). */
export const CONTROL_FAMILIES: Record<string, { name: string; weight: 1 | 2 | 3; typicalStatus: string }> = {
  AC: { name: "Access Control", weight: 3, typicalStatus: "Partial" },
  IA: { name: "Identification and Authentication", weight: 3, typicalStatus: "Partial" },
  SC: { name: "System and Communications Protection", weight: 3, typicalStatus: "Partial" },
  SI: { name: "System and Information Integrity", weight: 2, typicalStatus: "Partial" },
  RA: { name: "Risk Assessment", weight: 2, typicalStatus: "Partial" },
  AU: { name: "Audit and Accountability", weight: 2, typicalStatus: "Partial" },
  CM: { name: "Configuration Management", weight: 2, typicalStatus: "Partial" },
  IR: { name: "Incident Response", weight: 2, typicalStatus: "Not Implemented" },
  CP: { name: "Contingency Planning", weight: 2, typicalStatus: "Partial" },
  CA: { name: "Assessment, Authorization, and Monitoring", weight: 2, typicalStatus: "Not Implemented" },
  PT: { name: "PII Processing and Transparency", weight: 2, typicalStatus: "Not Implemented" },
  PL: { name: "Planning", weight: 1, typicalStatus: "Not Implemented" },
  PM: { name: "Program Management", weight: 1, typicalStatus: "Partial" },
  AT: { name: "Awareness and Training", weight: 1, typicalStatus: "Implemented" },
  SA: { name: "System and Services Acquisition", weight: 1, typicalStatus: "Not Implemented" },
  SR: { name: "Supply Chain Risk Management", weight: 1, typicalStatus: "Not Implemented" },
};

/** Which controls each requirement brings into scope. */
export const REQUIREMENT_CONTROLS: Record<RequirementKey, readonly string[]> = {
  security: [
    "AC-2",
    "AC-3",
    "AC-6",
    "AC-17",
    "IA-2",
    "IA-2(1)",
    "IA-2(2)",
    "IA-5",
    "AU-2",
    "AU-6",
    "AU-12",
    "SC-7",
    "SC-8",
    "SC-13",
    "SC-28",
    "CM-2",
    "CM-6",
    "RA-3",
    "RA-5",
    "SI-2",
    "SI-4",
    "IR-4",
    "IR-8",
    "CP-9",
    "CP-10",
  ],
  fedramp: [
    "AC-2",
    "IA-2(1)",
    "IA-2(2)",
    "IA-8",
    "SC-8",
    "SC-13",
    "SC-28",
    "CM-6",
    "RA-5",
    "CA-2",
    "CA-5",
    "CA-6",
    "CA-7",
    "PL-2",
    "SA-9",
    "SA-11",
    "SR-3",
  ],
  fisma: ["PM-5", "CM-8", "RA-2", "PL-2", "CA-2", "CA-5", "CA-6", "CA-7", "IR-6", "AT-2", "AU-11"],
  dataPrivacy: ["PT-2", "PT-3", "PT-5", "PT-6", "RA-8", "SI-12", "AC-21"],
  section508: ["SA-4", "SA-11"],
};

/** FIPS 199 levels, plus national security systems (outside FIPS 199 and FedRAMP). */
export type ImpactLevel = "Low" | "Moderate" | "High" | "NSS";
export const LEVEL_INDEX: Record<ImpactLevel, 0 | 1 | 2 | 3> = { Low: 0, Moderate: 1, High: 2, NSS: 3 };

/** Data classification → FIPS 199 impact level (confidential: High; Moderate needs a documented justification). */
export const CLASSIFICATION_LEVEL: Record<DataClassification, ImpactLevel> = {
  public: "Low",
  sensitive: "Moderate",
  confidential: "High",
  secret: "NSS",
  topsecret: "NSS",
};

/** Approximate control counts of the FedRAMP Rev. 5 baselines. */
export const FEDRAMP_BASELINE_CONTROLS: Record<Exclude<ImpactLevel, "NSS">, number> = {
  Low: 156,
  Moderate: 323,
  High: 410,
};

/** DoD Cloud Computing SRG impact level for each classification (top secret is beyond the SRG). */
export const DOD_IMPACT_LEVEL: Record<DataClassification, string> = {
  public: "IL2",
  sensitive: "IL4",
  confidential: "IL5",
  secret: "IL6",
  topsecret: "beyond IL6 (TS/SCI systems are authorized under ICD 503)",
};

/** Effort per requirement in months, by impact level index (Low, Moderate, High, NSS). */
export const REQUIREMENT_MONTHS: Record<RequirementKey, readonly [number, number, number, number]> = {
  fedramp: [6, 9, 12, 15],
  fisma: [3, 5, 7, 9],
  security: [2, 4, 6, 8],
  dataPrivacy: [1, 2, 3, 4],
  section508: [1, 2, 2, 2],
};

/** Our services cost per requirement in $K (min, max), by impact level index. */
export const REQUIREMENT_COST_K: Record<RequirementKey, readonly (readonly [number, number])[]> = {
  fedramp: [
    [100, 250],
    [250, 600],
    [500, 1200],
    [600, 1500],
  ],
  fisma: [
    [40, 100],
    [75, 175],
    [150, 300],
    [200, 400],
  ],
  security: [
    [50, 120],
    [100, 250],
    [200, 450],
    [300, 600],
  ],
  dataPrivacy: [
    [20, 50],
    [35, 80],
    [60, 120],
    [80, 160],
  ],
  section508: [
    [15, 40],
    [20, 50],
    [25, 60],
    [25, 60],
  ],
};

/** How much each requirement weighs in the priority score. */
export const REQUIREMENT_WEIGHT: Record<RequirementKey, number> = {
  fedramp: 8,
  fisma: 7,
  security: 6,
  dataPrivacy: 5,
  section508: 3,
};

/** Agency adjustments: extra months (authorizations outside the agency) and a cost factor. */
export const AGENCY_ADJUSTMENT: Record<AgencyType, { months: number; costFactor: number; priority: number }> =
  {
    federal: { months: 0, costFactor: 1, priority: 3 },
    state: { months: 0, costFactor: 0.9, priority: 1 },
    local: { months: 0, costFactor: 0.85, priority: 1 },
    tribal: { months: 0, costFactor: 0.85, priority: 1 },
    military: { months: 1, costFactor: 1.15, priority: 5 },
    other: { months: 0, costFactor: 1, priority: 0 },
  };

export const REQUIREMENT_NAMES: Record<RequirementKey, string> = {
  dataPrivacy: "Data Privacy",
  security: "Security Controls (NIST SP 800-53)",
  fedramp: "FedRAMP",
  fisma: "FISMA",
  section508: "Section 508 Accessibility",
};

/** Benefits of compliance, per requirement. */
export const BENEFITS: Record<RequirementKey, readonly string[]> = {
  fedramp: [
    "A FedRAMP authorization is reusable: other agencies can authorize the same cloud service from the existing package instead of starting over.",
  ],
  fisma: [
    "A current ATO, SSP and POA&M keep the system in good standing for the annual FISMA report and Inspector General evaluation.",
  ],
  security: [
    "Implemented NIST SP 800-53 controls (MFA, logging, encryption, patching) reduce the likelihood and impact of breaches and speed up incident response.",
  ],
  dataPrivacy: [
    "A published PIA and SORN, and PII handled only for its stated purposes, build public trust and reduce Privacy Act liability.",
  ],
  section508: [
    "WCAG 2.x AA conformance makes the service usable by people with disabilities and reduces the risk of Section 508 complaints.",
  ],
};
export const GENERAL_BENEFITS = [
  "One control set mapped once to code, infrastructure and process serves several frameworks, so later audits cost less.",
  "Documented, tested controls shorten procurement: security reviewers get answers from the package rather than from meetings.",
] as const;
