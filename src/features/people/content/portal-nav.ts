/** The sidebar 'Employee Portal', top to bottom. */
export const PORTAL_NAV = [
  { to: "/employee/dashboard", label: "Dashboard", icon: "dashboard" },
  { to: "/employee/profile", label: "Profile", icon: "profile" },
  { to: "/employee/schedule", label: "Schedule", icon: "schedule" },
  { to: "/employee/time-off", label: "Time Off", icon: "time-off" },
  { to: "/employee/goals", label: "Goals", icon: "goals" },
  { to: "/employee/reviews", label: "Reviews", icon: "reviews" },
  { to: "/employee/handbook", label: "Handbook", icon: "handbook" },
  { to: "/employee/organization", label: "Organization", icon: "organization" },
  { to: "/employee/flare-canvas", label: "FLARE designs", icon: "designs" },
] as const;

export type PortalNavIcon = (typeof PORTAL_NAV)[number]["icon"];
