// The home page's full layout before a fragment scroll, kept in lib/ (see there).
export { layOutAllSections } from "#src/lib/full-layout.ts";
