import type { Theme } from "#src/lib/theme-cookie.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { HERO } from "../../content/home.ts";
import type { EmberScene } from "./ember-scene.ts";

// The home page's 3D scene without React (decision 051, "A first screen without React"): the
// server's markup (hero-scene.tsx) is the loading state, and this script moves it to ready or error.
// React DOM is then not needed until a part below the fold comes near.

/** WebGL drawn by the CPU (SwiftShader, llvmpipe): what browsers without a usable GPU hand out. */
function softwareWebgl(gl: WebGL2RenderingContext): boolean {
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
  return /swiftshader|llvmpipe|softpipe|software|basic render driver/i.test(renderer);
}

/** The page's theme: the `dark` class the theme toggle sets on the document. */
const documentTheme = (): Theme => (document.documentElement.classList.contains("dark") ? "dark" : "light");

/**
 * Starts the scene in the server-rendered box `el` (`[data-testid=hero-scene]` inside it): once the
 * browser is idle, with hardware WebGL only, three.js loaded by import(); animated only while it can
 * be seen and motion is welcome, else one still frame; a lost context or a failed load shows why.
 * Resolves when started (the scene itself arrives later). Returns nothing to undo: the page keeps it.
 */
export function startHeroScene(el: HTMLElement): void {
  const box = el.querySelector<HTMLElement>("[data-testid=hero-scene]");
  const canvas = box?.querySelector("canvas");
  if (!box || !canvas) return;
  let scene: EmberScene | null = null;
  let onScreen = true;
  const motion = window.matchMedia("(prefers-reduced-motion: reduce)");

  const showReady = (animating: boolean) => {
    box.querySelector("[data-scene-loading]")?.remove();
    canvas.dataset.ready = "";
    box.dataset.sceneState = "ready";
    box.dataset.sceneAnimating = String(animating);
  };
  // Animate only while someone can see it; otherwise hold one still frame.
  const update = () => {
    if (!scene) return;
    const animate = !motion.matches && onScreen && document.visibilityState === "visible";
    scene.setRunning(animate);
    if (!animate) scene.renderFrame();
    showReady(animate);
  };
  const fail = (err: unknown) => {
    scene?.dispose();
    scene = null;
    box.querySelector("[data-scene-loading]")?.remove();
    delete canvas.dataset.ready;
    const template = box.querySelector<HTMLTemplateElement>("template[data-scene-error]");
    const message = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (message && !box.querySelector("[data-testid=hero-scene-error]")) {
      message.textContent = err instanceof Error && err.message ? err.message : HERO.scene.failed;
      box.append(message);
    }
    box.dataset.sceneState = "error";
    box.dataset.sceneAnimating = "false";
  };

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
      scene = createEmberScene({
        canvas,
        context: gl,
        theme: documentTheme(),
        width: box.clientWidth,
        height: box.clientHeight,
      });
      // The GPU reset or reclaimed the context: the scene is gone, say so rather than show a blank box.
      canvas.addEventListener("webglcontextlost", () => fail(new Error(HERO.scene.failed)));
      new IntersectionObserver((entries) => {
        onScreen = entries.at(-1)?.isIntersecting ?? true;
        update();
      }).observe(box);
      new ResizeObserver(() => scene?.resize(box.clientWidth, box.clientHeight)).observe(box);
      new MutationObserver(() => scene?.setTheme(documentTheme())).observe(document.documentElement, {
        attributes: true,
        attributeFilter: ["class"],
      });
      document.addEventListener("visibilitychange", update);
      motion.addEventListener("change", update);
      update();
    } catch (err) {
      fail(err);
    }
  };

  // Once the browser is idle: the scene is decoration and must not delay the page.
  if (typeof window.requestIdleCallback === "function")
    window.requestIdleCallback(() => void load(), { timeout: 2000 });
  else window.setTimeout(() => void load(), 200);
}

mountIslands("hero-scene", (el) => startHeroScene(el));
