// What other code may call of the workspace slice's server side.
export { workspaceGate } from "./access.ts";
export {
  attachDeliveryFile,
  countTasksIn,
  createDeliveryTree,
  deliveryWorkspaces,
  removeDeliveryTask,
  saveDeliveryTask,
  workspaceListUrl,
} from "./delivery-import.ts";
export { closeLiveStreams, pruneWorkspaceEvents } from "./live.ts";
export { seedWorkspaceDemo } from "./workspace.seed.ts";
