import { HttpError } from "#src/platform/http/errors.ts";
import {
  type DeckExtension,
  deckExtensionOf,
  isDeckExtension,
  VENTURES_MESSAGES as M,
  PITCH_DECK_MAX_BYTES,
} from "../ventures.contract.ts";

/**
 * The first bytes each accepted deck format starts with. PowerPoint 97-2003 files are OLE2
 * compound documents; .pptx and Keynote (.key) files are zip packages.
 */
export const DECK_SIGNATURES: Record<DeckExtension, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46], // %PDF
  ppt: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  pptx: [0x50, 0x4b, 0x03, 0x04], // PK\x03\x04
  key: [0x50, 0x4b, 0x03, 0x04],
};

/** What the content sniffer (file-type) may call each format; anything else is refused. */
export const DECK_MIME_TYPES: Record<DeckExtension, string[]> = {
  pdf: ["application/pdf"],
  ppt: ["application/x-cfb", "application/vnd.ms-powerpoint"],
  pptx: ["application/vnd.openxmlformats-officedocument.presentationml.presentation", "application/zip"],
  key: ["application/vnd.apple.keynote", "application/zip"],
};

/** The content type a deck is served with, from its (checked) extension. */
export const DECK_CONTENT_TYPES: Record<DeckExtension, string> = {
  pdf: "application/pdf",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  key: "application/vnd.apple.keynote",
};

export function hasSignature(bytes: Uint8Array, signature: readonly number[]): boolean {
  if (bytes.byteLength < signature.length) return false;
  return signature.every((b, i) => bytes[i] === b);
}

/**
 * The deck rules, checked before anything is stored: an accepted extension, a size between one
 * byte and 25 MB, and bytes that start with that format's signature (so a renamed executable is
 * refused). Returns the extension; throws an HttpError with a message for the founder.
 */
export function checkDeck(filename: string, bytes: Uint8Array): DeckExtension {
  const ext = deckExtensionOf(filename);
  if (!isDeckExtension(ext)) throw new HttpError(415, M.deckExtension, { code: "type_not_allowed" });
  if (bytes.byteLength === 0) throw new HttpError(400, M.deckEmpty, { code: "empty" });
  if (bytes.byteLength > PITCH_DECK_MAX_BYTES)
    throw new HttpError(413, M.deckTooLarge, { code: "too_large" });
  if (!hasSignature(bytes, DECK_SIGNATURES[ext])) {
    throw new HttpError(415, M.deckContent(ext), { code: "type_not_allowed" });
  }
  return ext;
}
