// Given to Node with `--import` by `npm start` (and a process manager, docs/deploy.md): the server's
// `.ts` files load from the build's stripped copies (stripped-sources.js explains why).
import path from "node:path";
import { registerStrippedSources } from "./stripped-sources.js";

// BUILD_DIR: the same variable src/server.ts reads the build from.
registerStrippedSources(path.resolve(process.env.BUILD_DIR ?? "build"));
