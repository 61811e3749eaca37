import { Outlet, useLocation } from "react-router";
import { VisitorTracker } from "#src/features/analytics/index.ts";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";

/** Public shell: header and footer around every public page; no header on FLARE canvas routes. */
export default function SiteLayout() {
  const { pathname } = useLocation();
  const canvas = pathname.startsWith("/flare/canvas") || pathname.startsWith("/flare/design");
  return (
    <div className="flex min-h-screen flex-col">
      {canvas ? null : <SiteHeader />}
      <div className="flex-1">
        <Outlet />
      </div>
      {canvas ? null : <SiteFooter />}
      <VisitorTracker />
    </div>
  );
}
