import { COMPARISON_SECTION } from "../content/home.ts";

/** The words a screen reader says for the comparison's position (AI-augmented share, traditional share). */
export const comparisonValueText = (position: number) =>
  COMPARISON_SECTION.valueText
    .replace("{ai}", String(position))
    .replace("{traditional}", String(100 - position));
