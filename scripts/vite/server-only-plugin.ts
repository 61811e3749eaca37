import path from "node:path";
import type { Plugin } from "vite";

/**
 * Server-only code: modules that hold secrets, reach the database or the file system, or simply
 * have no business in a browser. Anything the browser bundle would pull in from these paths fails
 * the build. The same list is documented in ARCHITECTURE.md.
 * - src/platform/**            database, auth, mail, storage, jobs, HTTP plumbing; except
 *                              src/platform/islands/**, the island runtime (decision 051)
 * - src/features/<slice>/server/**  each slice's services, tables, emails, seeds
 * - any *.server.ts / *.server.tsx  a server-only module elsewhere (React Router's convention)
 * - db/** and src/server.ts    the schema, migrations and the process entry point
 * Route modules may import server code for their loaders and actions: React Router removes those
 * exports, and with them the imports, from the browser build before this check sees them.
 */
export function isServerOnly(relativePath: string): boolean {
  const p = relativePath.split(path.sep).join("/");
  return (
    (p.startsWith("src/platform/") && !p.startsWith("src/platform/islands/")) ||
    /^src\/features\/[^/]+\/server\//.test(p) ||
    /\.server\.tsx?$/.test(p) ||
    p.startsWith("db/") ||
    p === "src/server.ts"
  );
}

/** Fails the client build (and the dev server's browser requests) on an import of server-only code. */
export function serverOnlyImports(root: string): Plugin {
  return {
    name: "agency:server-only-imports",
    // Before Vite's own resolver, which would otherwise answer first and skip this check.
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      // The dependency scan reads route files before React Router strips their server code.
      if (!importer || (options as { scan?: boolean }).scan || importer.includes("/node_modules/"))
        return null;
      // Only our own files can be server-only: relative paths and the #src/ and #db/ aliases.
      if (!/^(\.|\/|#)/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      const file = resolved.id.split("?")[0] ?? "";
      if (!path.isAbsolute(file)) return null;
      const relative = path.relative(root, file);
      if (!relative.startsWith("..") && isServerOnly(relative)) {
        const from = path.relative(root, importer.split("?")[0] ?? importer);
        this.error(
          `${from} imports server-only ${relative.split(path.sep).join("/")} into the browser bundle. ` +
            "Move the code the browser needs into a contract, lib/ or the slice's index.ts, " +
            "or use it only in a loader or action.",
        );
      }
      return null;
    },
  };
}
