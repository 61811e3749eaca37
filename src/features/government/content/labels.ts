import type { AgencyType, DataClassification, RequirementKey } from "../government.contract.ts";

/** Human labels for the form's stored keys: the keys stay stable, the labels are what people read. */
export const REQUIREMENT_LABELS: Record<RequirementKey, string> = {
  dataPrivacy: "Data Privacy",
  security: "Security Controls",
  fedramp: "FedRAMP",
  fisma: "FISMA",
  section508: "Section 508 Accessibility",
};

export const REQUIREMENT_HINTS: Record<RequirementKey, string> = {
  dataPrivacy: "Privacy Act, PIA and SORN, NIST PT controls",
  security: "NIST SP 800-53 Rev. 5 control families",
  fedramp: "Cloud authorization at Low, Moderate or High",
  fisma: "Inventory, SSP, ATO, continuous monitoring",
  section508: "WCAG 2.0/2.1 AA and an accessibility conformance report",
};

export const AGENCY_LABELS: Record<AgencyType, string> = {
  federal: "Federal agency",
  state: "State government",
  local: "Local government",
  tribal: "Tribal government",
  military: "Military / Department of Defense",
  other: "Other public organization",
};

export const CLASSIFICATION_LABELS: Record<DataClassification, string> = {
  public: "Public",
  sensitive: "Sensitive (e.g. CUI, PII)",
  confidential: "Confidential",
  secret: "Secret",
  topsecret: "Top Secret",
};
