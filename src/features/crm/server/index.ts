/** The hourly job folds both CRM rollups (lead analytics, campaign return) under the name it calls. */
export { compactCrmRollups, utmFunnelByDay } from "./campaign-return-rollup.ts";
/** The CSV import (integrations slice) reads and writes these directly, in batches. */
export { companies, contacts, deals } from "./crm.tables.ts";
export {
  type DuplicateQuery,
  FUZZY_MIN_SIMILARITY,
  findDuplicateCandidates,
  findDuplicateCandidatesBatch,
  hasTrigram,
  phoneKey,
} from "./duplicates.service.ts";
export { recomputeAllEngagement } from "./engagement.service.ts";
export { allowLoopbackSitesForTests } from "./enrich.service.ts";
export {
  applyCompanyUpdate,
  type CompanyField,
  type CompanyUpdateProposal,
  type EnrichableCompany,
  proposeCompanyUpdate,
} from "./enrichment/company-update.ts";
export {
  type CompanyEnrichment,
  enrichCompanyFromWebsite,
  scanWebsiteTechnologies,
  type TechnologyScan,
  type WebsiteLookupDeps,
} from "./enrichment/website-lookup.ts";
export { onLeadEvent } from "./lead-events.ts";
export {
  findLead,
  type LeadCapture,
  type LeadCaptureResult,
  leadDedupeKey,
  listLeadActivities,
  recordLead,
} from "./leads.service.ts";
export { countAssignmentsFor, latestAssignmentsFor } from "./routing.service.ts";
export {
  countDealStageChangesSince,
  countLeadsBySegmentAndStatus,
  countLeadsBySourceAndSegment,
  countLeadsSince,
  latestDealStageEvents,
  latestLeadEvents,
  searchRecords,
} from "./search.service.ts";
