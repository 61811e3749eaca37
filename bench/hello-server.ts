// Baseline for the throughput benchmark: the smallest possible node:http server.
// Run as its own process (bench/run.ts spawns it) so it never shares the runner's event loop.
import { createServer } from "node:http";

const port = Number(process.env.PORT ?? 3999);
const body = "Hello, world!\n";

const server = createServer((_req, res) => {
  res.writeHead(200, {
    "content-type": "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  });
  res.end(body);
});

server.listen(port, "127.0.0.1", () => {
  console.log(`hello-world listening on ${port}`);
});

process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
});
