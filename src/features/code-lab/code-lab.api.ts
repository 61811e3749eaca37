import { Hono } from "hono";
import type { HonoEnv } from "#src/platform/http/session.ts";

/** /api/code-lab */
export const codeLabApi = new Hono<HonoEnv>();
