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
export {
  findLead,
  type LeadCapture,
  type LeadCaptureResult,
  leadDedupeKey,
  listLeadActivities,
  recordLead,
} from "./leads.service.ts";
export {
  countDealStageChangesSince,
  countLeadsBySegmentAndStatus,
  countLeadsBySourceAndSegment,
  countLeadsSince,
  latestDealStageEvents,
  latestLeadEvents,
  searchRecords,
} from "./search.service.ts";
