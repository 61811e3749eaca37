import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { Terminal } from "./terminal.tsx";

// /playground's terminal, hydrated without the router (decision 051).
mountIslands<Parameters<typeof Terminal>[0]>("playground-terminal", (el, props) =>
  hydrateIsland(el, Terminal, props),
);
