// The analytics slice's public entry for the browser side: the visitor tracker of public pages.
export { VisitorTracker } from "./components/visitor-tracker.tsx";
