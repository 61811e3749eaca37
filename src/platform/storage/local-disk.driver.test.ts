import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskDriver, resolveKeyPath } from "./local-disk.driver.ts";
import { InvalidStorageKeyError, type StorageDriver } from "./storage.driver.ts";

let root: string;
let driver: StorageDriver;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "local-disk-"));
  driver = createLocalDiskDriver(path.join(root, "files"));
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe("local disk driver", () => {
  it("round-trips bytes, returns null for missing keys and deletes idempotently", async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await driver.put("docs/2024/a-file.bin", bytes, "application/octet-stream");
    expect(await driver.get("docs/2024/a-file.bin")).toEqual(bytes);
    expect(await fs.readFile(path.join(root, "files", "docs", "2024", "a-file.bin"))).toEqual(
      Buffer.from(bytes),
    );
    await driver.put("docs/2024/a-file.bin", new Uint8Array([9]), "application/octet-stream");
    expect(await driver.get("docs/2024/a-file.bin")).toEqual(new Uint8Array([9]));
    expect(await driver.get("docs/missing.bin")).toBeNull();
    await driver.delete("docs/2024/a-file.bin");
    await driver.delete("docs/2024/a-file.bin");
    expect(await driver.get("docs/2024/a-file.bin")).toBeNull();
    // No temp files left behind.
    expect(await fs.readdir(path.join(root, "files", "docs", "2024"))).toEqual([]);
  });

  it.each([
    "../escape.txt",
    "a/../../escape.txt",
    "..",
    ".",
    "/etc/passwd",
    "a//b",
    "a/",
    "",
    "a\\..\\..\\b",
    "..\\evil",
    ".hidden",
    "a/./b",
    "a\u0000b",
    "%2e%2e/x",
    "C:/windows",
  ])("refuses the key %j", async (key) => {
    await expect(driver.put(key, new Uint8Array([1]), "text/plain")).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(driver.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(driver.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it("never resolves any key outside the storage root", () => {
    const base = path.resolve(root, "files");
    const piece = fc.constantFrom(
      "..",
      ".",
      "/",
      "\\",
      "a",
      "B",
      "0",
      "-",
      "_",
      "%2e",
      "\u0000",
      "~",
      ":",
      " ",
    );
    const key = fc.oneof(
      fc.string(),
      fc.array(piece, { maxLength: 12 }).map((p) => p.join("")),
    );
    fc.assert(
      fc.property(key, (k) => {
        try {
          const full = resolveKeyPath(base, k);
          return (
            full.startsWith(base + path.sep) && !path.relative(base, full).split(path.sep).includes("..")
          );
        } catch (err) {
          return err instanceof InvalidStorageKeyError;
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("stores any valid key inside the root and reads it back", async () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,15}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        fc.uint8Array({ maxLength: 64 }),
        async (parts, bytes) => {
          const key = `p/${parts.join("/")}`;
          try {
            await driver.put(key, bytes, "application/octet-stream");
          } catch (err) {
            // A key that is a prefix directory of an earlier key (or vice versa) clashes on disk
            // (EISDIR, ENOTDIR, or EEXIST from mkdir when a parent is a file); the app's keys are
            // random ids, so this never happens outside this generator.
            const code = (err as NodeJS.ErrnoException).code;
            if (code === "EISDIR" || code === "ENOTDIR" || code === "EEXIST") return;
            throw err;
          }
          expect(await driver.get(key)).toEqual(bytes);
          expect(
            resolveKeyPath(path.join(root, "files"), key).startsWith(
              path.join(root, "files", "p") + path.sep,
            ),
          ).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});
