import { Flame } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ThemeToggle } from "#src/ui/theme.tsx";

/** The chrome of the canvas routes around the gate, the entry and the welcome screen (no site header there). */
export function CanvasFrame({
  children,
  back,
}: {
  children: ReactNode;
  back?: { href: string; label: string };
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-bg">
      <header className="flex items-center justify-between border-b border-border px-4 py-3">
        <Link to="/flare" className="inline-flex items-center gap-2 rounded-md font-bold">
          <Flame aria-hidden="true" className="h-5 w-5 text-primary" /> FLARE Canvas
        </Link>
        <div className="flex items-center gap-2">
          {back ? (
            <Link to={back.href} className="rounded-md px-3 py-2 text-sm hover:bg-muted">
              {back.label}
            </Link>
          ) : null}
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col justify-center gap-6 px-4 py-10">
        {children}
      </main>
    </div>
  );
}
