import { Hono } from "hono";
import type { HonoEnv } from "#src/platform/http/session.ts";

/** /api/marketing: the home contact form, the contact page, resource requests. */
export const marketingApi = new Hono<HonoEnv>();
