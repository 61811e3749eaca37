/**
 * The analyzer's option lists (size, industry, deployment, complexity, budget, timeframe): the values
 * are what the analysis and the stored row use, the labels what the visitor reads, both fixed
 * wording.
 */
export type Option<V extends string> = { value: V; label: string };

export const ORGANIZATION_SIZES = [
  { value: "small", label: "Small (1-50)" },
  { value: "medium", label: "Medium (51-500)" },
  { value: "large", label: "Large (501-5000)" },
  { value: "enterprise", label: "Enterprise (5000+)" },
] as const satisfies readonly Option<string>[];

export const INDUSTRIES = [
  { value: "finance", label: "Finance" },
  { value: "healthcare", label: "Healthcare" },
  { value: "manufacturing", label: "Manufacturing" },
  { value: "retail", label: "Retail" },
  { value: "technology", label: "Technology" },
  { value: "government", label: "Government" },
  { value: "education", label: "Education" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option<string>[];

export const DEPLOYMENT_PREFERENCES = [
  { value: "cloud", label: "Cloud" },
  { value: "hybrid", label: "Hybrid" },
  { value: "onpremise", label: "On-premise" },
] as const satisfies readonly Option<string>[];

export const INTEGRATION_COMPLEXITIES = [
  { value: "simple", label: "Simple" },
  { value: "moderate", label: "Moderate" },
  { value: "complex", label: "Complex" },
] as const satisfies readonly Option<string>[];

export const BUDGET_RANGES = [
  { value: "low", label: "Low (<$100K)" },
  { value: "medium", label: "Medium ($100K-$500K)" },
  { value: "high", label: "High ($500K-$1M)" },
  { value: "enterprise", label: "Enterprise ($1M+)" },
] as const satisfies readonly Option<string>[];

export const TIMEFRAMES = [
  { value: "urgent", label: "Urgent (1-3 months)" },
  { value: "standard", label: "Standard (3-6 months)" },
  { value: "extended", label: "Extended (6-12 months)" },
  { value: "phased", label: "Phased (12+ months)" },
] as const satisfies readonly Option<string>[];

export type Industry = (typeof INDUSTRIES)[number]["value"];

export const valuesOf = <V extends string>(options: readonly Option<V>[]): V[] => options.map((o) => o.value);

export function labelOf(options: readonly Option<string>[], value: string | null | undefined): string {
  return options.find((o) => o.value === value)?.label ?? value ?? "";
}
