import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3 } from "./fake-s3.testing.ts";
import { createS3Driver } from "./s3.driver.ts";
import { InvalidStorageKeyError } from "./storage.driver.ts";

let s3: Awaited<ReturnType<typeof startFakeS3>>;
const credentials = {
  region: "us-east-1",
  bucket: "uploads",
  accessKeyId: "AKIDTEST",
  secretAccessKey: "secret",
};

beforeAll(async () => {
  s3 = await startFakeS3("uploads");
});
afterAll(async () => {
  await s3.close();
});

describe("S3 driver", () => {
  it("puts, gets and deletes path-style with SigV4-signed requests", async () => {
    const driver = createS3Driver({ endpoint: `${s3.endpoint}/`, ...credentials });
    const bytes = new TextEncoder().encode("%PDF-1.4 hello");
    await driver.put("proposals/abc.pdf", bytes, "application/pdf");
    expect(s3.objects.get("proposals/abc.pdf")?.contentType).toBe("application/pdf");
    expect(s3.objects.get("proposals/abc.pdf")?.body.toString()).toBe("%PDF-1.4 hello");
    expect(await driver.get("proposals/abc.pdf")).toEqual(bytes);
    await driver.delete("proposals/abc.pdf");
    expect(s3.objects.has("proposals/abc.pdf")).toBe(false);
    expect(await driver.get("proposals/abc.pdf")).toBeNull();
    await driver.delete("proposals/abc.pdf");
    for (const r of s3.requests) {
      expect(r.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/us-east-1\/s3\/aws4_request/,
      );
      expect(r.path.startsWith("/uploads/")).toBe(true);
    }
  });

  it("reports server errors instead of pretending success", async () => {
    const driver = createS3Driver({ endpoint: s3.endpoint, ...credentials, retries: 0 });
    s3.failNextRequests(1);
    await expect(driver.put("x/y.bin", new Uint8Array([1]), "application/octet-stream")).rejects.toThrow(
      /HTTP 500/,
    );
    expect(s3.objects.has("x/y.bin")).toBe(false);
  });

  it("retries a transient 5xx", async () => {
    const driver = createS3Driver({ endpoint: s3.endpoint, ...credentials, retries: 2 });
    s3.failNextRequests(1);
    await driver.put("x/retry.bin", new Uint8Array([7]), "application/octet-stream");
    expect(s3.objects.get("x/retry.bin")?.body).toEqual(Buffer.from([7]));
  });

  it("refuses traversal keys before any request", async () => {
    const driver = createS3Driver({ endpoint: s3.endpoint, ...credentials });
    const before = s3.requests.length;
    await expect(driver.get("../other-bucket/secret")).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(driver.put("a/../../b", new Uint8Array([1]), "text/plain")).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    expect(s3.requests.length).toBe(before);
  });
});
