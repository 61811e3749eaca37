import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useRouterPage } from "#src/ui/static-page.ts";
import { StaticDrawer } from "./static-drawer.tsx";

const loadPanel = () => import("./mobile-drawer-panel.tsx");
const MobileDrawerPanel = lazy(loadPanel);

/**
 * Under 768 px: the header's links in a drawer. The drawer (Radix Dialog) is loaded when first
 * wanted, so it is not part of any page's first-load JavaScript; pointing at or focusing the
 * button starts the download early. A static page (decision 051) renders the drawer as a
 * `<dialog>` instead, opened by src/features/site/lib/static-shell.ts.
 */
export function MobileDrawer() {
  const routerPage = useRouterPage();
  // Only the server renders static pages: the browser build leaves the static drawer out.
  if (import.meta.env.SSR && !routerPage) return <StaticDrawer />;
  return <RouterDrawer />;
}

function RouterDrawer() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => {
    void loadPanel();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-muted md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileDrawerPanel open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
