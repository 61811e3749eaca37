import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/**
 * The server's renderer for static islands (ui/static-island.tsx), given to them through
 * StaticMarkupContext by the server entry. An island holds the same markup for every request, so its
 * HTML is rendered once per process and reused: a render of the home page then skips most of its
 * ~1,000 elements. The first request renders the island's children as usual and, once that render
 * is done, the island is rendered on its own (React cannot start a render inside another one); from
 * then on its stored HTML is used. A router context is all their links need. With `fresh`
 * (development) nothing is stored, so edits show at once.
 */
export function createStaticMarkupRenderer({ fresh = false }: { fresh?: boolean } = {}) {
  const rendered = new Map<string, string>();
  const pending = new Set<string>();
  return function renderStatic(id: string, children: ReactNode): string | null {
    const stored = rendered.get(id);
    if (stored !== undefined || fresh || pending.has(id)) return stored ?? null;
    pending.add(id);
    setImmediate(() => {
      try {
        rendered.set(id, renderToStaticMarkup(<MemoryRouter>{children}</MemoryRouter>));
      } finally {
        pending.delete(id);
      }
    });
    return null;
  };
}
