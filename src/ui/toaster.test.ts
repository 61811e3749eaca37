import { expect, it } from "vitest";
import { recentToasts, toast } from "./toaster.tsx";

it("remembers the text toasts of the last few seconds, for a navigation that reloads the page", () => {
  const before = Date.now();
  toast.success("Registration successful!", { description: "You are signed in." });
  toast.error("Could not save");
  expect(recentToasts()).toEqual([
    { kind: "success", text: "Registration successful!", description: "You are signed in." },
    { kind: "error", text: "Could not save" },
  ]);
  expect(recentToasts(before + 5_000)).toEqual([]);
});
