import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { withToaster } from "#src/ui/island-toaster.tsx";
import { TerminalApplication } from "./terminal-application.tsx";

// /ventures/apply's application terminal, hydrated without the router (decision 051),
// with the page's toaster.
const Form = withToaster(TerminalApplication);

mountIslands<Record<string, never>>("terminal-application", (el, props) => hydrateIsland(el, Form, props));
