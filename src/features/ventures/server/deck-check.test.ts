import { describe, expect, it } from "vitest";
import { HttpError } from "#src/platform/http/errors.ts";
import { elfExecutable, minimalPdf, windowsExecutable } from "#src/platform/storage/test-files.testing.ts";
import { VENTURES_MESSAGES as M, PITCH_DECK_MAX_BYTES } from "../ventures.contract.ts";
import { checkDeck, hasSignature } from "./deck-check.ts";
import { minimalZip, ole2Header } from "./deck-fixtures.testing.ts";

function refusal(filename: string, bytes: Uint8Array): { status: number; message: string } {
  try {
    checkDeck(filename, bytes);
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error("accepted");
}

describe("pitch deck signature check", () => {
  it("accepts each format whose bytes start with its signature, whatever the case of the extension", () => {
    expect(checkDeck("deck.pdf", minimalPdf())).toBe("pdf");
    expect(checkDeck("Deck.PDF", minimalPdf())).toBe("pdf");
    expect(checkDeck("deck.ppt", ole2Header())).toBe("ppt");
    expect(checkDeck("deck.pptx", minimalZip())).toBe("pptx");
    expect(checkDeck("deck.key", minimalZip())).toBe("key");
  });

  it("refuses other extensions, even with PDF bytes", () => {
    for (const name of ["deck.exe", "deck.docx", "deck", ".pdf", "deck.pdf.sh"]) {
      expect(refusal(name, minimalPdf())).toEqual({ status: 415, message: M.deckExtension });
    }
  });

  it("refuses renamed executables and mismatched formats", () => {
    expect(refusal("deck.pdf", elfExecutable())).toEqual({ status: 415, message: M.deckContent("pdf") });
    expect(refusal("deck.pptx", windowsExecutable())).toEqual({
      status: 415,
      message: M.deckContent("pptx"),
    });
    expect(refusal("deck.ppt", minimalZip())).toEqual({ status: 415, message: M.deckContent("ppt") });
    expect(refusal("deck.key", minimalPdf())).toEqual({ status: 415, message: M.deckContent("key") });
    expect(refusal("deck.pdf", new Uint8Array([0x25, 0x50]))).toEqual({
      status: 415,
      message: M.deckContent("pdf"),
    });
  });

  it("refuses empty and oversize decks; 25 MB exactly is accepted", () => {
    expect(refusal("deck.pdf", new Uint8Array())).toEqual({ status: 400, message: M.deckEmpty });
    const max = new Uint8Array(PITCH_DECK_MAX_BYTES);
    max.set(minimalPdf());
    expect(checkDeck("deck.pdf", max)).toBe("pdf");
    const over = new Uint8Array(PITCH_DECK_MAX_BYTES + 1);
    over.set(minimalPdf());
    expect(refusal("deck.pdf", over)).toEqual({ status: 413, message: M.deckTooLarge });
  });

  it("compares only the leading bytes", () => {
    expect(hasSignature(new Uint8Array([1, 2, 3]), [1, 2])).toBe(true);
    expect(hasSignature(new Uint8Array([1]), [1, 2])).toBe(false);
  });
});
