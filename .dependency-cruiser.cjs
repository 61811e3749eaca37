/**
 * Import rules checked by `npm run check` (dependency-cruiser). Each rule states the boundary it
 * keeps; a violation fails the check with the rule's name and comment.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "No import cycles: a module never depends on itself through others (cycles break load order and tree-shaking).",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "slice-public-entry",
      severity: "error",
      comment:
        "A slice reaches another slice only through its public entries: <slice>.contract.ts (types and schemas), index.ts (browser-side hooks and components) and server/index.ts (server functions). Relative paths count too.",
      from: { path: "^src/features/([^/]+)/", pathNot: "\\.test\\.tsx?$" },
      to: {
        path: "^src/features/([^/]+)/",
        pathNot: [
          "^src/features/$1/",
          "^src/features/[^/]+/[^/]+\\.contract\\.ts$",
          "^src/features/[^/]+/index\\.ts$",
          "^src/features/[^/]+/server/index\\.ts$",
        ],
      },
    },
    {
      name: "platform-not-to-features",
      severity: "error",
      comment: "The platform serves every slice and never imports one.",
      from: { path: "^src/platform/" },
      to: { path: "^src/features/" },
    },
    {
      name: "shared-code-not-to-features-or-platform",
      severity: "error",
      comment:
        "ui/ and lib/ are shared by browser and server code: they import neither a slice nor the platform.",
      from: { path: "^src/(ui|lib)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^src/(features|platform)/" },
    },
    {
      name: "content-holds-data",
      severity: "error",
      comment:
        "Content files hold data (copy, options, demo records) and import no component: the components import the content.",
      from: { path: "^src/features/[^/]+/content/" },
      to: { path: "(^src/features/[^/]+/(components|pages)/|^src/ui/|\\.tsx$)" },
    },
    {
      name: "not-to-tests",
      severity: "error",
      comment: "Product code never imports test code or test helpers.",
      from: { path: "^(src|db|scripts)/", pathNot: ["\\.test\\.tsx?$", "\\.testing\\.ts$"] },
      to: { path: "(\\.test\\.tsx?$|^tests/)" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "Every import resolves to a file or an installed package.",
      from: {},
      // React Router's generated route types (./+types/<route>) exist only after typegen.
      to: { couldNotResolve: true, pathNot: "^\\./\\+types/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.react-router)/" },
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
