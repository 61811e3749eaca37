import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { withToaster } from "#src/ui/island-toaster.tsx";
import { DiscoveryBooking } from "./discovery-booking.tsx";

// /discovery's booker, hydrated without the router (decision 051), with the page's toaster.
const Booking = withToaster(DiscoveryBooking);

mountIslands<Parameters<typeof DiscoveryBooking>[0]>("discovery-booking", (el, props) =>
  hydrateIsland(el, Booking, props),
);
