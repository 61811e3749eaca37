import { ArrowLeft, Copy, Flame, History, Redo2, Save, Undo2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#src/ui/button.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { ThemeToggle } from "#src/ui/theme.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { type CanvasDesignDto, FLARE_MESSAGES as M } from "../../flare.contract.ts";
import { copyText } from "../welcome-screen.tsx";
import { PresenceBar } from "./presence.tsx";
import type { LiveStatus, Peer } from "./use-live-doc.ts";

/**
 * The canvas's header: the way back, the project's title, client and access code (a click copies
 * it), who is on the design and whether the canvas is live, Undo, Redo, the saved versions and Save
 * Design.
 */
export function CanvasHeader({
  design,
  backHref,
  backLabel,
  live,
  saving,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  onSave,
  onVersions,
}: {
  design: CanvasDesignDto;
  backHref: string;
  backLabel: string;
  live: { me: { name: string; color: string }; peers: Peer[]; status: LiveStatus };
  saving: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onVersions: () => void;
}) {
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border px-3 py-2">
      <Link
        to={backHref}
        className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm hover:bg-muted"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {backLabel}
      </Link>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <Flame aria-hidden="true" className="h-5 w-5 shrink-0 text-primary" />
        <div className="min-w-0">
          <h1 className="truncate text-base font-bold">{design.title}</h1>
          <p className="truncate text-xs text-muted-fg" data-testid="canvas-client">
            {design.clientName ?? "No client yet"}
            {design.clientCompany ? ` · ${design.clientCompany}` : ""}
          </p>
        </div>
        <button
          type="button"
          onClick={async () => {
            if (await copyText(design.accessCode)) toast.success(M.codeCopied);
          }}
          className="ml-1 inline-flex items-center gap-1 rounded-md border border-dashed border-border px-2 py-1 font-mono text-sm font-bold tracking-widest hover:bg-muted"
          aria-label={`Access code ${design.accessCode}, copy`}
          data-testid="canvas-code"
        >
          {design.accessCode} <Copy aria-hidden="true" className="h-3.5 w-3.5" />
        </button>
      </div>
      <div className="flex items-center gap-1">
        <PresenceBar me={live.me} peers={live.peers} status={live.status} />
        <Button
          variant="ghost"
          size="icon"
          onClick={onUndo}
          disabled={!canUndo}
          aria-label="Undo"
          title="Undo (Ctrl+Z)"
        >
          <Undo2 aria-hidden="true" className="h-4 w-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onRedo}
          disabled={!canRedo}
          aria-label="Redo"
          title="Redo (Shift+Ctrl+Z)"
        >
          <Redo2 aria-hidden="true" className="h-4 w-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onVersions}
          aria-label="Saved versions"
          title="Saved versions"
        >
          <History aria-hidden="true" className="h-4 w-4" />
        </Button>
        {design.id ? (
          <Button size="sm" onClick={onSave} disabled={saving} aria-busy={saving}>
            {saving ? <Spinner label="Saving" /> : <Save aria-hidden="true" className="h-4 w-4" />}
            Save Design
          </Button>
        ) : null}
        <ThemeToggle />
      </div>
    </header>
  );
}
