import net from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "./db.ts";

// A "database" that accepts connections and never answers: a hung server or a black-holed route.
let server: net.Server;
let port = 0;
const sockets: net.Socket[] = [];
beforeAll(async () => {
  server = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => server.close(resolve));
});

it("reports an unresponsive PostgreSQL as down instead of hanging (connect timeout)", async () => {
  const database = await openDatabase({ databaseUrl: `postgres://agency@127.0.0.1:${port}/agency` });
  try {
    const ping = await database.ping();
    expect(ping.ok).toBe(false);
  } finally {
    await database.close();
  }
}, 20_000);
