export { analyzePitchBuiltIn, profilePitch } from "./pitch-engine.ts";
export { projectAnalyses, projectScopes } from "./startup.tables.ts";
