import type { IncomingMessage } from "node:http";
import { announcesBody } from "./unread-bodies.ts";

export interface BodyDeadlines {
  /** A body other than an upload must have arrived this long after the request began. */
  bodyTimeoutMs: number;
  /** An upload's body must arrive at least this fast while the server reads it... */
  uploadMinBytesPerSecond: number;
  /** ...measured over windows this long. */
  uploadWindowMs: number;
}

/**
 * Node's own bound (its requestTimeout, 300 s for a whole request) answered a 25 MB upload slower than about
 * 0.7 Mbit/s with a 408. Bodies other than uploads keep that bound; an upload may take as long as it needs while
 * it arrives at least as fast as a poor mobile connection, so a 25 MB file has about 27 minutes and a client that
 * trickles or stops sending is still cut off.
 */
export const bodyDeadlines: BodyDeadlines = {
  bodyTimeoutMs: 300_000,
  uploadMinBytesPerSecond: 16 * 1024,
  uploadWindowMs: 60_000,
};

/**
 * Closes the connection of a request whose body arrives too slowly (`cutOff` says why first). An upload is measured
 * only while the server takes its bytes: a server that pauses the body (a slow store behind it) is not the client's
 * slowness.
 */
export function boundRequestBody(
  req: IncomingMessage,
  {
    isUpload,
    deadlines = bodyDeadlines,
    cutOff,
  }: { isUpload: boolean; deadlines?: BodyDeadlines; cutOff: (reason: string) => void },
): void {
  if (!announcesBody(req)) return;
  const { socket } = req;
  const cut = (reason: string) => {
    stop();
    cutOff(reason);
    socket.destroy();
  };

  let timer: NodeJS.Timeout;
  if (!isUpload) {
    timer = setTimeout(
      () => cut(`its body did not arrive within ${deadlines.bodyTimeoutMs} ms`),
      deadlines.bodyTimeoutMs,
    );
  } else {
    let bytesBefore = socket.bytesRead;
    let readingMs = 0;
    let readingSince = req.readableFlowing === true ? Date.now() : null;
    const reading = () => (readingSince ??= Date.now());
    const held = () => {
      if (readingSince !== null) readingMs += Date.now() - readingSince;
      readingSince = null;
    };
    req.on("resume", reading);
    req.on("pause", held);
    timer = setInterval(() => {
      held();
      if (req.readableFlowing === true) reading();
      const arrived = socket.bytesRead - bytesBefore;
      // Less than half a window of reading says too little either way.
      if (
        readingMs >= deadlines.uploadWindowMs / 2 &&
        arrived < (deadlines.uploadMinBytesPerSecond * readingMs) / 1000
      ) {
        cut(`its upload arrived at ${Math.round((arrived * 1000) / readingMs)} bytes/s`);
        return;
      }
      bytesBefore = socket.bytesRead;
      readingMs = 0;
    }, deadlines.uploadWindowMs);
  }
  timer.unref();
  function stop() {
    clearTimeout(timer);
  }
  req.once("end", stop);
  req.once("close", stop);
}
