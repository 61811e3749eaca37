import type { ComponentType } from "react";
import { useRouterPage } from "./static-page.ts";

/**
 * An interactive part of a page that hydrates no router (decision 051): the server renders
 * `Component` with `props` inside `<div data-island="name" data-props="…">`, and the island's module
 * (`<name>.island.ts(x)`, named by the page route's `handle = withIslands("name")`) mounts it in
 * the browser with the same props (src/platform/islands/runtime.ts). Props must be JSON.
 * A `plain` island is a vanilla script that reads the server's HTML: its props are not written.
 * On a page that hydrates the router the component is ordinary React, the wrapper inert.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  plain = false,
}: {
  name: string;
  plain?: boolean;
  component: ComponentType<P>;
  props: P;
}) {
  const router = useRouterPage();
  return (
    <div
      className="contents"
      data-island={router ? undefined : name}
      data-hydrates={router ? undefined : name}
      data-props={router || plain ? undefined : JSON.stringify(props)}
    >
      <Component {...props} />
    </div>
  );
}
