import {
  Code2,
  Download,
  ExternalLink,
  FileDown,
  ImageDown,
  Save,
  Sparkles,
  ThumbsDown,
  ThumbsUp,
  Wand2,
} from "lucide-react";
import { useId, useMemo, useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { inputClass } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import {
  DEVICES,
  type Device,
  FLARE_MESSAGES as M,
  type ScreenData,
  type Wireframe,
} from "../../flare.contract.ts";
import {
  generateWireframe,
  refineWireframe,
  screenTemplate,
  wireframeToJsx,
  wireframeToSvg,
} from "../../lib/wireframe.ts";
import { copyText } from "../welcome-screen.tsx";
import type { ScreenNode } from "./model.ts";
import { ToggleGroup } from "./toggle-group.tsx";

function downloadBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "screen";

/** Renders the SVG on a canvas and returns PNG bytes. */
async function svgToPng(svg: string, width: number, height: number): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const img = new Image();
    img.width = width;
    img.height = height;
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error("image"));
      img.src = url;
    });
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    canvas.getContext("2d")!.drawImage(img, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("png"))), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The wireframe view: pick a screen, Generate a wireframe from its type in the catalogue, Refine,
 * download as PNG or SVG, Get Code, Preview, give feedback; Save and Export Wireframes.
 */
export function WireframeView({
  screens,
  designId,
  onUpdate,
  onSave,
}: {
  screens: ScreenNode[];
  designId: string;
  onUpdate: (id: string, patch: Partial<ScreenData>) => void;
  onSave: () => Promise<boolean>;
}) {
  const id = useId();
  const [selectedId, setSelectedId] = useState<string>("");
  const [device, setDevice] = useState<Device>("mobile");
  const screen = screens.find((s) => s.id === selectedId) ?? null;
  const wf = screen?.data.wireframe ?? null;
  const svg = useMemo(() => (wf && screen ? wireframeToSvg(wf, screen.data.label) : null), [wf, screen]);
  const now = () => new Date().toISOString();
  const subject = () => ({
    label: screen!.data.label,
    screenType: screen!.data.screenType,
    description: screen!.data.description,
  });

  /** The guard of every action that needs a wireframe (spec 3 §5). */
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
    const name = `${slug(screen!.data.label)}-${current.device}.${format}`;
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
    const body = all
      .map(
        (s) =>
          `<section><h2>${s.data.label.replace(/</g, "&lt;")}</h2>${wireframeToSvg(s.data.wireframe!, s.data.label)}</section>`,
      )
      .join("\n");
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Wireframes</title><style>body{font-family:system-ui,sans-serif;margin:2rem}section{margin-bottom:3rem}svg{border:1px solid #cbd5e1;max-width:100%;height:auto}</style></head><body><h1>Wireframes</h1>${body}</body></html>`;
    downloadBlob(new Blob([html], { type: "text/html" }), "wireframes.html");
    toast.success(M.wireframesExported);
  }

  const template = screen ? screenTemplate(screen.data.screenType) : undefined;
  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="wireframe-view">
      <div className="flex flex-wrap items-end gap-2 border-b border-border p-3">
        <div className="grid gap-1">
          <label htmlFor={`${id}-screen`} className="text-xs font-medium">
            Screen
          </label>
          <select
            id={`${id}-screen`}
            className={cn(inputClass, "h-9 w-56")}
            value={selectedId}
            onChange={(e) => setSelectedId(e.target.value)}
          >
            <option value="">{screens.length ? "Choose a screen" : "No screens yet: add one first"}</option>
            {screens.map((s) => (
              <option key={s.id} value={s.id}>
                {s.data.label}
              </option>
            ))}
          </select>
        </div>
        <Button size="sm" onClick={generate}>
          <Sparkles aria-hidden="true" className="h-4 w-4" /> Generate
        </Button>
        <Button size="sm" variant="outline" onClick={() => void save()}>
          <Save aria-hidden="true" className="h-4 w-4" /> Save
        </Button>
        <Button size="sm" variant="outline" onClick={exportAll}>
          <FileDown aria-hidden="true" className="h-4 w-4" /> Export Wireframes
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-auto bg-muted p-4">
        {svg && wf ? (
          <figure className="mx-auto w-fit">
            <img
              src={svgDataUrl(svg)}
              width={wf.width}
              height={wf.height}
              alt={`Wireframe of ${screen!.data.label} (${wf.device})`}
              className="max-w-full rounded border border-border bg-white shadow"
              style={{ height: "auto" }}
            />
            <figcaption className="mt-2 text-xs text-muted-fg">
              {template?.label ?? screen!.data.screenType} · {wf.device} {wf.width}×{wf.height} · {wf.density}
              , {wf.emphasis} · updated {new Date(wf.lastUpdated).toLocaleString()}
              {wf.feedback ? ` · feedback: ${wf.feedback === "positive" ? "Looks Good" : "Needs Work"}` : ""}
            </figcaption>
          </figure>
        ) : (
          <p className="grid h-full place-items-center text-center text-sm text-muted-fg">
            {M.wireframePlaceholder}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-border p-3">
        {svg ? (
          <img
            src={svgDataUrl(svg)}
            alt=""
            aria-hidden="true"
            className="h-12 w-auto rounded border border-border bg-white"
          />
        ) : null}
        <ToggleGroup
          label="Device"
          options={DEVICES.map((d) => ({ id: d, label: d[0]!.toUpperCase() + d.slice(1) }))}
          value={device}
          onChange={switchDevice}
        />
        <Button size="sm" variant="outline" onClick={refine}>
          <Wand2 aria-hidden="true" className="h-4 w-4" /> Refine
        </Button>
        <Button size="sm" variant="outline" onClick={() => void download("png")}>
          <ImageDown aria-hidden="true" className="h-4 w-4" /> Download PNG
        </Button>
        <Button size="sm" variant="outline" onClick={() => void download("svg")}>
          <Download aria-hidden="true" className="h-4 w-4" /> Download SVG
        </Button>
        <Button size="sm" variant="outline" onClick={() => void getCode()}>
          <Code2 aria-hidden="true" className="h-4 w-4" /> Get Code
        </Button>
        <Button size="sm" variant="outline" onClick={preview}>
          <ExternalLink aria-hidden="true" className="h-4 w-4" /> Preview
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void feedback("positive")}
          aria-pressed={wf?.feedback === "positive"}
        >
          <ThumbsUp aria-hidden="true" className="h-4 w-4" /> Looks Good
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void feedback("negative")}
          aria-pressed={wf?.feedback === "negative"}
        >
          <ThumbsDown aria-hidden="true" className="h-4 w-4" /> Needs Work
        </Button>
      </div>
    </div>
  );
}
