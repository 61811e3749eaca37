import { describe, expect, it } from "vitest";
import { elfExecutable, minimalPdf, plainText, tinyPng, windowsExecutable } from "./test-files.testing.ts";
import {
  type AllowedTypes,
  checkUpload,
  cleanFilename,
  formatBytes,
  UploadRejectedError,
} from "./upload-check.ts";

const pdfOnly: AllowedTypes = { mimeTypes: ["application/pdf"], extensions: ["pdf"] };
const check = (filename: string, bytes: Uint8Array, allowed = pdfOnly, maxBytes = 1024 * 1024) =>
  checkUpload({ filename, bytes, allowed, maxBytes });

async function rejection(p: Promise<unknown>): Promise<UploadRejectedError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UploadRejectedError);
  return err as UploadRejectedError;
}

describe("upload checks", () => {
  it("formats limits for people", () => {
    expect(formatBytes(25 * 1024 * 1024)).toBe("25 MB");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(10)).toBe("10 bytes");
  });

  it("accepts a real PDF and reports the type found in its bytes", async () => {
    expect(await check("Deck.PDF", minimalPdf())).toEqual({ mime: "application/pdf", ext: "pdf" });
  });

  it.each([
    ["ELF executable", elfExecutable()],
    ["Windows executable", windowsExecutable()],
    ["plain text", plainText()],
    ["PNG image", tinyPng()],
  ])("refuses a %s named deck.pdf", async (_label, bytes) => {
    const err = await rejection(check("deck.pdf", bytes));
    expect(err.code).toBe("type_not_allowed");
    expect(err.message).toBe("This file type is not allowed.");
    expect(err.status).toBe(415);
  });

  it("requires the name's extension to be allowed and to fit the content", async () => {
    expect((await rejection(check("deck.exe", minimalPdf()))).code).toBe("type_not_allowed");
    expect((await rejection(check("deck", minimalPdf()))).code).toBe("type_not_allowed");
    const images = { mimeTypes: ["image/*", "application/pdf"], extensions: ["png", ".pdf"] };
    expect((await rejection(check("photo.pdf", tinyPng(), images))).code).toBe("type_not_allowed");
    expect(await check("photo.png", tinyPng(), images)).toEqual({ mime: "image/png", ext: "png" });
    // Without an extension list only the content counts.
    expect(await check("scan", minimalPdf(), { mimeTypes: ["application/pdf"] })).toMatchObject({
      ext: "pdf",
    });
  });

  it("accepts text formats only when the bytes are text", async () => {
    const csv = { mimeTypes: ["text/csv", "text/plain"], extensions: ["csv", "txt"] };
    expect(await check("leads.csv", new TextEncoder().encode("a,b\n1,2\n"), csv)).toEqual({
      mime: "text/csv",
      ext: "csv",
    });
    expect((await rejection(check("leads.csv", elfExecutable(), csv))).code).toBe("type_not_allowed");
    expect((await rejection(check("leads.csv", Uint8Array.from([0xff, 0xfe, 0x41]), csv))).code).toBe(
      "type_not_allowed",
    );
  });

  it("refuses empty and oversize files with a clear message", async () => {
    const empty = await rejection(check("deck.pdf", new Uint8Array()));
    expect([empty.code, empty.message, empty.status]).toEqual(["empty", "The file is empty.", 400]);
    const big = await rejection(check("deck.pdf", minimalPdf(), pdfOnly, 100));
    expect([big.code, big.message, big.status]).toEqual([
      "too_large",
      "The file is larger than 100 bytes.",
      413,
    ]);
    const mb = await rejection(
      check("deck.pdf", new Uint8Array(26 * 1024 * 1024), pdfOnly, 25 * 1024 * 1024),
    );
    expect(mb.message).toBe("The file is larger than 25 MB.");
  });

  it("cleans file names", () => {
    expect(cleanFilename("../../etc/passwd")).toBe("passwd");
    expect(cleanFilename("C:\\Users\\me\\deck.pdf")).toBe("deck.pdf");
    expect(cleanFilename("a\u0000b\r\n.pdf")).toBe("ab.pdf");
    expect(cleanFilename("..")).toBe("file");
    const long = cleanFilename(`${"x".repeat(300)}.pdf`);
    expect(long.length).toBe(200);
    expect(long.endsWith(".pdf")).toBe(true);
  });
});
