import { options } from "preact";
import { renderToStringAsync } from "preact-render-to-string";
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { redactUrl } from "~/utils/log-redaction";
import { logger } from "~/utils/logger.server";
import { NonceProvider } from "~/utils/nonce";
import { holdScriptsUntilFirstPaint } from "~/utils/scripts-after-first-paint.server";

export const streamTimeout = 5_000;

// React Router marks its scripts for React's hydration; Preact would write the prop out as an attribute.
const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (props && typeof vnode.type === "string" && "suppressHydrationWarning" in props) {
    delete props.suppressHydrationWarning;
  }
  previousVnodeHook?.(vnode);
};

export default async function handleRequest(
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
  const markup = await renderToStringAsync(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(holdScriptsUntilFirstPaint(`<!DOCTYPE html>${markup}`, nonce), {
    headers: responseHeaders,
    status: responseStatusCode,
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
