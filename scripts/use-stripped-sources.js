// Given to Node with `--import` by `npm start` (and a process manager, docs/deploy.md): the server's
// `.ts` files load from the build's stripped copies (stripped-sources.js explains why).
import module from "node:module";
import path from "node:path";
import { registerStrippedSources } from "./stripped-sources.js";

// Node's on-disk code cache (V8 bytecode of every module this process loads, kept by file and
// source hash, so a changed file is compiled again): a warm start skips most compiling
// (decision 052). NODE_COMPILE_CACHE picks its folder (default: the OS's temp folder) and
// NODE_DISABLE_COMPILE_CACHE=1 turns it off; a folder that cannot be written only costs the saving.
module.enableCompileCache?.();

// BUILD_DIR: the same variable src/server.ts reads the build from.
registerStrippedSources(path.resolve(process.env.BUILD_DIR ?? "build"));
