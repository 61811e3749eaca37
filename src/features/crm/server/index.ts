export {
  findLead,
  type LeadActivityDto,
  type LeadCapture,
  type LeadCaptureResult,
  type LeadDto,
  leadDedupeKey,
  listLeadActivities,
  normalizeEmail,
  phoneDigits,
  recordLead,
} from "./leads.service.ts";
