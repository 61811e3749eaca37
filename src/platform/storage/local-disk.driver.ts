import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { assertValidStorageKey, InvalidStorageKeyError, type StorageDriver } from "./storage.driver.ts";

/** The absolute path of `key` under `root`; throws when the key is invalid or would escape the root. */
export function resolveKeyPath(root: string, key: string): string {
  assertValidStorageKey(key);
  const base = path.resolve(root);
  const full = path.resolve(base, ...key.split("/"));
  // Belt and braces: the key rules already forbid "..", but the root must never be left.
  if (!full.startsWith(base + path.sep)) throw new InvalidStorageKeyError(key);
  return full;
}

/** Files under `rootDir` (normally `${dataDir}/files`). Writes go to a temp file and are renamed in. */
export function createLocalDiskDriver(rootDir: string): StorageDriver {
  const root = path.resolve(rootDir);
  return {
    kind: "local",
    async put(key, bytes) {
      const file = resolveKeyPath(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await fs.writeFile(tmp, bytes);
        await fs.rename(tmp, file);
      } catch (err) {
        await fs.rm(tmp, { force: true }).catch(() => {});
        throw err;
      }
    },
    async get(key) {
      const file = resolveKeyPath(root, key);
      try {
        return new Uint8Array(await fs.readFile(file));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(resolveKeyPath(root, key), { force: true });
    },
  };
}
