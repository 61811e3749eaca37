import { useCallback } from "react";
import { useNavigate, useRevalidator, useRouteLoaderData } from "react-router";
import { signOutRequest } from "#src/lib/sign-out.ts";
import { toast } from "#src/ui/toaster.tsx";
import type { ShellData } from "../marketing.contract.ts";
import { layOutAllSections } from "./home/full-layout.ts";

export function useShell(): ShellData {
  const data = useRouteLoaderData("root") as ShellData | undefined;
  if (!data) throw new Error("The root loader data is missing");
  return data;
}

/** Sign out, then go to `to` (/auth from menus, / from the mobile drawer) with the spec's toasts. */
export function useSignOut() {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  return useCallback(
    async (to: "/auth" | "/", failureFallback = "Error logging out") => {
      try {
        await signOutRequest();
        toast.success("Successfully logged out");
        await navigate(to);
        await revalidate();
      } catch (err) {
        toast.error((err as Error).message || failureFallback);
      }
    },
    [navigate, revalidate],
  );
}

/** Scrolls to the contact form, going to / first when elsewhere (section 2.11). */
export function useScrollToContact() {
  const navigate = useNavigate();
  return useCallback(
    (pathname: string) => {
      if (pathname === "/") {
        layOutAllSections();
        document.getElementById("madlib-section")?.scrollIntoView({ behavior: "smooth", block: "start" });
        history.replaceState(null, "", "/#madlib-section");
      } else {
        void navigate("/#madlib-section");
      }
    },
    [navigate],
  );
}
