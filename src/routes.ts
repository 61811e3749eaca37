import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// The whole product's page map: this and src/server.ts are the only files that list the slices.
export default [
  route("sitemap.xml", "features/marketing/pages/sitemap.ts"),
  route("robots.txt", "features/marketing/pages/robots.ts"),
  layout("features/marketing/pages/site-layout.tsx", [
    index("features/marketing/pages/home.tsx"),
    route("thank-you", "features/marketing/pages/thank-you.tsx"),
    route("contact", "features/marketing/pages/contact.tsx"),
    route("about", "features/marketing/pages/about.tsx"),
    route("services", "features/marketing/pages/services.tsx"),
    route("work", "features/marketing/pages/work.tsx"),
    route("case-study/:slug", "features/marketing/pages/case-study.tsx"),
    route("blog", "features/content/pages/blog.tsx"),
    route("blog/:slug", "features/content/pages/blog-post.tsx"),
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
