import type { ComponentType } from "react";
import { useRouterPage } from "./static-page.ts";

/** When an island hydrates: at once, when the browser is idle, or when it is about to be seen or used. */
export type IslandHydrate = "load" | "idle" | "visible";

/**
 * An interactive part of a page that hydrates no router (decision 051): the server renders
 * `Component` with `props` inside `<div data-island="name" data-props="…">`, and the island's module
 * (`<name>.island.ts(x)`, named by the page route's `handle = withIslands("name")`) mounts it in
 * the browser with the same props (src/platform/islands/runtime.ts). Props must be JSON.
 * A `plain` island is a vanilla script that reads the server's HTML: its props are not written.
 * `hydrate` says when (decision 051, "Hydrating when needed"): `load` (the default) at once,
 * `idle` when the browser is next idle, `visible` when the part comes near the viewport or a
 * person presses, focuses or types in it, for parts below the fold; written as `data-hydrate`
 * (nothing for `load`), read by the runtime.
 * On a page that hydrates the router the component is ordinary React, the wrapper inert.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  plain = false,
  hydrate = "load",
}: {
  name: string;
  plain?: boolean;
  hydrate?: IslandHydrate;
  component: ComponentType<P>;
  props: P;
}) {
  const router = useRouterPage();
  return (
    <div
      className="contents"
      data-island={router ? undefined : name}
      data-hydrates={router ? undefined : name}
      data-hydrate={router || hydrate === "load" ? undefined : hydrate}
      data-props={router || plain ? undefined : JSON.stringify(props)}
    >
      <Component {...props} />
    </div>
  );
}
