import { describe, expect, it } from "vitest";
import { csvCell } from "#src/lib/csv.ts";
import { guessMapping } from "../import.contract.ts";
import { cellText, detectDelimiter, EncodingRefused, EncodingSniffer } from "./import-csv.ts";
import { normalisePhone } from "./import-rows.ts";

const sniff = (...chunks: Uint8Array[]) => {
  const s = new EncodingSniffer();
  for (const c of chunks) s.push(c);
  s.end();
  return s.encoding;
};

describe("the encoding of an upload", () => {
  it("accepts UTF-8 with and without its mark, and UTF-16 with its mark", () => {
    expect(sniff(Buffer.from("a,b\r\nZoë,Ørsted\r\n"))).toBe("utf-8");
    expect(sniff(Buffer.from("\uFEFFa,b\r\n"))).toBe("utf-8");
    expect(sniff(new Uint8Array([0xff, 0xfe]), Buffer.from("a,b", "utf16le"))).toBe("utf-16le");
    expect(sniff(new Uint8Array([0xfe, 0xff, 0x00, 0x61]))).toBe("utf-16be");
    expect(sniff(Buffer.from("a"))).toBe("utf-8");
  });

  it("finds a bad byte wherever it is, also a character split across chunks", () => {
    const e = Buffer.from("é");
    expect(sniff(Buffer.from("name\r\nJos"), e.subarray(0, 1), e.subarray(1))).toBe("utf-8");
    expect(() => sniff(Buffer.from("name\r\nJos"), new Uint8Array([0xe9, 0x0d]))).toThrow(EncodingRefused);
    expect(() => sniff(Buffer.from("name,x", "utf16le"))).toThrow(EncodingRefused);
    expect(() => sniff(Buffer.from("ok\r\n"), new Uint8Array([0x00, 0x01]))).toThrow(EncodingRefused);
  });
});

describe("cells and lines", () => {
  it("takes off exactly the apostrophe the export put before a formula", () => {
    for (const stored of [
      "=SUM(A1)",
      "+44 20",
      "-x",
      "@here",
      "\tTab",
      "'=already",
      "''+two",
      "plain",
      "'quoted",
      "-5",
    ]) {
      const exported = csvCell(stored).slice(1, -1).replace(/""/g, '"');
      expect(cellText(exported)).toBe(stored);
    }
    expect(cellText("=HYPERLINK(1)")).toBe("=HYPERLINK(1)");
  });

  it("reads the delimiter from the header line", () => {
    expect(detectDelimiter("a,b,c")).toBe(",");
    expect(detectDelimiter("a;b;c")).toBe(";");
    expect(detectDelimiter('"a;b",c')).toBe(",");
    expect(detectDelimiter("a\tb")).toBe("\t");
    expect(detectDelimiter("single")).toBe(",");
  });

  it("normalises phones to their last ten digits", () => {
    expect(normalisePhone("+44 (0)20 7946 0958")).toBe(normalisePhone("020 7946 0958"));
    expect(normalisePhone("12")).toBeNull();
    expect(normalisePhone(null)).toBeNull();
  });
});

describe("the mapping guessed from a header", () => {
  it("reads common spellings of the fields", () => {
    expect(
      guessMapping("contacts", ["Given name", "Surname", "E-mail address", "Telephone", "Position", "Notes"]),
    ).toEqual({
      "0": "firstName",
      "1": "lastName",
      "2": "email",
      "3": "phone",
      "4": "jobTitle",
      "5": "notes",
    });
    expect(guessMapping("companies", ["company_name", "Web site", "Employees"])).toEqual({
      "0": "name",
      "2": "employeeCount",
    });
  });
});
