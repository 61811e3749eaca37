import { Hono } from "hono";
import type { HonoEnv } from "#src/platform/http/session.ts";

/** /api/government */
export const governmentApi = new Hono<HonoEnv>();
