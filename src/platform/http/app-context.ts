import { createContext, type RouterContextProvider } from "react-router";
import type { AiEngine } from "../ai/ai.ts";
import type { Auth } from "../auth/auth.ts";
import type { Config } from "../config/config.ts";
import type { Database, Db } from "../db/db.ts";
import type { Logger } from "../log/logger.ts";
import type { MailContext } from "../mail/mail-layout.ts";
import type { FileService } from "../storage/file.service.ts";
import type { RateLimiter } from "./rate-limit.ts";

/** Everything a request handler, loader or job may use. Built once in src/server.ts. */
export type AppServices = {
  config: Config;
  logger: Logger;
  database: Database;
  db: Db;
  auth: Auth;
  rateLimiter: RateLimiter;
  files: FileService;
  /** Runs AI tasks: the built-in engines, or the configured LLM with fall-back. */
  ai: AiEngine;
  /**
   * The sender identity (MAIL_FROM, else the site settings' company name and email), PUBLIC_URL and
   * STAFF_EMAIL for email templates, read fresh so an admin's settings change applies at once.
   */
  mailContext: () => Promise<MailContext>;
  /** Wakes the mail dispatcher after a message was queued (no-op in tests). */
  kickMail: () => void;
  /** Wakes the CSV import job after an import was queued (no-op in tests). */
  kickImports: () => void;
};

export type RequestState = {
  services: AppServices;
  nonce: string;
  requestId: string;
  clientIp: string;
  /**
   * Which version of a page that exists in several (the home page's tagline) to render: chosen by
   * the render cache so it can keep each version; absent when the page is rendered uncached.
   */
  variant?: number;
};

// The server entry and the server build load separate copies of this module, so the key lives on
// globalThis: both copies must use the very same object (STACK-NOTES, "No value found for context").
const KEY = Symbol.for("agency.requestState");
const g = globalThis as unknown as Record<symbol, ReturnType<typeof createContext<RequestState>>>;
g[KEY] ??= createContext<RequestState>();
export const requestStateContext = g[KEY];

export function getRequestState(context: Readonly<RouterContextProvider>): RequestState {
  return context.get(requestStateContext);
}
