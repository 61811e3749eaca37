import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { badRequest, HttpError } from "#src/platform/http/errors.ts";
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES as M } from "../import.contract.ts";
import { type CsvEncoding, EncodingRefused, EncodingSniffer } from "./import-csv.ts";

export type ReceivedUpload = {
  filePath: string;
  filename: string;
  bytes: number;
  encoding: CsvEncoding;
  fields: Record<string, string>;
};

const tooLarge = () => new HttpError(413, M.tooLarge, { code: "too_large" });

/** Where uploaded import files wait until their import has run (inside the data folder). */
export const importDir = (dataDir: string) => path.join(dataDir, "imports");

/**
 * Streams the multipart upload's `file` part to disk: never more than one chunk in memory. Refused
 * before any byte is read when Content-Length says it is too large (the front door does the same
 * for the whole body), and cut off while streaming when the file passes the limit; the encoding is
 * checked chunk by chunk on the way (EncodingSniffer). A refused file is removed at once.
 */
export async function receiveCsvUpload(request: Request, dataDir: string): Promise<ReceivedUpload> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > IMPORT_MAX_BYTES + 64 * 1024) throw tooLarge();
  if (!request.body) throw badRequest(M.fileRequired);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: Object.fromEntries(request.headers),
      limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 4, fieldSize: 1024, parts: 6 },
    });
  } catch {
    throw badRequest(M.uploadFailed);
  }
  const dir = importDir(dataDir);
  await fs.promises.mkdir(dir, { recursive: true });
  const filePath = path.join(dir, `${randomUUID()}.csv`);
  const fields: Record<string, string> = {};
  let received: Promise<{ bytes: number; encoding: CsvEncoding; filename: string }> | undefined;
  const source = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>);
  // A refusal stops reading the request at once: the whole pipeline fails with its reason.
  const refuse = (err: Error) => source.destroy(err);

  parser.on("field", (name, value) => {
    if (name === "kind") fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    if (name !== "file" || received) {
      stream.resume();
      return;
    }
    const sniffer = new EncodingSniffer();
    let bytes = 0;
    const check = new Transform({
      transform(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        try {
          sniffer.push(chunk);
          done(null, chunk);
        } catch (err) {
          refuse(err as Error);
          done(err as Error);
        }
      },
      flush(done) {
        try {
          sniffer.end();
          done();
        } catch (err) {
          refuse(err as Error);
          done(err as Error);
        }
      },
    });
    stream.on("limit", () => refuse(tooLarge()));
    received = pipeline(stream, check, fs.createWriteStream(filePath)).then(() => ({
      bytes,
      encoding: sniffer.encoding ?? "utf-8",
      filename: (info.filename || "import.csv").slice(0, 200),
    }));
    // Handled below; keep an early failure from being reported as unhandled meanwhile.
    received.catch(() => {});
  });

  try {
    await pipeline(source, parser);
    if (!received) throw badRequest(M.fileRequired);
    const file = await received;
    if (file.bytes === 0) throw badRequest(M.fileEmpty);
    return { filePath, fields, ...file };
  } catch (err) {
    await fs.promises.rm(filePath, { force: true });
    if (err instanceof EncodingRefused) throw badRequest(M.notUtf8, { file: M.notUtf8 });
    if (err instanceof HttpError) throw err;
    throw badRequest(M.uploadFailed);
  }
}
