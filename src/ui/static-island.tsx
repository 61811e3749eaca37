import { type MouseEvent, type ReactNode, useContext, useState } from "react";
import { useNavigate } from "react-router";
import { StaticMarkupContext } from "./static-markup.ts";

/**
 * Markup that has no state and no handlers of its own, rendered on the server and not hydrated.
 *
 * Hydrating a long page costs the phone main-thread time for every element, even ones that will
 * never change. On the first load this wrapper takes the server's markup as it is (read back from
 * the DOM and handed to React as the same `dangerouslySetInnerHTML`, so React neither walks nor
 * patches it); after a client-side navigation there is no server markup, so it renders `children`.
 * Links inside are plain `<a>` elements when not hydrated: one delegated click handler sends
 * same-origin ones through the router, so they still navigate without a page load.
 *
 * On the server the island's markup is rendered once per process and reused (the server entry
 * provides StaticMarkupContext, platform/http/static-markup.tsx): the same bytes for every visitor,
 * so a page render does not rebuild them. An id therefore names one content; two islands with the same id must hold the same children.
 *
 * Only for content that is the same on server and client, and for every request: anything stateful
 * or per-visit inside would be frozen at its first rendered form.
 */
export function StaticIsland({ id, children }: { id: string; children: ReactNode }) {
  const navigate = useNavigate();
  const renderStatic = useContext(StaticMarkupContext);
  const [serverHtml] = useState(() =>
    typeof document === "undefined"
      ? (renderStatic?.(id, children) ?? null)
      : (document.getElementById(id)?.innerHTML ?? null),
  );

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = routerLinkTarget(event);
    if (target === null) return;
    event.preventDefault();
    navigate(target);
  };

  if (serverHtml === null) {
    return (
      <div id={id} data-static-island="" className="contents">
        {children}
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only delegates the clicks of the links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter, so keyboard use is covered
    <div
      id={id}
      data-static-island=""
      className="contents"
      onClick={onClick}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup (rendered from this island's children), read back unchanged
      dangerouslySetInnerHTML={{ __html: serverHtml }}
    />
  );
}

/** The in-app path a click on a plain link should go to through the router, or null to let it be. */
function routerLinkTarget(event: {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  if (anchor.hasAttribute("download") || anchor.origin !== window.location.origin) return null;
  // Same-page fragments (#madlib-section) keep the browser's own scrolling.
  if (
    anchor.pathname === window.location.pathname &&
    anchor.search === window.location.search &&
    anchor.hash
  ) {
    return null;
  }
  return anchor.pathname + anchor.search + anchor.hash;
}
