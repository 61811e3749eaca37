/** Headline claims of spec document 1, section 1. */
export const HEADLINE_CLAIMS = [
  { value: "70%", label: "faster delivery" },
  { value: "60%", label: "cost reduction" },
  { value: "95%", label: "more issues caught" },
  { value: "10x", label: "development speed" },
  { value: "50", label: "projects in 90 days" },
] as const;
