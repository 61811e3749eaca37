import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { withToaster } from "#src/ui/island-toaster.tsx";
import { PitchForm } from "./pitch-form.tsx";

// /ventures/pitch's two-step form, hydrated without the router (decision 051), with the page's
// toaster.
const Form = withToaster(PitchForm);

mountIslands<Record<string, never>>("pitch-form", (el, props) => hydrateIsland(el, Form, props));
