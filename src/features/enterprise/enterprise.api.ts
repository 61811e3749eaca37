import { Hono } from "hono";
import type { HonoEnv } from "#src/platform/http/session.ts";

/** /api/enterprise */
export const enterpriseApi = new Hono<HonoEnv>();
