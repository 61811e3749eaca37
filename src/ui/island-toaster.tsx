import { type ComponentType, useEffect, useState } from "react";
import { showPageMessages } from "./page-messages.ts";
import { Toaster } from "./toaster.tsx";

/**
 * The toaster of a page that hydrates no router (decision 051), rendered inside its island and
 * themed as the page is when it mounts (sonner loads then). It also shows what the router's root
 * shows elsewhere: a message a static page left (a sign-out, the home form's success before
 * /thank-you) and the verified address of `?verified=1`. One per page.
 */
export function IslandToaster() {
  const [theme, setTheme] = useState<"dark" | "light" | null>(null);
  useEffect(() => {
    setTheme(document.documentElement.classList.contains("dark") ? "dark" : "light");
    showPageMessages(location.search);
  }, []);
  return theme ? <Toaster theme={theme} /> : null;
}

/**
 * `Component` with the page's toaster beside it, for an island module to hydrate: the toaster
 * renders nothing on the server and while hydrating, so the island's HTML is the component's.
 */
export function withToaster<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function WithToaster(props: P) {
    return (
      <>
        <IslandToaster />
        <Component {...props} />
      </>
    );
  };
}
