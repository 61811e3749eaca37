import { useMemo } from "react";
import { api } from "#src/lib/api-client.ts";
import { toast } from "#src/ui/toaster.tsx";
import { type Device, FLARE_MESSAGES as M, type ScreenData, type Wireframe } from "../../flare.contract.ts";
import { generateWireframe, refineWireframe, wireframeToJsx, wireframeToSvg } from "../../lib/wireframe.ts";
import { copyText } from "../welcome-screen.tsx";
import type { ScreenNode } from "./model.ts";
import { downloadBlob, fileSlug, svgToPng, wireframesHtml } from "./wireframe-files.ts";

/**
 * What the wireframe view's buttons do to the chosen screen: Generate from its type in the
 * catalogue, Refine, switch the device, download as PNG or SVG, Get Code, Preview, give feedback,
 * Save, and Export Wireframes of every screen. Each says what happened in a toast.
 */
export function useWireframeTools({
  screen,
  screens,
  device,
  setDevice,
  designId,
  onUpdate,
  onSave,
}: {
  screen: ScreenNode | null;
  screens: ScreenNode[];
  device: Device;
  setDevice: (d: Device) => void;
  designId: string;
  onUpdate: (id: string, patch: Partial<ScreenData>) => void;
  onSave: () => Promise<boolean>;
}) {
  const wf = screen?.data.wireframe ?? null;
  const svg = useMemo(() => (wf && screen ? wireframeToSvg(wf, screen.data.label) : null), [wf, screen]);
  const now = () => new Date().toISOString();
  const subject = () => ({
    label: screen!.data.label,
    screenType: screen!.data.screenType,
    description: screen!.data.description,
  });

  /** The guard of every action that needs a wireframe: a screen chosen, with a wireframe. */
  function need(action: Parameters<typeof M.noWireframe>[0]): Wireframe | null {
    if (!screen) {
      toast.error(M.selectScreen);
      return null;
    }
    if (!wf) {
      toast.error(M.noWireframe(action));
      return null;
    }
    return wf;
  }

  function generate() {
    if (!screen) return void toast.error(M.selectScreen);
    try {
      onUpdate(screen.id, { wireframe: generateWireframe(subject(), device, { now: now() }) });
      toast.success(M.wireframeGenerated);
    } catch {
      toast.error(M.wireframeGenerateFailed);
    }
  }

  function refine() {
    const current = need("refine");
    if (!current) return;
    try {
      onUpdate(screen!.id, { wireframe: refineWireframe(current, subject(), now()) });
      toast.success(M.wireframeRefined);
    } catch {
      toast.error(M.wireframeRefineFailed);
    }
  }

  function switchDevice(d: Device) {
    setDevice(d);
    if (screen && wf && wf.device !== d) {
      onUpdate(screen.id, {
        wireframe: {
          ...generateWireframe(subject(), d, {
            density: wf.density,
            emphasis: wf.emphasis,
            revision: wf.revision,
            now: now(),
          }),
          feedback: wf.feedback,
        },
      });
    }
    toast.info(M.switchedDevice(d));
  }

  async function download(format: "png" | "svg") {
    const current = need("download");
    if (!current || !svg) return;
    const name = `${fileSlug(screen!.data.label)}-${current.device}.${format}`;
    try {
      downloadBlob(
        format === "svg"
          ? new Blob([svg], { type: "image/svg+xml" })
          : await svgToPng(svg, current.width, current.height),
        name,
      );
      toast.success(M.wireframeDownloaded);
    } catch {
      toast.error(M.noWireframe("download"));
    }
  }

  async function getCode() {
    const current = need("copy code from");
    if (!current) return;
    const code = wireframeToJsx(current, screen!.data.label);
    onUpdate(screen!.id, { code });
    if (await copyText(code)) toast.success(M.codeCopiedToClipboard);
    else toast.info("The code is on the screen node; your browser did not allow copying it.");
  }

  function preview() {
    if (!need("preview") || !svg) return;
    const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
    window.open(url, "_blank", "noopener");
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    toast.success(M.previewOpened);
  }

  async function feedback(verdict: "positive" | "negative") {
    const current = need("provide feedback on");
    if (!current) return;
    try {
      const res = await api<{ message: string }>(`/api/flare/designs/${designId}/wireframe-feedback`, {
        body: { screenId: screen!.id, verdict },
      });
      onUpdate(screen!.id, { wireframe: { ...current, feedback: verdict } });
      toast.success(res.message);
    } catch {
      toast.error(M.saveFailed);
    }
  }

  async function save() {
    if (await onSave()) toast.success(M.wireframesSaved);
  }

  function exportAll() {
    const all = screens.filter((s) => s.data.wireframe);
    if (!all.length) return void toast.error(M.noWireframe("download"));
    downloadBlob(new Blob([wireframesHtml(all)], { type: "text/html" }), "wireframes.html");
    toast.success(M.wireframesExported);
  }

  return { wf, svg, generate, refine, switchDevice, download, getCode, preview, feedback, save, exportAll };
}

export type WireframeTools = ReturnType<typeof useWireframeTools>;
