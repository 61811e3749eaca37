// Generates TypeScript types from an OpenAPI document with openapi-typescript, as an API client
// would: `node tests/helpers/openapi-types.mjs <openapi.json> <out.d.ts>`.
// openapi-typescript builds its output with the TypeScript 5 compiler API, which TypeScript 7 (the
// project's compiler) no longer has: its `import "typescript"` is sent to the `typescript-5` alias.
import fs from "node:fs";
import { register } from "node:module";
import { pathToFileURL } from "node:url";

const hook = `export async function resolve(specifier, context, next) {
  if (specifier === "typescript" && context.parentURL?.includes("/openapi-typescript/"))
    return next("typescript-5", context);
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

const [input, output] = process.argv.slice(2);
const { default: openapiTS, astToString } = await import("openapi-typescript");
const ast = await openapiTS(pathToFileURL(input));
fs.writeFileSync(output, astToString(ast));
