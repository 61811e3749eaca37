import { DEFAULT_SCREEN_TYPE, SCREEN_TYPE_RULES } from "../content/screen-catalogue.ts";

const normalize = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;

/**
 * The screen type for an AI-suggested item: the keyword rules (SCREEN_TYPE_RULES) tested in
 * their order on the item's name and description; the first rule that matches wins, else the
 * main dashboard. A keyword matches at a word start ("sign in" in "Sign-in", "notification" in
 * "Notifications").
 */
export function suggestScreenType(name: string, description = ""): string {
  const text = `${normalize(name)}${normalize(description)}`;
  for (const rule of SCREEN_TYPE_RULES) {
    if (rule.keywords.some((k) => text.includes(` ${k}`))) return rule.screenType;
  }
  return DEFAULT_SCREEN_TYPE;
}
