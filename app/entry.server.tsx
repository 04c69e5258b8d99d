import { createReadableStreamFromReadable } from "@react-router/node";
import { pipeline } from "node:stream";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { CoalescingStream } from "~/utils/coalescing-stream.server";
import { redactUrl } from "~/utils/log-redaction";
import { logger } from "~/utils/logger.server";
import { ScriptsAfterFirstPaintStream } from "~/utils/scripts-after-first-paint.server";
import { NonceProvider } from "~/utils/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new CoalescingStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const html = new ScriptsAfterFirstPaintStream(nonce);
          // A failure of either stream ends the response; the render already logs its own errors.
          pipeline(body, html, () => {});
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(html), {
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
          if (shellRendered) logger.error({ err: error, url: logUrl(request) }, "streaming render failed");
        },
      },
    );
  });
}

function logUrl(request: Request): string {
  const url = new URL(request.url);
  return redactUrl(url.pathname + url.search);
}

/** Errors of loaders and actions, logged once with a URL fit for logs (no tokens). */
export function handleError(error: unknown, { request }: { request: Request }) {
  // Aborted requests and answers such as 404/405 are not failures of ours.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  logger.error({ err: error, url: logUrl(request) }, "request failed");
}
