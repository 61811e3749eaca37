import { fileTypeFromBuffer } from "file-type";

export type UploadRejectionCode = "too_large" | "type_not_allowed" | "empty" | "quota_exceeded";

/** A refused upload. `message` is written for the person uploading; `status` is the HTTP status to answer. */
export class UploadRejectedError extends Error {
  readonly code: UploadRejectionCode;
  readonly status: 400 | 413 | 415 | 507;
  constructor(code: UploadRejectionCode, message: string) {
    super(message);
    this.name = "UploadRejectedError";
    this.code = code;
    this.status =
      code === "too_large" ? 413 : code === "type_not_allowed" ? 415 : code === "quota_exceeded" ? 507 : 400;
  }
}

export type AllowedTypes = {
  /** MIME types, e.g. "application/pdf" or "image/*". Checked against the bytes, never the name. */
  mimeTypes: string[];
  /** When given, the file name's extension must be one of these (with or without the dot) and fit the content. */
  extensions?: string[];
};

export type DetectedType = { mime: string; ext: string };

const MB = 1024 * 1024;

/** 26214400 -> "25 MB", 1536 -> "1.5 KB". */
export function formatBytes(n: number): string {
  const fmt = (v: number) => String(Math.round(v * 10) / 10);
  if (n >= MB) return `${fmt(n / MB)} MB`;
  if (n >= 1024) return `${fmt(n / 1024)} KB`;
  return `${n} bytes`;
}

// Formats without magic bytes; accepted only when the bytes are valid UTF-8 text.
const TEXT_TYPES: Record<string, string> = {
  txt: "text/plain",
  text: "text/plain",
  csv: "text/csv",
  md: "text/markdown",
  markdown: "text/markdown",
  json: "application/json",
};

const ALIASES: string[][] = [
  ["jpg", "jpeg", "jpe", "jfif"],
  ["tif", "tiff"],
  ["txt", "text"],
  ["md", "markdown"],
  ["mpg", "mpeg"],
  ["heic", "heif"],
];

function sameExtension(a: string, b: string): boolean {
  return a === b || ALIASES.some((group) => group.includes(a) && group.includes(b));
}

/** The lower-case extension of a file name without the dot, or "" when it has none. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : "";
}

/** A display-safe file name: no directories, no control characters, at most 200 characters. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (!cleaned || cleaned === "." || cleaned === "..") return "file";
  if (cleaned.length <= 200) return cleaned;
  const ext = extensionOf(cleaned);
  return ext && ext.length < 20 ? `${cleaned.slice(0, 199 - ext.length)}.${ext}` : cleaned.slice(0, 200);
}

function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function mimeAllowed(mime: string, allowed: string[]): boolean {
  return allowed.some((a) => {
    const rule = a.toLowerCase().trim();
    return rule === mime || (rule.endsWith("/*") && mime.startsWith(rule.slice(0, -1)));
  });
}

/** What the bytes really are: file-type's magic-number detection, else plain text formats. */
export async function detectType(bytes: Uint8Array, filename: string): Promise<DetectedType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) return { mime: found.mime, ext: found.ext };
  if (!looksLikeText(bytes)) return undefined;
  const ext = extensionOf(filename);
  const mime = TEXT_TYPES[ext];
  return mime ? { mime, ext } : { mime: "text/plain", ext: "txt" };
}

/**
 * Size and type rules for one upload. Throws UploadRejectedError; returns the type found in the bytes,
 * which is what gets stored and served (the client's claimed type is never trusted).
 */
export async function checkUpload(input: {
  filename: string;
  bytes: Uint8Array;
  allowed: AllowedTypes;
  maxBytes: number;
}): Promise<DetectedType> {
  const { bytes, allowed, maxBytes } = input;
  if (bytes.byteLength === 0) throw new UploadRejectedError("empty", "The file is empty.");
  if (bytes.byteLength > maxBytes) {
    throw new UploadRejectedError("too_large", `The file is larger than ${formatBytes(maxBytes)}.`);
  }
  const notAllowed = () => new UploadRejectedError("type_not_allowed", "This file type is not allowed.");
  const type = await detectType(bytes, input.filename);
  if (!type || !mimeAllowed(type.mime, allowed.mimeTypes)) throw notAllowed();
  if (allowed.extensions) {
    const ext = extensionOf(input.filename);
    const list = allowed.extensions.map((e) => e.replace(/^\./, "").toLowerCase());
    if (!ext || !list.some((e) => sameExtension(e, ext)) || !sameExtension(ext, type.ext)) throw notAllowed();
  }
  return type;
}
