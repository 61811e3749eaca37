import { Form } from "react-router";
import { Button } from "#src/ui/button.tsx";
import { DEVICE_WIDTHS, DEVICES, type Device, type RangeDays } from "../../analytics.contract.ts";

/** Which page and device the heatmap shows (kept in the address with the tab and the range). */
export function HeatmapFilters({
  pages,
  page,
  device,
  tab,
  days,
}: {
  pages: string[];
  page: string;
  device: Device;
  tab: string;
  days: RangeDays;
}) {
  const pageOptions = pages.includes(page) ? pages : [page, ...pages].sort();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="tab" value={tab} />
      <input type="hidden" name="days" value={days} />
      <label className="grid gap-1 text-sm font-medium">
        Page
        <select name="page" defaultValue={page} className="h-9 rounded-md border border-border bg-bg px-2">
          {pageOptions.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium">
        Device
        <select
          name="device"
          defaultValue={device}
          className="h-9 rounded-md border border-border bg-bg px-2"
        >
          {DEVICES.map((d) => (
            <option key={d} value={d}>
              {d[0]!.toUpperCase() + d.slice(1)} ({DEVICE_WIDTHS[d]} px)
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm">
        Show
      </Button>
    </Form>
  );
}
