import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { withToaster } from "#src/ui/island-toaster.tsx";
import { ResourceOffer } from "./resource-offer.tsx";

// /thank-you's free guide form, hydrated without the router (decision 051),
// with the page's toaster.
const Form = withToaster(ResourceOffer);

mountIslands<Parameters<typeof ResourceOffer>[0]>("resource-offer", (el, props) =>
  hydrateIsland(el, Form, props),
);
