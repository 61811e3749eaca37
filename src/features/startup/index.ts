// The startup slice's public entry for the browser side: FLARE's feature hub shows the bundles.
export { FEATURE_BUNDLES, type FeatureBundle } from "./content/feature-bundles.ts";
