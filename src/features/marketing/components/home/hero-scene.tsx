import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { cn } from "#src/ui/cn.ts";
import { Spinner } from "#src/ui/spinner.tsx";
import type { Theme } from "#src/ui/theme.tsx";
import { HERO } from "../../content/home.ts";
import type { EmberScene } from "./ember-scene.ts";

/** WebGL drawn by the CPU (SwiftShader, llvmpipe): what browsers without a usable GPU hand out. */
function softwareWebgl(gl: WebGL2RenderingContext): boolean {
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
  return /swiftshader|llvmpipe|softpipe|software|basic render driver/i.test(renderer);
}

type SceneStatus =
  | { state: "loading" }
  | { state: "ready"; animating: boolean }
  | { state: "error"; message: string };

const sameStatus = (a: SceneStatus, b: SceneStatus) =>
  a.state === b.state &&
  (a.state !== "ready" || b.state !== "ready" || a.animating === b.animating) &&
  (a.state !== "error" || b.state !== "error" || a.message === b.message);

/** Follows the page's theme (the `dark` class the theme toggle sets), without React's context. */
function subscribeTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}
const documentTheme = (): Theme => (document.documentElement.classList.contains("dark") ? "dark" : "light");
// The server's render does not depend on the theme (only the scene, drawn in the browser, does).
const serverTheme = (): Theme => "dark";

/**
 * The hero's 3D scene (DECISIONS: local three.js, lazily loaded, spinner, "Failed to load 3D scene",
 * a still frame under prefers-reduced-motion). The box is absolutely positioned inside the hero and
 * the canvas exists from the server render on, so nothing moves when the scene arrives.
 */
export function HeroScene({ className }: { className?: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<EmberScene | null>(null);
  // An island of the home page (decision 051): the theme is read from the document.
  const theme = useSyncExternalStore(subscribeTheme, documentTheme, serverTheme);
  const themeRef = useRef(theme);
  const [status, setStatusState] = useState<SceneStatus>({ state: "loading" });

  useEffect(() => {
    themeRef.current = theme;
    sceneRef.current?.setTheme(theme);
  }, [theme]);

  useEffect(() => {
    const box = boxRef.current;
    const canvas = canvasRef.current;
    if (!box || !canvas) return;
    const setStatus = (next: SceneStatus) => setStatusState((prev) => (sameStatus(prev, next) ? prev : next));
    let cancelled = false;
    let scene: EmberScene | null = null;
    let onScreen = true;
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");

    // Animate only while someone can see it; otherwise hold one still frame.
    const update = () => {
      if (!scene) return;
      const animate = !motion.matches && onScreen && document.visibilityState === "visible";
      scene.setRunning(animate);
      if (!animate) scene.renderFrame();
      setStatus({ state: "ready", animating: animate });
    };
    const fail = (err: unknown) => {
      if (cancelled) return;
      scene?.dispose();
      scene = null;
      sceneRef.current = null;
      setStatus({
        state: "error",
        message: err instanceof Error && err.message ? err.message : HERO.scene.failed,
      });
    };
    const io = new IntersectionObserver((entries) => {
      onScreen = entries.at(-1)?.isIntersecting ?? true;
      update();
    });
    const ro = new ResizeObserver(() => scene?.resize(box.clientWidth, box.clientHeight));
    // The GPU reset or reclaimed the context: the scene is gone, say so rather than show a blank box.
    const onContextLost = () => fail(new Error(HERO.scene.failed));

    const load = async () => {
      try {
        // Hardware WebGL only: drawn by the CPU (no GPU, blocklisted drivers, headless browsers) the
        // scene would cost seconds of main-thread time for a decoration, so the fallback shows instead
        // and three.js is never downloaded.
        const gl = canvas.getContext("webgl2", {
          alpha: true,
          antialias: true,
          powerPreference: "low-power",
          failIfMajorPerformanceCaveat: true,
        });
        if (!gl || softwareWebgl(gl)) {
          gl?.getExtension("WEBGL_lose_context")?.loseContext();
          throw new Error(HERO.scene.noWebgl);
        }
        const { createEmberScene } = await import("./ember-scene.ts");
        if (cancelled) return;
        scene = createEmberScene({
          canvas,
          context: gl,
          theme: themeRef.current,
          width: box.clientWidth,
          height: box.clientHeight,
        });
        sceneRef.current = scene;
        canvas.addEventListener("webglcontextlost", onContextLost);
        io.observe(box);
        ro.observe(box);
        document.addEventListener("visibilitychange", update);
        motion.addEventListener("change", update);
        update();
      } catch (err) {
        fail(err);
      }
    };

    // After hydration, once the browser is idle: the scene is decoration and must not delay the page.
    const hasIdle = typeof window.requestIdleCallback === "function";
    const idle = hasIdle
      ? window.requestIdleCallback(() => void load(), { timeout: 2000 })
      : window.setTimeout(() => void load(), 200);
    return () => {
      cancelled = true;
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      io.disconnect();
      ro.disconnect();
      document.removeEventListener("visibilitychange", update);
      motion.removeEventListener("change", update);
      canvas.removeEventListener("webglcontextlost", onContextLost);
      scene?.dispose();
      sceneRef.current = null;
    };
  }, []);

  return (
    <div
      ref={boxRef}
      data-testid="hero-scene"
      data-scene-state={status.state}
      data-scene-animating={status.state === "ready" && status.animating ? "true" : "false"}
      className={cn("pointer-events-none absolute inset-0 overflow-hidden", className)}
    >
      {/* Decoration only: hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute inset-0">
        <canvas
          ref={canvasRef}
          className={cn(
            "absolute inset-0 h-full w-full transition-opacity duration-1000",
            status.state === "ready" ? "opacity-100" : "opacity-0",
          )}
        />
      </div>
      {status.state === "loading" ? (
        <div
          role="status"
          className="absolute right-4 top-4 flex items-center gap-2 rounded-full border border-border bg-bg/80 px-3 py-1 text-xs text-muted-fg"
        >
          <Spinner label={HERO.scene.loading} />
        </div>
      ) : null}
      {status.state === "error" ? (
        <p
          role="status"
          data-testid="hero-scene-error"
          className="absolute right-4 top-4 max-w-xs rounded-md border border-border bg-bg/90 px-3 py-1 text-xs text-muted-fg"
        >
          {status.message}
        </p>
      ) : null}
    </div>
  );
}
