// What other slices may call of the ventures slice's server side.
export { countPitchesSince, latestPitchEvents } from "./pitch-events.ts";
