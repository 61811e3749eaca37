import type { Config } from "#src/platform/config/config.ts";
import { DEMO_ACCOUNTS } from "./identity.seed.ts";

/** The demo accounts a sign-in page may show: only in demo mode. */
export function demoAccountsFor(config: Config) {
  return config.demo
    ? DEMO_ACCOUNTS.map((a) => ({ label: a.label, email: a.email, password: a.password }))
    : [];
}
