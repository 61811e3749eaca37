import { Moon, Sun } from "lucide-react";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { applyTheme, themeToggleLabel } from "#src/lib/apply-theme.ts";
import type { Theme } from "#src/lib/theme-cookie.ts";
import { cn } from "./cn.ts";

export type { Theme } from "#src/lib/theme-cookie.ts";

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
  // The icon follows the document's class, so the static pages' script (decision 051) only
  // switches the class and the label.
  return (
    <button
      type="button"
      data-theme-toggle=""
      onClick={() => setTheme(next)}
      aria-label={themeToggleLabel(theme)}
      title={themeToggleLabel(theme)}
      className={cn("inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-muted", className)}
    >
      <Sun aria-hidden="true" className="hidden h-5 w-5 dark:block" />
      <Moon aria-hidden="true" className="h-5 w-5 dark:hidden" />
    </button>
  );
}
