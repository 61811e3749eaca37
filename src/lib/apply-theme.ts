import { THEME_COOKIE, type Theme } from "./theme-cookie.ts";

/** Shows `theme` now and keeps it (cookie for the server's first render, local storage). */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  document.documentElement.style.colorScheme = theme;
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie to render the right theme first
  document.cookie = `${THEME_COOKIE}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
  try {
    localStorage.setItem(THEME_COOKIE, theme);
  } catch {
    // the cookie alone keeps the choice
  }
}

/** The theme toggle's label: it names the theme a click switches to. */
export const themeToggleLabel = (theme: Theme) => `Switch to ${theme === "dark" ? "light" : "dark"} theme`;
