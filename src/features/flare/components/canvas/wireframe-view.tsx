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
import { useId, useState } from "react";
import { Button } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { inputClass } from "#src/ui/form-field.tsx";
import { DEVICES, type Device, FLARE_MESSAGES as M, type ScreenData } from "../../flare.contract.ts";
import { screenTemplate } from "../../lib/wireframe.ts";
import type { ScreenNode } from "./model.ts";
import { ToggleGroup } from "./toggle-group.tsx";
import { useWireframeTools, type WireframeTools } from "./use-wireframe-tools.ts";
import { svgDataUrl } from "./wireframe-files.ts";

const DEVICE_OPTIONS = DEVICES.map((d) => ({ id: d, label: d[0]!.toUpperCase() + d.slice(1) }));

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
  const tools = useWireframeTools({ screen, screens, device, setDevice, designId, onUpdate, onSave });
  const { wf, svg } = tools;
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
        <Button size="sm" onClick={tools.generate}>
          <Sparkles aria-hidden="true" className="h-4 w-4" /> Generate
        </Button>
        <Button size="sm" variant="outline" onClick={() => void tools.save()}>
          <Save aria-hidden="true" className="h-4 w-4" /> Save
        </Button>
        <Button size="sm" variant="outline" onClick={tools.exportAll}>
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
      <WireframeActions tools={tools} device={device} />
    </div>
  );
}

/** The bar under the wireframe: its thumbnail, the device, and what can be done with it. */
function WireframeActions({ tools, device }: { tools: WireframeTools; device: Device }) {
  const { wf, svg } = tools;
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-border p-3">
      {svg ? (
        <img
          src={svgDataUrl(svg)}
          alt=""
          aria-hidden="true"
          className="h-12 w-auto rounded border border-border bg-white"
        />
      ) : null}
      <ToggleGroup label="Device" options={DEVICE_OPTIONS} value={device} onChange={tools.switchDevice} />
      <Button size="sm" variant="outline" onClick={tools.refine}>
        <Wand2 aria-hidden="true" className="h-4 w-4" /> Refine
      </Button>
      <Button size="sm" variant="outline" onClick={() => void tools.download("png")}>
        <ImageDown aria-hidden="true" className="h-4 w-4" /> Download PNG
      </Button>
      <Button size="sm" variant="outline" onClick={() => void tools.download("svg")}>
        <Download aria-hidden="true" className="h-4 w-4" /> Download SVG
      </Button>
      <Button size="sm" variant="outline" onClick={() => void tools.getCode()}>
        <Code2 aria-hidden="true" className="h-4 w-4" /> Get Code
      </Button>
      <Button size="sm" variant="outline" onClick={tools.preview}>
        <ExternalLink aria-hidden="true" className="h-4 w-4" /> Preview
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void tools.feedback("positive")}
        aria-pressed={wf?.feedback === "positive"}
      >
        <ThumbsUp aria-hidden="true" className="h-4 w-4" /> Looks Good
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void tools.feedback("negative")}
        aria-pressed={wf?.feedback === "negative"}
      >
        <ThumbsDown aria-hidden="true" className="h-4 w-4" /> Needs Work
      </Button>
    </div>
  );
}
