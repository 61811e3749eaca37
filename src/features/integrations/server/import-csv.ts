import fs from "node:fs";
import { Transform } from "node:stream";
import { parse } from "csv-parse";

/**
 * Reading an uploaded CSV file: its encoding (checked while the upload streams in), its delimiter,
 * and its records one by one from disk (csv-parse), so a file of any length is never held in memory.
 */

export type CsvEncoding = "utf-8" | "utf-16le" | "utf-16be";

export class EncodingRefused extends Error {}

/**
 * Checks the bytes of an upload as they arrive: a UTF-8 file (with or without its byte order mark)
 * or a UTF-16 file with its byte order mark is accepted; anything else (Windows-1252, Latin-1,
 * UTF-16 without a mark, binary files) is refused, since guessing a single-byte code page silently
 * turns names into mojibake. Each chunk is decoded strictly, so a bad byte anywhere is found.
 */
export class EncodingSniffer {
  encoding: CsvEncoding | null = null;
  private head = new Uint8Array(0);
  private decoder: TextDecoder | null = null;

  push(chunk: Uint8Array): void {
    if (!this.decoder) {
      const joined = new Uint8Array(this.head.length + chunk.length);
      joined.set(this.head);
      joined.set(chunk, this.head.length);
      if (joined.length < 4) {
        this.head = joined;
        return;
      }
      this.start(joined);
      this.decode(joined, true);
      return;
    }
    this.decode(chunk, true);
  }

  end(): void {
    if (this.decoder) {
      this.decode(new Uint8Array(0), false);
    } else if (this.head.length > 0) {
      const bytes = this.head;
      this.start(bytes);
      this.decode(bytes, false);
    }
  }

  private start(bytes: Uint8Array) {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) this.encoding = "utf-16le";
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) this.encoding = "utf-16be";
    else {
      // Text in UTF-16 without a byte order mark has a NUL in every other byte of ASCII text.
      if (bytes.subarray(0, 64).includes(0)) throw new EncodingRefused("utf-16 without a byte order mark");
      this.encoding = "utf-8";
    }
    this.decoder = new TextDecoder(this.encoding, { fatal: true });
    this.head = new Uint8Array(0);
  }

  private decode(bytes: Uint8Array, stream: boolean) {
    let text: string;
    try {
      text = this.decoder!.decode(bytes, { stream });
    } catch {
      throw new EncodingRefused(`not ${this.encoding}`);
    }
    if (text.includes("\u0000")) throw new EncodingRefused("binary");
  }
}

/** The delimiter of a file from its first line: comma, semicolon (European spreadsheets) or tab. */
export function detectDelimiter(firstLine: string): "," | ";" | "\t" {
  let inQuotes = false;
  const counts = { ",": 0, ";": 0, "\t": 0 } as Record<string, number>;
  for (const ch of firstLine) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && ch in counts) counts[ch]!++;
  }
  const best = (Object.entries(counts).sort((a, b) => b[1] - a[1])[0] ?? [","])[0];
  return counts[best]! > 0 ? (best as "," | ";" | "\t") : ",";
}

/** Decodes the file's bytes to text (a byte order mark is dropped). */
function decoding(encoding: CsvEncoding) {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _enc, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

/**
 * A CSV cell as the CRM's export wrote it, back to the stored text: the export puts an apostrophe
 * before any text a spreadsheet would run as a formula (src/lib/csv.ts), so one such apostrophe is
 * taken off again. Everything else is kept as text as it is; nothing is ever evaluated.
 */
const NEUTRALISED = /^'(?='*(?:\s*[=+\-@]|[\t\r\n]))/;
export const cellText = (raw: string): string => raw.replace(NEUTRALISED, "");

/** The file's records (arrays of cells), header first, read from disk as they are needed. */
export function readCsvRecords(
  filePath: string,
  encoding: CsvEncoding,
  delimiter: string,
): AsyncIterable<string[]> & { destroy(): void } {
  const source = fs.createReadStream(filePath, { highWaterMark: 256 * 1024 });
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: 1024 * 1024,
  });
  source.on("error", (err) => parser.destroy(err));
  source.pipe(decoding(encoding)).pipe(parser);
  return {
    [Symbol.asyncIterator]: () => (parser as AsyncIterable<string[]>)[Symbol.asyncIterator](),
    destroy: () => {
      source.destroy();
      parser.destroy();
    },
  };
}

/** The first line of the file as text, for the delimiter. */
export async function readFirstLine(filePath: string, encoding: CsvEncoding): Promise<string> {
  const handle = await fs.promises.open(filePath, "r");
  try {
    const buf = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    const text = new TextDecoder(encoding).decode(buf.subarray(0, bytesRead), { stream: true });
    return text.split(/\r?\n/)[0] ?? "";
  } finally {
    await handle.close();
  }
}
