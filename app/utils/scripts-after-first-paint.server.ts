import { Transform, type TransformCallback } from "node:stream";

const HEAD_END = "</head>";
/** A head that has not ended by this size goes out unchanged rather than being held back further. */
const MAX_HEAD_BYTES = 128 * 1024;
const MODULE_PRELOAD = /<link(?=[^>]*\brel="modulepreload")(?![^>]*\bfetchpriority=)/gi;

/** Marks every `<link rel="modulepreload">` in `head` as a low-priority fetch. */
export function lowerModulePreloadPriority(head: string): string {
  return head.replace(MODULE_PRELOAD, '<link fetchpriority="low"');
}

/**
 * React Router preloads every module of the page in the head, and Chrome fetches module preloads at high priority,
 * on a slow connection ahead of the stylesheet and the two text fonts that the first paint waits for. At low
 * priority the scripts still start at once, behind the requests that block the paint. Only the head is rewritten:
 * it is held until `</head>` has been written (React writes the shell in one go), then the rest passes untouched.
 */
export class ModulePreloadPriorityStream extends Transform {
  private head: Buffer[] | undefined = [];
  private headBytes = 0;
  private tail = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (!this.head) {
      callback(null, chunk);
      return;
    }
    // Only the new bytes are searched, after the last few held ones (the tag may straddle chunks).
    const probe = Buffer.concat([this.tail, chunk]);
    const found = probe.indexOf(HEAD_END);
    const headEnd = found === -1 ? -1 : this.headBytes - this.tail.length + found;
    this.tail = probe.subarray(Math.max(0, probe.length - HEAD_END.length + 1));
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (headEnd === -1 && this.headBytes < MAX_HEAD_BYTES) {
      callback();
      return;
    }
    const held = Buffer.concat(this.head, this.headBytes);
    this.head = undefined;
    if (headEnd === -1) {
      callback(null, held);
      return;
    }
    // The cut falls right after an ASCII `>`, so the head decodes whole whatever the chunking of the bytes.
    const cut = headEnd + HEAD_END.length;
    const head = Buffer.from(lowerModulePreloadPriority(held.subarray(0, cut).toString("utf8")), "utf8");
    callback(null, Buffer.concat([head, held.subarray(cut)]));
  }

  override _flush(callback: TransformCallback) {
    if (this.head?.length) this.push(Buffer.concat(this.head, this.headBytes));
    this.head = undefined;
    callback();
  }
}
