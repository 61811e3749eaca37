import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { withToaster } from "#src/ui/island-toaster.tsx";
import { ContactForm } from "./contact-form.tsx";

// /contact's message form, hydrated without the router (decision 051),
// with the page's toaster.
const Form = withToaster(ContactForm);

mountIslands<Parameters<typeof ContactForm>[0]>("contact-form", (el, props) =>
  hydrateIsland(el, Form, props),
);
