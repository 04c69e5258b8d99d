import type { IncomingMessage, ServerResponse } from "node:http";

/** Whether the request announces a body (a length above zero, or one sent in chunks). */
export function announcesBody(req: IncomingMessage): boolean {
  return Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
}

/**
 * An answer sent before its request's body was read (a sign-in redirect, a refusal ahead of an upload, a guard's
 * refusal, a GET that came with a body) closes the connection. Kept open, Node reads and drops the rest of the body to
 * reach the next request, for as long as the client goes on sending; and a handler that began reading and stopped
 * left the rest of an upload in the socket, where the browser's next request on that connection never got an answer.
 * A body already read to its end keeps the connection open. Called for every request, ahead of every handler.
 */
export function closeConnectionIfBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  if (!announcesBody(req)) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!req.complete) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
