import { Hono } from "hono";
import type { HonoEnv } from "#src/platform/http/session.ts";

/** /api/guides */
export const guidesApi = new Hono<HonoEnv>();
