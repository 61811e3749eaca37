import type { Role } from "#src/features/identity/identity.contract.ts";
import type { SiteSettings } from "./site.contract.ts";

/**
 * What the shell (header, footer, menus, error screens) gives every page, without a schema: the
 * public pages' browser code imports this file, so it must not import zod (nor any module that
 * builds a schema when loaded), which would put the validation library into every page's first
 * load (decision 013, its budget in bench/budgets.ts). The settings' schemas are in site.contract.ts.
 */

/** True for a path on this site, which the shell opens in the same tab. */
export function isSitePath(link: string): boolean {
  return link.startsWith("/") && !link.startsWith("//");
}

/** The site settings every page's shell gets (the home page's taglines are read by its own loader). */
export type ShellSite = Omit<SiteSettings, "taglines">;

export type ShellTheme = "dark" | "light";

/** The signed-in user as the shell knows them (no secrets, nothing the page did not need). */
export type ShellUser = { id: string; email: string };

export type ShellProfile = { username: string | null; avatarUrl: string | null };

/** What the root loader gives every page (header, footer, guards): read it with `useShell()`. */
export type ShellData = {
  theme: ShellTheme;
  user: ShellUser | null;
  roles: Role[];
  profile: ShellProfile | null;
  profileError: boolean;
  site: ShellSite;
  demo: boolean;
  /** For canonical URLs and Open Graph tags. */
  publicUrl: string;
};

/**
 * The shell's data from a meta function's `matches` (the root route's loader data), or undefined
 * when the root loader has not run. The one place that knows the root route's id and data type.
 */
export function shellFromMatches(matches: readonly unknown[]): ShellData | undefined {
  const root = matches.find((m) => (m as { id?: string } | undefined)?.id === "root") as
    | { loaderData?: ShellData }
    | undefined;
  return root?.loaderData;
}
