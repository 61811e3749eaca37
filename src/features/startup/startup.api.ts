import { Hono } from "hono";
import type { HonoEnv } from "#src/platform/http/session.ts";

/** /api/startup */
export const startupApi = new Hono<HonoEnv>();
