import { Hono } from "hono";
import type { HonoEnv } from "#src/platform/http/session.ts";

/** /api/ventures */
export const venturesApi = new Hono<HonoEnv>();
