export { bookMeeting, listSlots } from "./booking.service.ts";
