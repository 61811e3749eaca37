/**
 * Where a sign-out starts decides where the visitor lands and which words they read:
 * - `site`: the public header's account menu. Goes to /auth, "Successfully logged out"; a failure
 *   shows the server's message or "Error logging out".
 * - `drawer`: the public mobile drawer. The same texts, but it lands on the home page.
 * - `portal`: the employee portal's sidebar. Goes to /auth, "Successfully logged out"; a failure
 *   shows the server's message or "Failed to log out".
 * - `command-center`: the Command Center's user menu. Goes to /auth, "Successfully signed out"; a
 *   failure reads "Error signing out: <message>".
 */
export type SignOutPlace = "site" | "drawer" | "portal" | "command-center";

type SignOutTexts = { to: "/auth" | "/"; success: string; failure: (message: string) => string };

export const SIGN_OUT_TEXTS: Record<SignOutPlace, SignOutTexts> = {
  site: { to: "/auth", success: "Successfully logged out", failure: (m) => m || "Error logging out" },
  drawer: { to: "/", success: "Successfully logged out", failure: (m) => m || "Error logging out" },
  portal: { to: "/auth", success: "Successfully logged out", failure: (m) => m || "Failed to log out" },
  "command-center": {
    to: "/auth",
    success: "Successfully signed out",
    failure: (m) => `Error signing out: ${m}`,
  },
};
