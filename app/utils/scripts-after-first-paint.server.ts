import { Transform, type TransformCallback } from "node:stream";

const HEAD_END = "</head>";
/** A head that has not ended by this size goes out unchanged rather than being held back further. */
const MAX_HEAD_BYTES = 128 * 1024;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/gi;
const PRELOADS_TEMPLATE_ID = "module-preloads";
/** A type no browser runs, so the page's module script waits as text until the first paint has happened. */
export const HELD_MODULE_TYPE = "text/x-module-after-first-paint";

/**
 * Runs in the head: once the browser reports its first paint (or, without paint timing, after the first frame), or
 * once parsed in a tab nobody is looking at, it puts the module preloads back into the head and runs the held
 * module script, with the nonce this script itself was allowed by.
 */
const LOAD_AFTER_FIRST_PAINT =
  "(()=>{const d=document,n=d.currentScript.nonce," +
  `load=()=>{const t=d.getElementById("${PRELOADS_TEMPLATE_ID}");if(t){d.head.append(t.content);t.remove()}` +
  `const h=d.querySelector('script[type="${HELD_MODULE_TYPE}"]');if(!h)return;` +
  'const s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=h.textContent;h.replaceWith(s)},' +
  'parsed=()=>d.readyState==="loading"?d.addEventListener("DOMContentLoaded",load,{once:true}):load();' +
  "if(d.hidden)parsed();" +
  'else if(self.PerformanceObserver?.supportedEntryTypes?.includes("paint")){' +
  'const o=new PerformanceObserver(()=>{o.disconnect();parsed()});o.observe({type:"paint",buffered:true})}' +
  "else requestAnimationFrame(()=>setTimeout(parsed))})()";

/**
 * Moves the module preloads of `head` into an inert template and adds the script that brings them back after the
 * first paint. Returns undefined when the head has no module preloads (then nothing is held back).
 */
export function deferModulePreloads(head: string, nonce: string): string | undefined {
  const preloads = head.match(MODULE_PRELOAD);
  if (!preloads) return undefined;
  const rest = head.replace(MODULE_PRELOAD, "");
  const headEnd = rest.lastIndexOf(HEAD_END);
  const cut = headEnd === -1 ? rest.length : headEnd;
  return (
    rest.slice(0, cut) +
    `<template id="${PRELOADS_TEMPLATE_ID}">${preloads.join("")}</template>` +
    `<script nonce="${nonce}">${LOAD_AFTER_FIRST_PAINT}</script>` +
    rest.slice(cut)
  );
}

/**
 * React Router starts fetching every module of the page from the head (module preloads) and from the module script
 * at the end of the body, so on a slow connection 135 kB of scripts compete with the stylesheet, the fonts and the
 * banner the first paint waits for, and Lighthouse counts them towards the largest paint. This stream holds the
 * head until `</head>` (React writes the shell in one go), moves the preloads out of the way, and turns the module
 * script into text that the head's script runs once the page has been painted. The rest passes untouched.
 */
export class ScriptsAfterFirstPaintStream extends Transform {
  private head: Buffer[] | undefined = [];
  private headBytes = 0;
  private headTail = Buffer.alloc(0);
  /** The opening of the module script while it is still to be found in the body. */
  private moduleScript: Buffer | undefined;
  private bodyTail = Buffer.alloc(0);

  private readonly nonce: string;

  constructor(nonce: string) {
    super();
    this.nonce = nonce;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (!this.head) {
      callback(null, this.holdModuleScript(chunk));
      return;
    }
    // Only the new bytes are searched, after the last few held ones (the tag may straddle chunks).
    const probe = Buffer.concat([this.headTail, chunk]);
    const found = probe.indexOf(HEAD_END);
    const headEnd = found === -1 ? -1 : this.headBytes - this.headTail.length + found;
    this.headTail = probe.subarray(Math.max(0, probe.length - HEAD_END.length + 1));
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
    const deferred = deferModulePreloads(held.subarray(0, cut).toString("utf8"), this.nonce);
    if (deferred === undefined) {
      callback(null, held);
      return;
    }
    this.moduleScript = Buffer.from(`<script nonce="${this.nonce}" type="module"`);
    callback(null, Buffer.concat([Buffer.from(deferred, "utf8"), this.holdModuleScript(held.subarray(cut))]));
  }

  override _flush(callback: TransformCallback) {
    if (this.head?.length) this.push(Buffer.concat(this.head, this.headBytes));
    if (this.bodyTail.length) this.push(this.bodyTail);
    this.head = undefined;
    callback();
  }

  /** Gives the module script the held type; keeps back the few bytes that may begin its tag. */
  private holdModuleScript(chunk: Buffer): Buffer {
    const opening = this.moduleScript;
    if (!opening) return chunk;
    const probe = this.bodyTail.length ? Buffer.concat([this.bodyTail, chunk]) : chunk;
    const found = probe.indexOf(opening);
    if (found === -1) {
      const keep = Math.min(probe.length, opening.length - 1);
      this.bodyTail = Buffer.from(probe.subarray(probe.length - keep));
      return probe.subarray(0, probe.length - keep);
    }
    this.moduleScript = undefined;
    this.bodyTail = Buffer.alloc(0);
    const held = Buffer.from(`<script nonce="${this.nonce}" type="${HELD_MODULE_TYPE}"`);
    return Buffer.concat([probe.subarray(0, found), held, probe.subarray(found + opening.length)]);
  }
}
