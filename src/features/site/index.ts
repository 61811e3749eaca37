// The site slice's public entry for the browser side: what other slices may use of the shell.
// Server code is in ./server/index.ts, schemas in ./site.contract.ts, the shell's schema-free types in ./shell.contract.ts.
export { ErrorScreen } from "./components/error-screen.tsx";
export { useOptionalShell, useScrollToContact, useShell } from "./components/use-shell.ts";
export { useSignOut } from "./components/use-sign-out.ts";
export { CONTACT_ANCHOR } from "./content/navigation.ts";
