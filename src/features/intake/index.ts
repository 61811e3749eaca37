// The intake slice's public entry for the browser side: the CRM's lead page lists the lead's meetings.
export { LeadMeetings } from "./components/lead-meetings.tsx";
