import { describe, expect, it } from "vitest";
import { dateParts, dayShift, timeIn, zoneName } from "./time-format.ts";

describe("slot display in the agency's and the visitor's zones", () => {
  const start = "2030-03-05T21:30:00.000Z"; // 16:30 in New York
  it("formats the same instant for both zones", () => {
    expect(timeIn(start, "America/New_York")).toBe("4:30 PM");
    expect(zoneName(start, "America/New_York")).toBe("EST");
    expect(timeIn(start, "Asia/Tokyo")).toBe("6:30 AM");
  });
  it("says when the visitor's day is another one", () => {
    expect(dayShift(start, "America/New_York", "2030-03-05")).toBeNull();
    expect(dayShift(start, "Asia/Tokyo", "2030-03-05")).toBe("Wed, Mar 6");
  });
  it("reads calendar dates without zone shifts", () => {
    expect(dateParts("2030-03-05")).toMatchObject({ weekday: "Tue", day: "5", month: "Mar" });
  });
});
