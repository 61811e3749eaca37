import { Moon, Sun } from "lucide-react";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { THEME_COOKIE, type Theme } from "#src/lib/theme-cookie.ts";
import { cn } from "./cn.ts";

export type { Theme } from "#src/lib/theme-cookie.ts";

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

const ThemeContext = createContext<{ theme: Theme; setTheme: (t: Theme) => void }>({
  theme: "dark",
  setTheme: () => {},
});

export function ThemeProvider({ initial, children }: { initial: Theme; children: ReactNode }) {
  const [theme, setState] = useState<Theme>(initial);
  const setTheme = useCallback((t: Theme) => {
    applyTheme(t);
    setState(t);
  }, []);
  return <ThemeContext.Provider value={{ theme, setTheme }}>{children}</ThemeContext.Provider>;
}

export const useTheme = () => useContext(ThemeContext);

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const next = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className={cn("inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-muted", className)}
    >
      {theme === "dark" ? (
        <Sun aria-hidden="true" className="h-5 w-5" />
      ) : (
        <Moon aria-hidden="true" className="h-5 w-5" />
      )}
    </button>
  );
}
