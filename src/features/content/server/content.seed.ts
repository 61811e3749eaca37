import type { Db } from "#src/platform/db/db.ts";

/** Scaffold: replaced by the blog post seed. */
export async function seedBlogPosts(_db: Db): Promise<void> {}
