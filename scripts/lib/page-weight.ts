/**
 * What a page makes the browser load before it is interactive: every script and stylesheet its HTML
 * references (module preloads, the route modules and entry imported by the inline module script, and
 * stylesheets), each gzipped (the budget's measure) and as the server sends it to a browser (its brotli copy).
 * Code fetched later (a dialog's chunk on first open) is not counted: it is not part of the page until someone
 * asks for it.
 */
import { gzipSync } from "node:zlib";

export interface PageAsset {
  url: string;
  kind: "js" | "css";
  gzipBytes: number;
  /** Content-Length as sent to a client that accepts brotli and gzip. */
  sentBytes: number;
}

export interface PageWeight {
  path: string;
  assets: PageAsset[];
  jsBytes: number;
  cssBytes: number;
  jsSentBytes: number;
}

/** The same-origin script and stylesheet URLs an HTML document references, each once. */
export function referencedAssets(html: string): { url: string; kind: "js" | "css" }[] {
  const found = new Map<string, "js" | "css">();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith("/")) continue;
    if (rel === "modulepreload") found.set(href, "js");
    else if (rel === "stylesheet") found.set(href, "css");
  }
  const scripts = [
    ...html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+)"/g),
    ...html.matchAll(/\bimport\s*(?:\(\s*|[^"'();]*?from\s*)"(\/[^"]+\.js)"/g),
  ];
  for (const [, src] of scripts) if (src) found.set(src, "js");
  return [...found].map(([url, kind]) => ({ url, kind }));
}

export async function measurePageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const response = await fetch(baseUrl + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const assets: PageAsset[] = [];
  for (const { url, kind } of referencedAssets(await response.text())) {
    const asset = await fetch(baseUrl + url, { headers: { "accept-encoding": "br, gzip" } });
    if (!asset.ok) throw new Error(`${url} (referenced by ${path}) answered ${asset.status}`);
    const body = Buffer.from(await asset.arrayBuffer());
    const sentBytes = Number(asset.headers.get("content-length") ?? body.length);
    assets.push({ url, kind, gzipBytes: gzipSync(body).length, sentBytes });
  }
  assets.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const total = (kind: PageAsset["kind"], size: "gzipBytes" | "sentBytes" = "gzipBytes") =>
    assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset[size], 0);
  return { path, assets, jsBytes: total("js"), cssBytes: total("css"), jsSentBytes: total("js", "sentBytes") };
}

/** One line per page, in kB (1,000 bytes) as Vite reports sizes, e.g. `article page JS: 120.3 kB gzip (104.1 kB sent) in 14 files`. */
export function describePageWeight(name: string, weight: PageWeight): string {
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  const count = (kind: PageAsset["kind"]) => weight.assets.filter((asset) => asset.kind === kind).length;
  return (
    `${name} page JS: ${kb(weight.jsBytes)} kB gzip (${kb(weight.jsSentBytes)} kB sent) in ${count("js")} files, ` +
    `CSS: ${kb(weight.cssBytes)} kB gzip in ${count("css")} files\n` +
    weight.assets.map((asset) => `  ${kb(asset.gzipBytes).padStart(6)} kB  ${asset.url}`).join("\n")
  );
}
