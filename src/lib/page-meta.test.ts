import { describe, expect, it } from "vitest";
import { accountMeta } from "./page-meta.ts";

describe("account pages' titles", () => {
  it("name the company from the site settings, not a fixed name", () => {
    const matches = [{ id: "root", loaderData: { site: { companyName: "Northwind Studio" } } }];
    expect(accountMeta(matches, "Your profile")).toEqual([
      { title: "Your profile | Northwind Studio" },
      { name: "robots", content: "noindex" },
    ]);
  });
});
