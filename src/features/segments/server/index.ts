export {
  clearSegmentStatisticsCache,
  countSegmentStatistics,
  getSegmentStatistics,
  segmentInsightsTask,
} from "./segments.service.ts";
