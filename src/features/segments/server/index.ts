export { getSegmentStatistics } from "./segments.service.ts";
