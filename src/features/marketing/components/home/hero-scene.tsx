import { cn } from "#src/ui/cn.ts";
import { Spinner } from "#src/ui/spinner.tsx";
import { HERO } from "../../content/home.ts";

/**
 * The hero's 3D scene (DECISIONS: local three.js, lazily loaded, spinner, "Failed to load 3D scene",
 * a still frame under prefers-reduced-motion). The box is absolutely positioned inside the hero and
 * the canvas exists from the server render on, so nothing moves when the scene arrives.
 *
 * This is server markup only: the scene is started by a script without React
 * (`hero-scene.island.ts`, `startHeroScene`), so the home page needs no React to show its first
 * screen (decision 051). The spinner is the loading state; the error's paragraph waits in a template.
 */
export function HeroScene({ className }: { className?: string }) {
  return (
    <div
      data-testid="hero-scene"
      data-scene-state="loading"
      data-scene-animating="false"
      className={cn("pointer-events-none absolute inset-0 overflow-hidden", className)}
    >
      {/* Decoration only: hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute inset-0">
        <canvas className="absolute inset-0 h-full w-full opacity-0 transition-opacity duration-1000 data-[ready]:opacity-100" />
      </div>
      <div
        role="status"
        data-scene-loading=""
        className="absolute right-4 top-4 flex items-center gap-2 rounded-full border border-border bg-bg/80 px-3 py-1 text-xs text-muted-fg"
      >
        <Spinner label={HERO.scene.loading} />
      </div>
      <template data-scene-error="">
        <p
          role="status"
          data-testid="hero-scene-error"
          className="absolute right-4 top-4 max-w-xs rounded-md border border-border bg-bg/90 px-3 py-1 text-xs text-muted-fg"
        />
      </template>
    </div>
  );
}
