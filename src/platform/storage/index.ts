export { createStorage } from "./storage.ts";
