import { ChevronRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { fullName } from "../lib/format.ts";
import { type OrgNodeDto, PM } from "../people.contract.ts";
import { EmployeeAvatar } from "./employee-avatar.tsx";

type ByParent = Map<string | null, OrgNodeDto[]>;

/** Nodes by their manager (null: the top of the tree). */
function groupByParent(nodes: readonly OrgNodeDto[]): ByParent {
  const ids = new Set(nodes.map((n) => n.id));
  const out: ByParent = new Map();
  for (const n of nodes) {
    const parent = n.reportsTo && ids.has(n.reportsTo) && n.reportsTo !== n.id ? n.reportsTo : null;
    out.set(parent, [...(out.get(parent) ?? []), n]);
  }
  return out;
}

function Person({ node }: { node: OrgNodeDto }) {
  return (
    <div className="inline-flex min-w-56 items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 shadow-sm">
      <EmployeeAvatar person={node} size="sm" />
      <div className="min-w-0 text-sm">
        <Link to={`/employee/profile/${node.id}`} className="font-medium hover:underline">
          {fullName(node)}
        </Link>
        <p className="truncate text-xs text-muted-fg">{node.title ?? "No title"}</p>
        {node.reportCount ? (
          <p className="text-xs text-muted-fg">
            {node.reportCount} direct {node.reportCount === 1 ? "report" : "reports"}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function Branch({
  node,
  depth,
  byParent,
  load,
  seen,
}: {
  node: OrgNodeDto;
  depth: number;
  byParent: ByParent;
  load: (id: string) => Promise<void>;
  seen: ReadonlySet<string>;
}) {
  const children = byParent.get(node.id);
  const [open, setOpen] = useState(depth < 2 && Boolean(children));
  const [loading, setLoading] = useState(false);
  if (seen.has(node.id)) return null;
  const next = new Set(seen).add(node.id);
  const listId = `org-${node.id}`;
  const toggle = async () => {
    if (!open && !children) {
      setLoading(true);
      try {
        await load(node.id);
      } catch {
        toast.error(PM.organizationLoadFailed);
        return;
      } finally {
        setLoading(false);
      }
    }
    setOpen(!open);
  };
  return (
    <li className="relative pl-6 before:absolute before:top-0 before:left-0 before:h-full before:border-l before:border-border after:absolute after:top-7 after:left-0 after:w-5 after:border-t after:border-border last:before:h-7">
      <div className="flex items-center gap-1 py-1">
        <Person node={node} />
        {node.reportCount ? (
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-label={`${open ? "Hide" : "Show"} the reports of ${fullName(node)}`}
            disabled={loading}
            onClick={() => void toggle()}
          >
            {loading ? (
              <Spinner label="Loading" />
            ) : (
              <ChevronRight
                aria-hidden="true"
                className={cn("h-4 w-4 transition-transform", open && "rotate-90")}
              />
            )}
          </Button>
        ) : null}
      </div>
      {open && children?.length ? (
        <ul id={listId} className="grid gap-1">
          {children.map((c) => (
            <Branch key={c.id} node={c} depth={depth + 1} byParent={byParent} load={load} seen={next} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The org chart, drawn as a tree of who reports to whom (reports_to). The page sends the top
 * levels; a deeper branch is fetched when it is opened, so a large organization stays light.
 */
export function OrgChart({ nodes }: { nodes: readonly OrgNodeDto[] }) {
  const [byParent, setByParent] = useState<ByParent>(() => groupByParent(nodes));
  const load = async (id: string) => {
    const kids = await api<OrgNodeDto[]>(`/api/people/org-chart?manager=${id}`);
    setByParent((prev) => new Map(prev).set(id, kids));
  };
  return (
    <div className="overflow-x-auto pb-2">
      <ul aria-label="Organization chart" className="grid min-w-max gap-1">
        {(byParent.get(null) ?? []).map((r) => (
          <Branch key={r.id} node={r} depth={0} byParent={byParent} load={load} seen={new Set()} />
        ))}
      </ul>
    </div>
  );
}
