import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { assertValidStorageKey, type StorageDriver } from "./storage.driver.ts";

export type S3DriverOptions = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Retries on 5xx/429 (aws4fetch back-off); default 3. */
  retries?: number;
  timeoutMs?: number;
};

/** Any S3-compatible service (AWS, MinIO, R2, Garage...), path-style: `${endpoint}/${bucket}/${key}`. */
export function createS3Driver(opts: S3DriverOptions): StorageDriver {
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    region: opts.region,
    service: "s3",
    retries: opts.retries ?? 3,
  });
  const base = `${opts.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(opts.bucket)}`;
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const urlFor = (key: string) => `${base}/${assertValidStorageKey(key)}`;

  async function fail(method: string, key: string, res: Response): Promise<never> {
    const body = await res.text().catch(() => "");
    throw new Error(`S3 ${method} ${key} failed: HTTP ${res.status} ${body.slice(0, 200)}`.trim());
  }

  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const res = await client.fetch(urlFor(key), {
        method: "PUT",
        // Our bytes never sit on a SharedArrayBuffer; fetch's types only accept ArrayBuffer views.
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: {
          "content-type": contentType,
          // Sign the real payload hash rather than UNSIGNED-PAYLOAD, so corruption in transit is refused.
          "x-amz-content-sha256": createHash("sha256").update(bytes).digest("hex"),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) await fail("PUT", key, res);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await client.fetch(urlFor(key), { method: "GET", signal: AbortSignal.timeout(timeoutMs) });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) await fail("GET", key, res);
      return new Uint8Array(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await client.fetch(urlFor(key), {
        method: "DELETE",
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok && res.status !== 404) await fail("DELETE", key, res);
      await res.body?.cancel();
    },
  };
}
