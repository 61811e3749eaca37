// What other code may call of the workspace slice's server side.
export { workspaceGate } from "./access.ts";
export { closeLiveStreams, pruneWorkspaceEvents } from "./live.ts";
export { seedWorkspaceDemo } from "./workspace.seed.ts";
