/** Where the bytes of stored files live. Keys are relative, slash-separated and validated. */
export interface StorageDriver {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there is no such object. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = "InvalidStorageKeyError";
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * Refuses any key that could leave the storage root or mean different things on disk and in S3:
 * only `[A-Za-z0-9._-]` segments that do not start with a dot, joined by single slashes.
 */
export function assertValidStorageKey(key: string): string {
  if (typeof key !== "string" || key.length === 0 || key.length > 512)
    throw new InvalidStorageKeyError(String(key));
  for (const segment of key.split("/")) {
    if (!SEGMENT.test(segment)) throw new InvalidStorageKeyError(key);
  }
  return key;
}
