// Minimal types for the parts of autocannon 9's programmatic API the benchmarks use
// (autocannon ships no type declarations and @types/autocannon is not installed).
declare module "autocannon" {
  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };

  export type Result = {
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
  };

  export default function autocannon(options: Options): Promise<Result>;
}
