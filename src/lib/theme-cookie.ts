export type Theme = "dark" | "light";
export const THEME_COOKIE = "theme";

/** Reads the theme cookie on the server, so the first paint already has the right theme (dark by default). */
export function themeFromCookie(cookieHeader: string | null): Theme {
  const match = cookieHeader?.match(/(?:^|;\s*)theme=(dark|light)/);
  return (match?.[1] as Theme | undefined) ?? "dark";
}
