// What other slices may call of the intake slice's server side.
export { countBookingsSince, latestBookingEvents } from "./booking-events.ts";
export { leadMeetings } from "./lead-meetings.ts";
