// /command-center itself: the Analytics tab's Traffic Overview, under the Command Center's own title
// (the header shows "Command Center" at the root, "User Traffic" at analytics/user-traffic).
export { default, ErrorBoundary, loader, meta } from "./traffic.tsx";
export const handle = { title: "Command Center" };
