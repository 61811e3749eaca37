import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// The whole product's page map: this and src/server.ts are the only files that list the slices.
export default [
  layout("features/marketing/pages/site-layout.tsx", [
    index("features/marketing/pages/home.tsx"),
    route("auth", "features/identity/pages/auth.tsx"),
    route("admin/login", "features/identity/pages/admin-login.tsx"),
    route("employee/login", "features/identity/pages/employee-login.tsx"),
    route("profile", "features/identity/pages/profile.tsx"),
    route("settings", "features/identity/pages/settings.tsx"),
    route("__test/error", "features/marketing/pages/test-error.tsx"),
    route("*", "features/marketing/pages/not-found.tsx"),
  ]),
  route("admin", "features/identity/pages/admin-redirect.tsx"),
  ...prefix("command-center", [
    index("features/command-center/pages/overview.tsx"),
    route("outbox", "features/command-center/pages/outbox.tsx"),
  ]),
  route("employee", "features/people/pages/portal-layout.tsx", [
    index("features/people/pages/portal-index.tsx"),
    route("dashboard", "features/people/pages/dashboard.tsx"),
    route("*", "features/people/pages/portal-index.tsx", { id: "employee-unknown" }),
  ]),
] satisfies RouteConfig;
