const HEAD_END = "</head>";
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

/** A run of module preloads, as React Router writes them shortly before the page's module script. */
const PRELOAD_RUN = /(?:<link\b(?=[^>]*\brel="modulepreload")[^>]*>)+/gi;

/**
 * React Router starts fetching every module of the page with module preloads and the module script at the end of
 * the body, so on a slow connection the scripts compete with the stylesheet, the fonts and the banner the first
 * paint waits for, and Lighthouse counts them towards the largest paint. This moves the preloads into an inert
 * template in the head, turns the module script into text, and adds the head script that brings both back once the
 * page has been painted. A page without the module script carrying this response's nonce is left as it is.
 */
export function holdScriptsUntilFirstPaint(html: string, nonce: string): string {
  const opening = `<script nonce="${nonce}" type="module"`;
  const script = html.indexOf(opening);
  const headEnd = html.indexOf(HEAD_END);
  if (script === -1 || headEnd === -1 || headEnd > script) return html;
  const body = html.slice(headEnd, script);
  const run = [...body.matchAll(PRELOAD_RUN)].at(-1);
  const preloads = run?.[0] ?? "";
  const runStart = run?.index ?? body.length;
  return (
    html.slice(0, headEnd) +
    `<template id="${PRELOADS_TEMPLATE_ID}">${preloads}</template>` +
    `<script nonce="${nonce}">${LOAD_AFTER_FIRST_PAINT}</script>` +
    body.slice(0, runStart) +
    body.slice(runStart + preloads.length) +
    `<script nonce="${nonce}" type="${HELD_MODULE_TYPE}"` +
    html.slice(script + opening.length)
  );
}
