// What other slices may call on the server (FLARE: the feature bundles, the pitch engine's bundle
// matching and the stored analyses behind "Open in FLARE").
export { FEATURE_BUNDLES, type FeatureBundle } from "../content/feature-bundles.ts";
export { planBundles } from "./pitch-engine.ts";
export { readAnalysisForFlare } from "./startup.service.ts";
