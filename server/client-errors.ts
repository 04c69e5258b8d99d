import type { Socket } from "node:net";
import type { Logger } from "pino";

interface Answer {
  status: number;
  reason: string;
  text: string;
}

/** Node's own answers to a request it cannot read, but each with a line saying why, instead of a bare status. */
const ANSWERS: Record<string, Answer> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: "Request Header Fields Too Large",
    text: "The request's headers are too large to read. Deleting this site's cookies in your browser usually fixes it.",
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    reason: "Payload Too Large",
    text: "The request's body has chunk extensions too large to read.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: "Request Timeout",
    text: "The request took too long to arrive.",
  },
};
const MALFORMED: Answer = {
  status: 400,
  reason: "Bad Request",
  text: "The request could not be read: it is malformed.",
};

/**
 * The server's 'clientError' listener: a request Node refuses before any handler runs (headers past its 16 KB limit,
 * such as a browser sending a pile of large cookies; broken HTTP; a request that never finishes arriving). Each is the
 * client's doing, so it is logged at info; a connection the client already dropped is closed without a word.
 */
export function answerUnreadableRequests(logger: Logger) {
  return (error: Error & { code?: string }, socket: Socket) => {
    // Nothing can be answered on a reset connection, nor while an answer to an earlier request on it is half sent (a
    // kept-alive connection's earlier answers, all sent, are no obstacle): Node's own rule.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent: boolean } | null })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, reason, text } = ANSWERS[error.code ?? ""] ?? MALFORMED;
    logger.info({ code: error.code, res: { statusCode: status } }, "request could not be read");
    const body = `${text}\n`;
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        "Content-Type: text/plain; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        "Cache-Control: no-store\r\n" +
        "Connection: close\r\n\r\n" +
        body,
    );
  };
}
