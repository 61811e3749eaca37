import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake OpenAI-compatible chat completions server for tests. `reply` decides, per request, the
 * message content (a string, usually JSON) or a delay that outlasts the client's timeout.
 */
export type FakeReply = { content: string; delayMs?: number } | { status: number; body: string };

export async function startFakeOpenAi(reply: (body: any) => FakeReply) {
  const requests: any[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => {
      const body = raw ? JSON.parse(raw) : {};
      requests.push({ url: req.url, headers: req.headers, body });
      const r = reply(body);
      if ("status" in r) {
        res.writeHead(r.status, { "content-type": "application/json" }).end(r.body);
        return;
      }
      const send = () =>
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: "chatcmpl-test",
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [
              { index: 0, message: { role: "assistant", content: r.content }, finish_reason: "stop" },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      if (r.delayMs) {
        const t = setTimeout(send, r.delayMs);
        res.on("close", () => clearTimeout(t));
      } else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
