import {
  BarChart3,
  Brain,
  Check,
  Database,
  Eye,
  FileText,
  Lock,
  type LucideIcon,
  MessageCircle,
  Mic,
  Plug,
  Plus,
  Server,
  Shield,
  ShoppingCart,
  Sparkles,
  ThumbsUp,
  Users,
} from "lucide-react";
import { useId, useMemo, useState } from "react";
import { FEATURE_BUNDLES, type FeatureBundle } from "#src/features/startup/index.ts";
import { Button } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { inputClass } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { FLARE_MESSAGES as M } from "../../flare.contract.ts";
import { GROUP_ADD_INTERVAL_MS, PRIORITY_TIMELINES } from "../../lib/design.ts";
import { PriorityBadge } from "./nodes.tsx";
import { Overlay } from "./overlay.tsx";
import { ToggleGroup } from "./toggle-group.tsx";

const ICONS: Record<string, LucideIcon> = {
  shield: Shield,
  "shopping-cart": ShoppingCart,
  "file-text": FileText,
  users: Users,
  "bar-chart": BarChart3,
  lock: Lock,
  plug: Plug,
  sparkles: Sparkles,
  "message-circle": MessageCircle,
  server: Server,
  brain: Brain,
  eye: Eye,
  mic: Mic,
  "thumbs-up": ThumbsUp,
  database: Database,
};

/** The hub's category tiles, "all" first. */
const CATEGORY_TILES = ["all", "auth", "data", "ui", "integration", "analytics", "core"] as const;
type Tile = (typeof CATEGORY_TILES)[number];

export type BundleFeature = FeatureBundle["features"][number];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 'Predefined Features': the 15 bundles of the FLARE catalogue (the startup slice's data), with
 * search, a Groups/Individual toggle and category tiles. Features already on the canvas (by
 * label) show 'Added'; a fully added group shows 'All Added'.
 */
export function FeatureHub({
  open,
  onOpenChange,
  present,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Lower-case labels of the features on the canvas. */
  present: ReadonlySet<string>;
  onAdd: (bundle: FeatureBundle, feature: BundleFeature) => void;
}) {
  const id = useId();
  const [q, setQ] = useState("");
  const [mode, setMode] = useState<"groups" | "individual">("groups");
  const [tile, setTile] = useState<Tile>("all");
  const [adding, setAdding] = useState<string | null>(null);
  const term = q.trim().toLowerCase();

  const bundles = useMemo(
    () =>
      FEATURE_BUNDLES.filter((b) => tile === "all" || b.category === tile).filter(
        (b) =>
          !term ||
          b.name.toLowerCase().includes(term) ||
          b.description.toLowerCase().includes(term) ||
          b.features.some((f) => f.name.toLowerCase().includes(term)),
      ),
    [tile, term],
  );
  const isAdded = (f: BundleFeature) => present.has(f.name.toLowerCase());

  function addOne(bundle: FeatureBundle, feature: BundleFeature) {
    try {
      onAdd(bundle, feature);
    } catch {
      toast.error(M.hubAddFailed);
    }
  }

  async function addAll(bundle: FeatureBundle) {
    const missing = bundle.features.filter((f) => !isAdded(f));
    if (!missing.length) {
      toast.info(M.hubAllAdded);
      return;
    }
    setAdding(bundle.id);
    try {
      for (const [i, f] of missing.entries()) {
        if (i > 0) await sleep(GROUP_ADD_INTERVAL_MS);
        onAdd(bundle, f);
      }
      toast.success(M.hubAdded(missing.length, bundle.name));
    } catch {
      toast.error(M.hubAddAllFailed);
    } finally {
      setAdding(null);
    }
  }

  const featureRow = (bundle: FeatureBundle, f: BundleFeature, showBundle: boolean) => {
    const added = isAdded(f);
    return (
      <li
        key={`${bundle.id}:${f.name}`}
        className="flex items-start justify-between gap-3 rounded-md border border-border p-3"
      >
        <div className="min-w-0">
          <p className="text-sm font-medium">{f.name}</p>
          <p className="text-xs text-muted-fg">{f.description}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-fg">
            <PriorityBadge priority={f.priority} /> {PRIORITY_TIMELINES[f.priority]}
            {showBundle ? <span>· {bundle.name}</span> : null}
          </p>
        </div>
        <Button
          size="sm"
          variant={added ? "ghost" : "outline"}
          disabled={added}
          aria-label={added ? `${f.name} added` : `Add ${f.name}`}
          onClick={() => addOne(bundle, f)}
        >
          {added ? (
            <Check aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Plus aria-hidden="true" className="h-4 w-4" />
          )}
          {added ? "Added" : "Add"}
        </Button>
      </li>
    );
  };

  return (
    <Overlay
      open={open}
      onOpenChange={onOpenChange}
      side
      title="Predefined Features"
      description="Feature groups from the FLARE catalogue. Added features go to the stage their priority suggests."
    >
      <div className="grid gap-3">
        <label htmlFor={`${id}-q`} className="sr-only">
          Search features
        </label>
        <input
          id={`${id}-q`}
          type="search"
          placeholder="Search features"
          className={inputClass}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <ToggleGroup
          label="View"
          className="w-fit"
          options={[
            { id: "groups" as const, label: "Groups" },
            { id: "individual" as const, label: "Individual" },
          ]}
          value={mode}
          onChange={setMode}
        />
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Category</legend>
          {CATEGORY_TILES.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={tile === c}
              onClick={() => setTile(c)}
              className="rounded-full border border-border px-3 py-1 text-sm capitalize hover:bg-muted aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-fg"
            >
              {c}
            </button>
          ))}
        </fieldset>
      </div>
      {mode === "groups" ? (
        <ul className="mt-4 grid gap-4">
          {bundles.map((b) => {
            const Icon = ICONS[b.icon] ?? Sparkles;
            const allAdded = b.features.every(isAdded);
            return (
              <li key={b.id} className="rounded-lg border border-border p-4" data-testid="feature-group">
                <div className="flex items-start gap-3">
                  <Icon aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-primary" />
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold">{b.name}</h3>
                    <p className="text-sm text-muted-fg">{b.description}</p>
                    <p className="mt-1 text-xs text-muted-fg">
                      {b.estimatedTime} · {b.complexity} complexity · {b.category}
                    </p>
                  </div>
                </div>
                <ul className="mt-3 grid gap-2">{b.features.map((f) => featureRow(b, f, false))}</ul>
                <Button
                  className={cn("mt-3 w-full")}
                  variant={allAdded ? "ghost" : "primary"}
                  disabled={adding !== null}
                  aria-busy={adding === b.id}
                  aria-label={allAdded ? `All features of ${b.name} added` : `Add all features of ${b.name}`}
                  onClick={() => void addAll(b)}
                >
                  {allAdded ? (
                    <Check aria-hidden="true" className="h-4 w-4" />
                  ) : (
                    <Plus aria-hidden="true" className="h-4 w-4" />
                  )}
                  {allAdded ? "All Added" : "Add All Features"}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <ul className="mt-4 grid gap-2">
          {bundles.flatMap((b) =>
            b.features
              .filter(
                (f) => !term || f.name.toLowerCase().includes(term) || b.name.toLowerCase().includes(term),
              )
              .map((f) => featureRow(b, f, true)),
          )}
        </ul>
      )}
      {bundles.length === 0 ? (
        <p className="mt-6 text-center text-sm text-muted-fg">No features match your search.</p>
      ) : null}
    </Overlay>
  );
}
