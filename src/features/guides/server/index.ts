export { seedGuides } from "./guides.seed.ts";
export { getGuide, listClients, listGuides, listUpcomingMeetups } from "./guides.service.ts";
