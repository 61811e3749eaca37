import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { thankYouHref } from "./thank-you-link.ts";

const values = {
  full_name: "Zoë O'Brien & Co",
  company_name: "R&D / Labs?",
  segment: "government",
  job_title: "Agency Director",
  service_type: "FedRAMP Solutions",
  goal: "achieve FedRAMP compliance",
  timeframe: "1-3 months",
  contact_method: "Video Call",
  contact_info: "https://meet.example/abc?x=1#y",
};

describe("thankYouHref", () => {
  it("lists the eight parameters in the spec's order, URL-encoded", () => {
    expect(thankYouHref(values)).toBe(
      "/thank-you?name=Zo%C3%AB%20O'Brien%20%26%20Co&company=R%26D%20%2F%20Labs%3F&segment=government" +
        "&job_title=Agency%20Director&service_type=FedRAMP%20Solutions&goal=achieve%20FedRAMP%20compliance" +
        "&contact_method=Video%20Call&contact_info=https%3A%2F%2Fmeet.example%2Fabc%3Fx%3D1%23y",
    );
  });

  it("round-trips any value through the URL", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" }), (name, info) => {
        const url = new URL(thankYouHref({ ...values, full_name: name, contact_info: info }), "http://x");
        expect(url.pathname).toBe("/thank-you");
        expect(url.searchParams.get("name")).toBe(name);
        // Lone surrogates (never typed by a person) become U+FFFD instead of breaking the link.
        expect(url.searchParams.get("contact_info")).toBe(info.toWellFormed());
        expect([...url.searchParams.keys()]).toEqual([
          "name",
          "company",
          "segment",
          "job_title",
          "service_type",
          "goal",
          "contact_method",
          "contact_info",
        ]);
      }),
    );
  });
});
