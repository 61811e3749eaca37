import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { AUTHORING_MESSAGES as M } from "./content.contract.ts";
import { getBlogPost, listBlogPostSlugs, loadBlogIndex } from "./server/blog.service.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1000" } });
});
afterAll(async () => {
  await t.close();
});

async function signedIn(email: string, role?: "employee" | "workspace_user"): Promise<TestClient> {
  return (await t.signUp(email, role ? [role] : [])).c;
}

const draft = {
  title: "Shipping a Design System in Six Weeks",
  slug: "shipping-a-design-system",
  excerpt: "What we kept, what we cut, and how the tokens paid for themselves.",
  content: "## Why\n\nBecause every screen looked different.\n\n- Tokens first\n- Components second",
  tags: ["Design", "Engineering"],
  imageUrl: "/images/blog/default.svg",
};
const publicSlugs = async () => (await listBlogPostSlugs(t.db)).map((p) => p.slug);
const blogIndex = () => loadBlogIndex(t.db, { q: "", tags: [], page: 1 }, t.services.logger);

describe("blog authoring", () => {
  it("keeps a draft off /blog and the sitemap until it is published, and takes it off again", async () => {
    const editor = await signedIn("author@example.org", "employee");
    const created = await editor.post("/api/content/posts", draft);
    expect(created.status).toBe(201);
    const id = created.json.post.id;
    expect(created.json.post.published).toBe(false);
    expect(await publicSlugs()).not.toContain(draft.slug);
    expect(await getBlogPost(t.db, draft.slug)).toBeNull();

    const edited = await editor.put(`/api/content/posts/${id}`, {
      ...draft,
      title: "Shipping a Design System",
    });
    expect(edited.status).toBe(200);

    const published = await editor.post(`/api/content/posts/${id}/publish`, { published: true });
    expect(published.json.message).toBe(M.published);
    expect(await publicSlugs()).toContain(draft.slug);
    expect((await blogIndex()).posts.map((p) => p.title)).toContain("Shipping a Design System");
    expect(await getBlogPost(t.db, draft.slug)).toMatchObject({
      tags: ["Design", "Engineering"],
      author: "author",
    });

    await editor.post(`/api/content/posts/${id}/publish`, { published: false });
    expect(await publicSlugs()).not.toContain(draft.slug);
  });

  it("refuses bad posts with a message per field, a taken address, and a non-image upload", async () => {
    const editor = await signedIn("author2@example.org", "employee");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...draft, title: "" }, "title", M.title],
      [{ ...draft, slug: "Not A Slug" }, "slug", M.slug],
      [{ ...draft, excerpt: "x".repeat(301) }, "excerpt", M.excerpt],
      [{ ...draft, content: " " }, "content", M.content],
      [{ ...draft, tags: ["x".repeat(31)] }, "tags", M.tag],
      [{ ...draft, imageUrl: "javascript:alert(1)" }, "imageUrl", M.image],
      [{ ...draft, imageUrl: "//evil.example/x.png" }, "imageUrl", M.image],
    ];
    for (const [body, field, message] of cases) {
      const res = await editor.post("/api/content/posts", { ...body, slug: body.slug ?? `${draft.slug}-2` });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const key = Object.keys(res.json.fields).find((k) => k.split(".")[0] === field);
      expect(res.json.fields[key ?? field]).toBe(message);
    }
    const first = await editor.post("/api/content/posts", { ...draft, slug: "unique-address" });
    expect(first.status).toBe(201);
    const again = await editor.post("/api/content/posts", { ...draft, slug: "unique-address" });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(M.slugTaken);

    const form = new FormData();
    form.set("image", new File([new TextEncoder().encode("not an image")], "x.png", { type: "image/png" }));
    const upload = await editor.request("POST", "/api/content/images", form);
    expect(upload.status).toBeGreaterThanOrEqual(400);
    expect(upload.status).toBeLessThan(500);
  });

  it("stores an uploaded image and serves it to anyone", async () => {
    const editor = await signedIn("author3@example.org", "employee");
    // A 1×1 PNG.
    const png = Uint8Array.from(
      atob(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      ),
      (ch) => ch.charCodeAt(0),
    );
    const form = new FormData();
    form.set("image", new File([png], "dot.png", { type: "image/png" }));
    const upload = await editor.request("POST", "/api/content/images", form);
    expect(upload.status).toBe(201);
    const served = await t.client().get(upload.json.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("refuses anonymous callers and users without the employee role", async () => {
    expect((await t.client().get("/api/content/posts")).status).toBe(401);
    const ws = await signedIn("author-ws@example.org", "workspace_user");
    expect((await ws.post("/api/content/posts", draft)).status).toBe(403);
  });
});
