import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Loads the page's JavaScript after the first paint.
 *
 * React Router writes, at the end of the body, one `<link rel="modulepreload">` per chunk and one
 * inline module script that imports the route modules and the client entry. On a slow connection
 * those downloads compete with the page's own HTML and CSS, so the first paint waits for bytes it
 * does not need. This transform leaves the server-rendered page untouched and replaces the preload
 * links and the module script with one small inline script that, after the next frame has been
 * painted, adds the same preload links and the same module script (with the request's nonce).
 * Hydration then proceeds exactly as before. Anything that does not match React Router's markup
 * passes through unchanged.
 */
/**
 * Preload links added per task. Starting each fetch costs the main thread a few milliseconds on a
 * phone; forty of them in one task made a long task of ~100 ms (4x CPU slowdown) right after the
 * first paint, so they are added a few at a time, yielding in between.
 */
export const PRELOADS_PER_TASK = 6;

const SCRIPT_WITH_NONCE = Buffer.from("<script nonce=");
const PRELOAD_LINK = Buffer.from('<link rel="modulepreload"');

/**
 * Whether `chunk` may hold (the start of) markup this transform rewrites: a preload link, a
 * script with a nonce, a tag cut at the chunk's end, or a character cut at its end.
 */
function mayNeedRewriting(chunk: Buffer): boolean {
  if (chunk.length === 0) return false;
  if ((chunk.at(-1) ?? 0) >= 0x80) return true;
  const lastLt = chunk.lastIndexOf(0x3c);
  if (lastLt !== -1 && chunk.indexOf(0x3e, lastLt) === -1) return true;
  return chunk.includes(SCRIPT_WITH_NONCE) || chunk.includes(PRELOAD_LINK);
}

export function afterPaintScripts(nonce: string): Transform {
  const preloads: string[] = [];
  let carry = "";
  let moduleOpen: string | null = null;
  let moduleBody = "";
  const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
  const MODULE_OPEN = /<script nonce="[^"]*" type="module" async="">/;

  const loader = (body: string) => {
    const payload = JSON.stringify({ preloads, body }).replace(/</g, "\\u003c");
    preloads.length = 0;
    return (
      `<script nonce="${nonce}">(function(p){var n=document.currentScript&&document.currentScript.nonce||${JSON.stringify(nonce)},i=0;` +
      `function go(){p.preloads.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;document.head.appendChild(l)});` +
      `i+=${PRELOADS_PER_TASK};if(i<p.preloads.length){setTimeout(go,0);return}` +
      `var s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=p.body;document.body.appendChild(s)}` +
      `requestAnimationFrame(function(){setTimeout(go,0)})})(${payload})</script>`
    );
  };

  const process = (text: string, flush: boolean): string => {
    let input = carry + text;
    carry = "";
    let out = "";
    while (input) {
      if (moduleOpen !== null) {
        const end = input.indexOf("</script>");
        if (end === -1) {
          // The closing tag may be cut between chunks: hold back what could be its beginning.
          const keep = flush ? 0 : Math.min(input.length, "</script>".length - 1);
          moduleBody += input.slice(0, input.length - keep);
          carry = input.slice(input.length - keep);
          return out;
        }
        moduleBody += input.slice(0, end);
        out += loader(moduleBody);
        moduleOpen = null;
        moduleBody = "";
        input = input.slice(end + "</script>".length);
        continue;
      }
      const open = input.match(MODULE_OPEN);
      const head = open?.index !== undefined ? input.slice(0, open.index) : input;
      // Hold back a partial tag at the end of a chunk until the next one completes it.
      const lastLt = head.lastIndexOf("<");
      let safe = head;
      if (open?.index === undefined && !flush && lastLt !== -1 && head.indexOf(">", lastLt) === -1) {
        safe = head.slice(0, lastLt);
        carry = head.slice(lastLt);
      }
      out += safe.replace(PRELOAD, (_m, href: string) => {
        preloads.push(href);
        return "";
      });
      if (open?.index === undefined) return out;
      moduleOpen = open[0];
      input = input.slice(open.index + open[0].length);
    }
    return out;
  };

  const decoder = new StringDecoder("utf8");
  // True while the string path holds something back: a partial tag, an open module script, or
  // (conservatively) the start of a character cut at the end of the last chunk.
  let holding = false;
  // React writes a page in 4 KiB pieces, all within one synchronous pass per flush. They are
  // gathered and passed on as one chunk at the end of that pass (a microtask later), so the
  // streams after this one (the response body, Fetch's ReadableStream, the socket) handle a few
  // chunks per page instead of dozens. Nothing waits longer than the pass that wrote it.
  let pending: Buffer[] = [];
  let scheduled = false;
  const release = (stream: Transform) => {
    scheduled = false;
    if (pending.length === 0) return;
    const out = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    stream.push(out);
  };
  const gather = (stream: Transform, out: Buffer | string) => {
    if (out.length === 0) return;
    pending.push(typeof out === "string" ? Buffer.from(out, "utf8") : out);
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(() => release(stream));
    }
  };
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      // Most of a page is markup this transform leaves alone: such a chunk is passed on as the
      // same bytes, without decoding it to a string and encoding it back.
      if (!holding && !mayNeedRewriting(chunk)) {
        gather(this, chunk);
        callback();
        return;
      }
      const out = process(decoder.write(chunk), false);
      holding = carry !== "" || moduleOpen !== null || (chunk.at(-1) ?? 0) >= 0x80;
      gather(this, out);
      callback();
    },
    flush(callback) {
      // An unterminated module script (should not happen) is written back as it came.
      let rest = process(decoder.end(), true) + carry;
      if (moduleOpen !== null) rest += moduleOpen + moduleBody;
      gather(this, rest);
      release(this);
      callback();
    },
  });
}

/**
 * The module scripts that the loaders in `html` will add at run time (their `body`), so a page
 * allowed by script hashes rather than a nonce can list theirs too (render-cache.ts). The payload
 * is JSON with every `<` escaped, so the first `)</script>` after it ends it.
 */
export function afterPaintModuleBodies(html: string): string[] {
  const bodies: string[] = [];
  for (const m of html.matchAll(/\}\)\((\{"preloads":[\s\S]*?)\)<\/script>/g)) {
    try {
      const payload = JSON.parse(m[1] ?? "") as { body?: unknown };
      if (typeof payload.body === "string") bodies.push(payload.body);
    } catch {
      // not one of ours
    }
  }
  return bodies;
}
