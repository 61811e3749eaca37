import http from "node:http";
import type { AddressInfo } from "node:net";

/** A tiny in-memory S3 stand-in for tests: path-style PUT/GET/DELETE, refuses unsigned requests. */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; path: string; authorization: string }[] = [];
  let failNext = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const authorization = String(req.headers.authorization ?? "");
      const path = new URL(req.url ?? "/", "http://x").pathname;
      requests.push({ method: req.method ?? "", path, authorization });
      if (failNext > 0) {
        failNext--;
        res.writeHead(500).end("<Error><Code>InternalError</Code></Error>");
        return;
      }
      if (!authorization.startsWith("AWS4-HMAC-SHA256 ")) {
        res.writeHead(403).end("<Error><Code>AccessDenied</Code></Error>");
        return;
      }
      const prefix = `/${bucket}/`;
      if (!path.startsWith(prefix)) {
        res.writeHead(404).end("<Error><Code>NoSuchBucket</Code></Error>");
        return;
      }
      const key = decodeURIComponent(path.slice(prefix.length));
      if (req.method === "PUT") {
        objects.set(key, {
          body: Buffer.concat(chunks),
          contentType: String(req.headers["content-type"] ?? ""),
        });
        res.writeHead(200, { etag: '"x"' }).end();
      } else if (req.method === "GET") {
        const obj = objects.get(key);
        if (!obj) res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
        else res.writeHead(200, { "content-type": obj.contentType }).end(obj.body);
      } else if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failNextRequests(n: number) {
      failNext = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
