import { pipeline, type Readable, Transform } from "node:stream";

class StoreFellSilentError extends Error {
  override name = "StoreFellSilentError";

  constructor(silenceMs: number) {
    super(`the store stopped sending: nothing came for ${silenceMs} ms while the download waited for it`);
  }
}

/**
 * The body of a download as the store sends it, failed with StoreFellSilentError (and the store's stream
 * destroyed) once the store sends nothing for `silenceMs` while the body flows. A body held back by a slow reader
 * is paused by backpressure, and that silence is the reader's: it is never cut. The silence is measured while the
 * body flows, so a store that falls silent just as a pause ends is cut within twice `silenceMs`.
 */
export function failWhenStoreFallsSilent(body: Readable, silenceMs: number): Readable {
  const timer = setTimeout(() => {
    if (body.readableFlowing === false) timer.refresh();
    else watched.destroy(new StoreFellSilentError(silenceMs));
  }, silenceMs).unref();
  const watched = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      timer.refresh();
      callback(null, chunk);
    },
  });
  // Errors reach the reader through `watched`; ending either stream destroys the other.
  pipeline(body, watched, () => clearTimeout(timer));
  return watched;
}
