import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "../db/db.ts";
import { account, session, user, verification } from "./auth.tables.ts";

/** The header our HTTP layer sets from the socket (or the trusted proxy); clients cannot supply it. */
export const CLIENT_IP_HEADER = "x-client-ip";

export type AuthOptions = {
  db: Db;
  secret: string;
  baseUrl: string;
  trustedOrigins?: string[];
  sendVerificationEmail: (data: { email: string; url: string }) => Promise<void>;
};

export function createAuth(opts: AuthOptions) {
  return betterAuth({
    appName: "Agency Platform",
    baseURL: opts.baseUrl,
    basePath: "/api/auth",
    secret: opts.secret,
    trustedOrigins: opts.trustedOrigins ?? [],
    database: drizzleAdapter(opts.db, {
      provider: "pg",
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // Sign-up asks the user to verify the email but does not block sign-in: an unverified account may
      // use the site and its tools, and only a staff role waits for a verified address.
      requireEmailVerification: false,
      autoSignIn: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user: u, url }) => {
        await opts.sendVerificationEmail({ email: u.email, url });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    // Our HTTP layer rate-limits sign-in and sign-up in front of this handler (shared counters).
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: opts.baseUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
