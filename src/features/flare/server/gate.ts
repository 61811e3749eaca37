import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import type { RouterContextProvider } from "react-router";
import type { AppServices } from "#src/platform/http/app-context.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { unauthorized } from "#src/platform/http/errors.ts";
import { actorForRequest } from "#src/platform/http/page-guard.ts";
import type { GateCheck } from "#src/platform/http/permissions.ts";
import { type Actor, actorOf, getActor, type HonoEnv } from "#src/platform/http/session.ts";
import { FLARE_MESSAGES as M } from "../flare.contract.ts";

/**
 * The canvas password gate (docs/decisions/027-flare-canvas-gate.md): the server checks the password and sets a signed,
 * http-only cookie. The cookie holds a random canvas session id and its expiry, signed with the
 * server's secret and a fingerprint of the password: changing FLARE_CANVAS_PASSWORD locks every
 * browser out again. The session id keys the projects this browser holds (flare_design_grants).
 */
export const CANVAS_COOKIE = "flare_canvas";
export const CANVAS_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
const TOKEN_VERSION = "v1";

/** Who is using the canvas: a signed-in employee (every design) or a gated browser (its own). */
export type FlareCaller = { kind: "staff"; actor: Actor } | { kind: "canvas"; sessionId: string };

export const callerLabel = (caller: FlareCaller) =>
  caller.kind === "staff" ? caller.actor.user.email : "flare-canvas";

const fingerprint = (password: string) =>
  createHash("sha256").update(`flare:${password}`).digest("hex").slice(0, 16);
const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(payload).digest("base64url");

function payloadOf(sessionId: string, expiresAt: number, password: string): string {
  return `${TOKEN_VERSION}|${sessionId}|${expiresAt}|${fingerprint(password)}`;
}

export function issueCanvasToken(
  secret: string,
  password: string,
  now = Date.now(),
): { token: string; sessionId: string } {
  const sessionId = randomBytes(24).toString("base64url");
  const expiresAt = Math.floor(now / 1000) + CANVAS_COOKIE_MAX_AGE_S;
  const signature = sign(secret, payloadOf(sessionId, expiresAt, password));
  return { token: `${TOKEN_VERSION}.${sessionId}.${expiresAt}.${signature}`, sessionId };
}

/** The canvas session id of a valid, unexpired token signed for the current password, else null. */
export function verifyCanvasToken(
  secret: string,
  password: string | undefined,
  token: string | undefined,
  now = Date.now(),
): string | null {
  if (!token || !password) return null;
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== TOKEN_VERSION) return null;
  const [, sessionId = "", exp = "", signature = ""] = parts;
  if (!/^[A-Za-z0-9_-]{32}$/.test(sessionId) || !/^\d{1,12}$/.test(exp)) return null;
  const expected = Buffer.from(sign(secret, payloadOf(sessionId, Number(exp), password)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(exp) * 1000 <= now) return null;
  return sessionId;
}

/** Constant-time password comparison (both sides hashed to the same length first). */
export function passwordMatches(given: string, expected: string | undefined): boolean {
  if (!expected) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

export async function cookieSecret(services: AppServices): Promise<string> {
  return (await services.auth.$context).secret;
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function canvasCookie(token: string, secure: boolean): string {
  return `${CANVAS_COOKIE}=${token}; Path=/; Max-Age=${CANVAS_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearedCanvasCookie(secure: boolean): string {
  return `${CANVAS_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

async function canvasSessionOf(services: AppServices, cookieHeader: string | null | undefined) {
  const token = readCookie(cookieHeader, CANVAS_COOKIE);
  if (!token) return null;
  return verifyCanvasToken(await cookieSecret(services), services.config.flareCanvasPassword, token);
}

function callerFrom(actor: Actor | null, sessionId: string | null): FlareCaller | null {
  if (actor?.roles.includes("employee")) return { kind: "staff", actor };
  if (sessionId) return { kind: "canvas", sessionId };
  return null;
}

const callers = new WeakMap<Request, Promise<FlareCaller | null>>();

/** The FLARE caller of an API request (memoised per request): employee first, then the cookie. */
export function flareCallerOf(c: Context<HonoEnv>): Promise<FlareCaller | null> {
  let caller = callers.get(c.req.raw);
  if (!caller) {
    caller = (async () =>
      callerFrom(await actorOf(c), await canvasSessionOf(c.get("services"), c.req.header("cookie"))))();
    callers.set(c.req.raw, caller);
  }
  return caller;
}

/** The gate of every FLARE canvas endpoint (registered as gate:flare-canvas in src/server.ts). */
export const flareCanvasGate: GateCheck = async (c) => {
  if (!(await flareCallerOf(c))) throw unauthorized(M.locked);
};

/** The API handler's caller, after the gate has admitted it. */
export async function requireFlareCaller(c: Context<HonoEnv>): Promise<FlareCaller> {
  const caller = await flareCallerOf(c);
  if (!caller) throw unauthorized(M.locked);
  return caller;
}

/** The same for a page loader: null when the browser has not passed the gate and is not staff. */
export async function flareCallerForRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<FlareCaller | null> {
  const { services } = getRequestState(context);
  return callerFrom(
    await actorForRequest(request, context),
    await canvasSessionOf(services, request.headers.get("cookie")),
  );
}

/** The same from bare request headers (the live canvas socket's upgrade request). */
export async function flareCallerOfHeaders(
  services: AppServices,
  headers: Headers,
): Promise<FlareCaller | null> {
  return callerFrom(
    await getActor(services, headers),
    await canvasSessionOf(services, headers.get("cookie")),
  );
}
