import { Transform, type TransformCallback } from "node:stream";

/** Past this size a batch goes out at once rather than waiting for the end of the tick. */
const MAX_BATCH_BYTES = 64 * 1024;

/**
 * React writes a page in pieces of about 2 KB. Each piece costs a gzip call and a socket write of its own, which
 * made compression and writes about a third of an uncached page's CPU time. Pieces written in the same tick leave
 * as one chunk; a Suspense boundary that resolves later still streams on its own tick.
 */
export class CoalescingStream extends Transform {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private scheduled = false;
  private readonly onFinish: () => void;

  constructor(onFinish: () => void = () => {}) {
    super();
    this.onFinish = onFinish;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= MAX_BATCH_BYTES) {
      this.pushPending();
    } else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.pushPending();
      });
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.pushPending();
    this.onFinish();
    callback();
  }

  private pushPending() {
    if (this.pendingBytes === 0) return;
    const batch = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    this.push(batch);
  }
}
