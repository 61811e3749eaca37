// What other slices and the root route may call of the site slice on the server.
export { loadShellData } from "./shell.server.ts";
export { getSiteSettings, saveSiteSettings } from "./site-settings.service.ts";
