import { useCallback } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import { CONTACT_ANCHOR } from "../content/navigation.ts";
import { layOutAllSections } from "../lib/full-layout.ts";
import type { ShellData } from "../shell.contract.ts";

/** The root loader's data (user, roles, profile, site settings, theme), typed, for any page. */
export function useShell(): ShellData {
  const data = useRouteLoaderData("root") as ShellData | undefined;
  if (!data) throw new Error("The root loader data is missing");
  return data;
}

/** The same, or undefined where the root loader has not run (an error screen before it). */
export function useOptionalShell(): ShellData | undefined {
  return useRouteLoaderData("root") as ShellData | undefined;
}

/** Scrolls to the home page's contact form, going to / first when the visitor is elsewhere. */
export function useScrollToContact() {
  const navigate = useNavigate();
  return useCallback(
    (pathname: string) => {
      if (pathname === "/") {
        layOutAllSections();
        document.getElementById(CONTACT_ANCHOR)?.scrollIntoView({ behavior: "smooth", block: "start" });
        history.replaceState(null, "", `/#${CONTACT_ANCHOR}`);
      } else {
        void navigate(`/#${CONTACT_ANCHOR}`);
      }
    },
    [navigate],
  );
}
