import type { ReactNode } from "react";

export const th = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted-fg";
// Below the sm breakpoint each row is a stacked card; from sm up, a normal table.
export const td = "block align-top text-sm sm:table-cell sm:px-4 sm:py-3";
export const tr = "grid gap-2 p-4 sm:table-row sm:p-0";
export const thead = "sr-only border-b border-border sm:not-sr-only sm:table-header-group";

/** A visible column name for the stacked (phone) layout; the table header names it for assistive tech. */
export const MobileLabel = ({ text }: { text: string }) => (
  <span
    aria-hidden="true"
    className="mr-2 text-xs font-semibold uppercase tracking-wide text-muted-fg sm:hidden"
  >
    {text}
  </span>
);

/** A results table under its heading, in a keyboard-reachable scroll area. */
export function ResultsTable({
  caption,
  label,
  children,
}: {
  caption: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-3">
      <h3 className="text-xl font-bold">{caption}</h3>
      <section
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-border"
      >
        <table className="w-full border-collapse bg-card sm:min-w-[36rem]">
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </section>
    </div>
  );
}

/** The header row of a results table. */
export function ResultsHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className={thead}>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col" className={th}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}
