import { PRIORITIES } from "../../flare.contract.ts";

/** The priorities as a select offers them: "High", "Medium", "Low". */
export const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({
  value: p,
  label: p[0]!.toUpperCase() + p.slice(1),
}));
