import { ArrowDownAZ, ArrowUpZA, List, Network, Pencil, Search, UserPlus } from "lucide-react";
import { Form, Link, useSearchParams } from "react-router";
import { Badge } from "#src/ui/badge.tsx";
import { Button, buttonClass } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { cn } from "#src/ui/cn.ts";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { inputClass } from "#src/ui/form-field.tsx";
import { formatDate } from "../lib/format.ts";
import type { AdminEmployeeCardDto, EmployeeListDto, OrgNodeDto } from "../people.contract.ts";
import { EmployeeStatusBadge } from "./badges.tsx";
import { EmployeeAdminActions } from "./employee-admin-actions.tsx";
import { EmployeeAvatar } from "./employee-avatar.tsx";
import { OrgChart } from "./org-chart.tsx";

function EmployeeCard({
  employee,
  editMode,
  selfId,
}: {
  employee: AdminEmployeeCardDto;
  editMode: boolean;
  selfId: string;
}) {
  const inactive = employee.status !== "active";
  return (
    <li>
      <Card className={cn("flex h-full flex-col gap-3 p-4", inactive && "border-dashed opacity-90")}>
        <div className="flex items-start gap-3">
          <EmployeeAvatar person={employee} />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold">
              <Link to={`/employee/profile/${employee.id}`} className="hover:underline">
                {employee.lastName}, {employee.firstName}
              </Link>
            </h3>
            <p className="truncate text-sm text-muted-fg">{employee.title ?? "No title yet"}</p>
            <p className="truncate text-sm text-muted-fg">{employee.department ?? "No department"}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {inactive ? <EmployeeStatusBadge status={employee.status} /> : null}
          {employee.isAdmin ? <Badge tone="info">Admin</Badge> : null}
          {!employee.profileClaimed ? (
            <Badge tone="warning">{employee.inviteSentAt ? "Invite sent" : "Not claimed"}</Badge>
          ) : null}
          {employee.location ? <Badge>{employee.location}</Badge> : null}
        </div>
        <p className="text-xs text-muted-fg">Started {formatDate(employee.startDate)}</p>
        {editMode ? (
          <div className="border-t border-border pt-3">
            <EmployeeAdminActions employee={employee} selfId={selfId} />
          </div>
        ) : null}
      </Card>
    </li>
  );
}

/** The admin Employees tab: List and Org Chart, sort by last name, Edit Mode, Add Employee. */
export function EmployeesPanel({
  list,
  org,
  view,
  editMode,
  selfId,
}: {
  list: EmployeeListDto | null;
  org: OrgNodeDto[] | null;
  view: "list" | "org";
  editMode: boolean;
  selfId: string;
}) {
  const [params, setParams] = useSearchParams();
  const href = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    next.set("tab", "employees");
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    return `?${next}`;
  };
  const sort = list?.sort ?? (params.get("sort") === "desc" ? "desc" : "asc");
  const toggleEdit = () => {
    const next = new URLSearchParams(params);
    if (editMode) next.delete("edit");
    else next.set("edit", "1");
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const seg = (active: boolean) =>
    cn(
      "inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium",
      active ? "bg-bg shadow-sm" : "text-muted-fg hover:text-fg",
    );
  return (
    <section aria-labelledby="employees-heading" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <h2 id="employees-heading" className="sr-only">
        Employees
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <nav className="inline-flex rounded-lg bg-muted p-1" aria-label="View">
          <Link
            to={href({ view: null, page: null })}
            aria-current={view === "list" ? "true" : undefined}
            className={seg(view === "list")}
          >
            <List aria-hidden="true" className="h-4 w-4" /> List
          </Link>
          <Link
            to={href({ view: "org", page: null })}
            aria-current={view === "org" ? "true" : undefined}
            className={seg(view === "org")}
          >
            <Network aria-hidden="true" className="h-4 w-4" /> Org Chart
          </Link>
        </nav>
        {view === "list" ? (
          <Link
            to={href({ sort: sort === "asc" ? "desc" : "asc", page: null })}
            className={buttonClass({ variant: "outline", size: "sm" })}
          >
            {sort === "asc" ? (
              <ArrowDownAZ aria-hidden="true" className="h-4 w-4" />
            ) : (
              <ArrowUpZA aria-hidden="true" className="h-4 w-4" />
            )}
            Last name {sort === "asc" ? "A–Z" : "Z–A"}
            <span className="sr-only">, switch to {sort === "asc" ? "Z to A" : "A to Z"}</span>
          </Link>
        ) : null}
        <Button
          variant={editMode ? "primary" : "outline"}
          size="sm"
          aria-pressed={editMode}
          onClick={toggleEdit}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" /> Edit Mode
        </Button>
        <Link to="/employee/new" className={buttonClass({ size: "sm" }, "ml-auto")}>
          <UserPlus aria-hidden="true" className="h-4 w-4" /> Add Employee
        </Link>
      </div>
      {view === "list" && list ? (
        <>
          <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
            <input type="hidden" name="tab" value="employees" />
            {list.sort === "desc" ? <input type="hidden" name="sort" value="desc" /> : null}
            {editMode ? <input type="hidden" name="edit" value="1" /> : null}
            <div className="grid min-w-60 flex-1 gap-1">
              <label htmlFor="employee-search" className="text-sm font-medium">
                Search employees
              </label>
              <input
                id="employee-search"
                name="q"
                type="search"
                defaultValue={list.q}
                placeholder="Name, title or department"
                className={inputClass}
              />
            </div>
            <label className="grid gap-1 text-sm font-medium">
              Status
              <select
                name="status"
                defaultValue={params.get("status") ?? "all"}
                className={cn(inputClass, "w-40")}
              >
                <option value="all">All</option>
                <option value="active">Active</option>
                <option value="inactive">Not active</option>
              </select>
            </label>
            <Button type="submit" variant="outline">
              <Search aria-hidden="true" className="h-4 w-4" /> Search
            </Button>
          </Form>
          {list.items.length === 0 ? (
            <EmptyState
              title="No employees found"
              description={
                list.q ? `Nobody matches “${list.q}”.` : "Add your first colleague to get started."
              }
            />
          ) : (
            <>
              <p className="text-sm text-muted-fg" aria-live="polite">
                Showing {(list.page - 1) * list.pageSize + 1}–
                {(list.page - 1) * list.pageSize + list.items.length} of {list.total}{" "}
                {list.total === 1 ? "employee" : "employees"}, by last name{" "}
                {list.sort === "asc" ? "A to Z" : "Z to A"}
              </p>
              <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {list.items.map((e) => (
                  <EmployeeCard key={e.id} employee={e} editMode={editMode} selfId={selfId} />
                ))}
              </ul>
              {list.total > list.pageSize ? (
                <nav aria-label="Pages" className="flex items-center justify-between gap-2">
                  {list.page > 1 ? (
                    <Link
                      to={href({ page: String(list.page - 1) })}
                      className={buttonClass({ variant: "outline", size: "sm" })}
                    >
                      Previous
                    </Link>
                  ) : (
                    <span />
                  )}
                  <span className="text-sm text-muted-fg">
                    Page {list.page} of {Math.ceil(list.total / list.pageSize)}
                  </span>
                  {list.page * list.pageSize < list.total ? (
                    <Link
                      to={href({ page: String(list.page + 1) })}
                      className={buttonClass({ variant: "outline", size: "sm" })}
                    >
                      Next
                    </Link>
                  ) : (
                    <span />
                  )}
                </nav>
              ) : null}
            </>
          )}
        </>
      ) : null}
      {view === "org" && org ? (
        org.length ? (
          <Card className="p-4">
            <OrgChart key={`${org.length}-${org[0]?.id}`} nodes={org} />
          </Card>
        ) : (
          <EmptyState title="No employees yet" />
        )
      ) : null}
    </section>
  );
}
