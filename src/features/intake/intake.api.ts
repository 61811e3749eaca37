import { Hono } from "hono";
import type { HonoEnv } from "#src/platform/http/session.ts";

/** /api/intake */
export const intakeApi = new Hono<HonoEnv>();
