// What the rest of the product may call: the canvas gate (registered in src/server.ts) and the
// point templates seed (db/seed.ts).

export { startFlareCollab } from "./collab.ts";
export { flareCanvasGate } from "./gate.ts";
export { seedPointTemplates } from "./point-templates.service.ts";
export { seedFlareRates } from "./rates.service.ts";
