// One autocannon measurement: a warm-up run whose figures are discarded, then the measured run.
import autocannon, { type Result } from "autocannon";

export const CONNECTIONS = 20;
export const WARMUP_S = 2;
export const DURATION_S = 10;

export type LoadFigures = {
  label: string;
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  bytesPerSecond: number;
  warmupNon2xx: number;
  warmupErrors: number;
  startedAtMs: number;
};

function statusCounts(result: Result): Record<string, number> {
  return Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
}

export async function measureLoad(
  label: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<LoadFigures> {
  const startedAtMs = performance.now();
  const warmup = await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_S });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    label,
    url,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: statusCounts(result),
    bytesPerSecond: result.throughput.average,
    warmupNon2xx: warmup.non2xx,
    warmupErrors: warmup.errors + warmup.timeouts,
    startedAtMs,
  };
}
