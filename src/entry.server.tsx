import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { afterPaintScripts } from "#src/platform/http/after-paint-scripts.ts";
import { requestStateContext } from "#src/platform/http/app-context.ts";
import { staticEntryScripts } from "#src/platform/http/client-entries.ts";
import { createStaticMarkupRenderer } from "#src/platform/http/static-markup.tsx";
import { NonceContext } from "#src/ui/nonce.tsx";
import { StaticMarkupContext } from "#src/ui/static-markup.ts";
import { StaticScriptsContext } from "#src/ui/static-page.ts";

export const streamTimeout = 5_000;

// Static islands (ui/static-island.tsx) are rendered once per process (fresh each time in development).
const renderStatic = createStaticMarkupRenderer({ fresh: import.meta.env.DEV });

/**
 * React Router's default Node entry, plus the CSP nonce on every script it writes and the page's
 * JavaScript loaded after the first paint.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestStateContext);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StaticMarkupContext.Provider value={renderStatic}>
          <StaticScriptsContext.Provider value={staticEntryScripts(import.meta.env.DEV)}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </StaticScriptsContext.Provider>
        </StaticMarkupContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The page's JavaScript loads after its first paint (after-paint-scripts.ts).
          pipe(afterPaintScripts(nonce)).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
