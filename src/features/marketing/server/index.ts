export { getSiteSettings, saveSiteSettings } from "./site-settings.service.ts";
