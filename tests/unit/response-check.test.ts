import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ANSWERS, type EndpointSchemas } from "#src/lib/endpoints.ts";
import { checkResponses, RESPONSE_SCHEMA_CODE } from "#src/platform/http/response-check.ts";
import { silentLogger } from "#src/platform/log/logger.ts";

/** A tiny API whose handlers answer right or wrong, behind the check as the server mounts it. */
function app(schemas: EndpointSchemas) {
  const api = new Hono();
  api.use("*", checkResponses(schemas, silentLogger));
  api.get("/items/:id", (c) => c.json({ id: c.req.param("id"), at: new Date(0) }));
  api.get("/wrong/:id", (c) => c.json({ id: 7 }));
  api.get("/export", (c) => c.body("a,b\n1,2\n", 200, { "content-type": "text/csv; charset=utf-8" }));
  api.get("/json-export", (c) => c.json({ rows: [] }));
  api.get("/files/:type", (c) => c.body("x", 200, { "content-type": c.req.param("type").replace("-", "/") }));
  api.delete("/items/:id", (c) => c.body(null, 204));
  api.get("/refused", (c) => c.json({ error: "No", code: "forbidden" }, 403));
  return api;
}

const item = z.strictObject({ id: z.string(), at: z.iso.datetime() });

describe("checkResponses: every answer held to its documented response", () => {
  const api = app({
    "GET /items/:id": { response: item },
    "GET /wrong/:id": { response: item },
    "GET /export": { response: ANSWERS.csv },
    "GET /json-export": { response: ANSWERS.csv },
    "GET /files/:type": { response: ANSWERS.file },
    "DELETE /items/:id": { response: ANSWERS.empty },
    "GET /refused": { response: item },
  });

  it("passes an answer that matches its schema as sent (a date as an ISO string)", async () => {
    const res = await api.request("/items/a1");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: "a1", at: "1970-01-01T00:00:00.000Z" });
  });

  it("turns an answer that differs into a 500 naming each difference", async () => {
    const res = await api.request("/wrong/a1");
    expect(res.status).toBe(500);
    const body = (await res.json()) as { code: string; problems: string[] };
    expect(body.code).toBe(RESPONSE_SCHEMA_CODE);
    expect(body.problems.join("\n")).toMatch(/^id: .*string/m);
    expect(body.problems.join("\n")).toMatch(/^at: /m);
  });

  it("checks a download's media type, and that a declared download is not JSON", async () => {
    expect((await api.request("/export")).status).toBe(200);
    const res = await api.request("/json-export");
    expect(res.status).toBe(500);
    expect(((await res.json()) as { problems: string[] }).problems).toEqual([
      "answered JSON, but the document names no JSON answer",
    ]);
  });

  it("passes a stored file under whatever type it was stored with, and a type within a range", async () => {
    for (const type of ["application-pdf", "text-calendar", "application-json"])
      expect((await api.request(`/files/${type}`)).status, type).toBe(200);
    const images = app({
      "GET /files/:type": { response: { mediaType: "image/*", description: "An image" } },
    });
    expect((await images.request("/files/image-png")).status).toBe(200);
    const res = await images.request("/files/text-html");
    expect(res.status).toBe(500);
    expect(((await res.json()) as { problems: string[] }).problems).toEqual([
      "answered text/html, not image/*",
    ]);
  });

  it("passes an empty answer and leaves refusals to the error schema", async () => {
    expect((await api.request("/items/a1", { method: "DELETE" })).status).toBe(204);
    expect((await api.request("/refused")).status).toBe(403);
  });

  it("leaves an endpoint without a declaration alone", async () => {
    const bare = app({});
    expect((await bare.request("/wrong/a1")).status).toBe(200);
  });
});
