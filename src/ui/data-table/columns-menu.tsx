import { Columns3 } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Button } from "../button.tsx";
import type { StaffTable } from "./table-model.ts";

/** The Columns menu: a checkbox per column that may be hidden. */
export function ColumnsMenu({ table, headerOf }: { table: StaffTable; headerOf: (id: string) => string }) {
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  if (hideable.length <= 1) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" size="md">
          <Columns3 aria-hidden="true" className="h-4 w-4" />
          Columns
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-lg border border-border bg-card p-1 text-fg shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-muted-fg">
            Visible columns
          </DropdownMenu.Label>
          {hideable.map((column) => (
            <DropdownMenu.CheckboxItem
              key={column.id}
              checked={column.getIsVisible()}
              // The menu stays open so several columns can be toggled in a row.
              onSelect={(e) => e.preventDefault()}
              onCheckedChange={(value) => column.toggleVisibility(Boolean(value))}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted"
            >
              <span
                aria-hidden="true"
                className="flex h-4 w-4 items-center justify-center rounded border border-border"
              >
                <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
              </span>
              {headerOf(column.id)}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
