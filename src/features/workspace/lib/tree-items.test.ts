import { describe, expect, it } from "vitest";
import { deletionSummary } from "./tree-items.ts";

describe("the delete confirmation", () => {
  it("names what goes with an item, leaving out kinds it has none of, tasks always", () => {
    expect(deletionSummary({ spaces: 0, folders: 1, lists: 1, tasks: 2 })).toBe("1 folder, 1 list, 2 tasks");
    expect(deletionSummary({ spaces: 2, folders: 0, lists: 3, tasks: 1 })).toBe("2 spaces, 3 lists, 1 task");
    expect(deletionSummary({ spaces: 0, folders: 0, lists: 0, tasks: 0 })).toBe("0 tasks");
  });
});
