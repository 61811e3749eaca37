import { describe, expect, it } from "vitest";
import {
  type DataTableQueryOptions,
  nextRowIndex,
  pageCount,
  pageWindow,
  parseDataTableQuery,
  writeDataTableQuery,
} from "./data-table-query.ts";

const options: DataTableQueryOptions = {
  sortable: ["name", "created"],
  filterable: ["status"],
  defaultSort: { id: "created", desc: true },
};

describe("a server-driven table's state in the URL", () => {
  it("is the first page, default size and default sort on a plain address", () => {
    expect(parseDataTableQuery(new URLSearchParams(), options)).toEqual({
      pageIndex: 0,
      pageSize: 25,
      sort: { id: "created", desc: true },
      search: "",
      filters: {},
    });
  });

  it("reads page, size, sort, search and a column filter", () => {
    const q = parseDataTableQuery(
      new URLSearchParams("page=3&size=50&sort=name&q=%20acme%20&f.status=new"),
      options,
    );
    expect(q).toEqual({
      pageIndex: 2,
      pageSize: 50,
      sort: { id: "name", desc: false },
      search: "acme",
      filters: { status: "new" },
    });
  });

  it("ignores what it does not know: a column that cannot be sorted, an odd size, a bad page", () => {
    const q = parseDataTableQuery(
      new URLSearchParams(`page=-2&size=7&sort=-password&f.secret=x&q=${"a".repeat(500)}`),
      options,
    );
    expect(q.pageIndex).toBe(0);
    expect(q.pageSize).toBe(25);
    expect(q.sort).toEqual({ id: "created", desc: true });
    expect(q.filters).toEqual({});
    expect(q.search).toHaveLength(200);
    expect(parseDataTableQuery(new URLSearchParams("page=1e9"), options).pageIndex).toBe(0);
  });

  it("writes back only what differs from the defaults and keeps other parameters", () => {
    const base = new URLSearchParams("tab=deals");
    const first = writeDataTableQuery(
      base,
      { pageIndex: 0, pageSize: 25, sort: { id: "created", desc: true }, search: "", filters: {} },
      options,
    );
    expect(first.toString()).toBe("tab=deals");
    const later = writeDataTableQuery(
      base,
      {
        pageIndex: 4,
        pageSize: 100,
        sort: { id: "name", desc: true },
        search: "ac me",
        filters: { status: "won" },
      },
      options,
    );
    expect(later.toString()).toBe("tab=deals&page=5&size=100&sort=-name&q=ac+me&f.status=won");
    expect(parseDataTableQuery(later, options)).toEqual({
      pageIndex: 4,
      pageSize: 100,
      sort: { id: "name", desc: true },
      search: "ac me",
      filters: { status: "won" },
    });
  });

  it("keeps two tables on one page apart with a prefix", () => {
    const params = new URLSearchParams("leads.page=2&deals.page=7");
    expect(parseDataTableQuery(params, { ...options, prefix: "leads." }).pageIndex).toBe(1);
    expect(parseDataTableQuery(params, { ...options, prefix: "deals." }).pageIndex).toBe(6);
  });

  it("turns a page into an offset and a limit, and counts pages", () => {
    expect(pageWindow({ pageIndex: 3, pageSize: 25 })).toEqual({ offset: 75, limit: 25 });
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(100_000, 25)).toBe(4000);
    expect(pageCount(101, 25)).toBe(5);
  });
});

describe("moving between rows with the keyboard", () => {
  it("goes down, up, to the ends and by ten, never past the ends", () => {
    expect(nextRowIndex("ArrowDown", 0, 5)).toBe(1);
    expect(nextRowIndex("ArrowDown", 4, 5)).toBe(4);
    expect(nextRowIndex("ArrowUp", 0, 5)).toBe(0);
    expect(nextRowIndex("Home", 3, 5)).toBe(0);
    expect(nextRowIndex("End", 0, 5)).toBe(4);
    expect(nextRowIndex("PageDown", 2, 30)).toBe(12);
    expect(nextRowIndex("PageUp", 2, 30)).toBe(0);
  });

  it("leaves other keys and empty tables alone", () => {
    expect(nextRowIndex("a", 0, 5)).toBeNull();
    expect(nextRowIndex("ArrowDown", 0, 0)).toBeNull();
  });
});
