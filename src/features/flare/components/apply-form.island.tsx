import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { withToaster } from "#src/ui/island-toaster.tsx";
import { ApplyForm } from "./apply-form.tsx";

// /flare/apply's application form, hydrated without the router (decision 051),
// with the page's toaster.
const Form = withToaster(ApplyForm);

mountIslands<Record<string, never>>("apply-form", (el, props) => hydrateIsland(el, Form, props));
