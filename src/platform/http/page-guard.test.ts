import { describe, expect, it } from "vitest";
import { authRedirect, requestedPage } from "./page-guard.ts";

const req = (url: string) => new Request(`http://localhost:3000${url}`);

describe("the page a guard sends the visitor back to", () => {
  it("is the page itself, also when React Router asked for its data", () => {
    expect(requestedPage(req("/employee/dashboard"))).toEqual({
      pathname: "/employee/dashboard",
      search: "",
    });
    expect(requestedPage(req("/employee/dashboard.data?_routes=root%2Cx"))).toEqual({
      pathname: "/employee/dashboard",
      search: "",
    });
    expect(requestedPage(req("/_root.data"))).toEqual({ pathname: "/", search: "" });
    expect(requestedPage(req("/command-center/outbox.data?page=2&_routes=y"))).toEqual({
      pathname: "/command-center/outbox",
      search: "?page=2",
    });
  });

  it("goes into the /auth address without the data suffix", () => {
    expect(authRedirect(req("/employee/dashboard.data"), "role:employee", "http://localhost:3000")).toBe(
      "/auth?redirect=%2Femployee%2Fdashboard&reason=role%3Aemployee",
    );
  });
});
