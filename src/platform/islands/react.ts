import { type ComponentType, createElement, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";

// React islands (decision 051): React and React DOM's client, without React Router. The component
// must render, from its props alone, exactly what the server rendered inside the island's element
// (src/ui/island.tsx): no router hooks, no loader data, no context the server gave it, no `useId`
// (the server's ids depend on the whole page's tree).

function Ready({ onReady, children }: { onReady: () => void; children?: ReactNode }) {
  useEffect(() => onReady(), [onReady]);
  return children;
}

/** Hydrates `el`'s server-rendered content as `Component` with `props`; resolves once hydrated. */
export function hydrateIsland<P extends object>(
  el: HTMLElement,
  Component: ComponentType<P>,
  props: P,
): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(el, createElement(Ready, { onReady: () => resolve() }, createElement(Component, props)), {
      onRecoverableError: (err) => console.error("island hydration", err),
    });
  });
}
