import { describe, expect, it } from "vitest";
import {
  deferModulePreloads,
  HELD_MODULE_TYPE,
  ScriptsAfterFirstPaintStream,
} from "./scripts-after-first-paint.server";

const NONCE = "n0nce+/=";

async function run(pieces: (string | Buffer)[]): Promise<{ chunks: Buffer[]; text: string }> {
  const stream = new ScriptsAfterFirstPaintStream(NONCE);
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  for (const piece of pieces) stream.write(typeof piece === "string" ? Buffer.from(piece) : piece);
  stream.end();
  await ended;
  return { chunks, text: Buffer.concat(chunks).toString("utf8") };
}

const template = (links: string) => `<template id="module-preloads">${links}</template>`;
const loader = `<script nonce="${NONCE}">`;
const moduleScript = `<script nonce="${NONCE}" type="module" async="">import "/entry.js";</script>`;
const heldScript = `<script nonce="${NONCE}" type="${HELD_MODULE_TYPE}" async="">import "/entry.js";</script>`;

describe("deferModulePreloads", () => {
  it("moves every module preload into a template at the end of the head, followed by the nonced loader", () => {
    const head =
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/b.js"/>' +
      '<link href="/c.js" rel="modulepreload" nonce="x"/><link rel="preload" as="font" href="/f.woff2"/></head>';
    const deferred = deferModulePreloads(head, NONCE)!;
    expect(deferred.startsWith('<head><link rel="stylesheet" href="/a.css"/><link rel="preload" as="font"')).toBe(true);
    expect(deferred).toContain(
      template('<link rel="modulepreload" href="/b.js"/><link href="/c.js" rel="modulepreload" nonce="x"/>'),
    );
    expect(deferred.indexOf(loader)).toBeGreaterThan(deferred.indexOf("</template>"));
    expect(deferred.endsWith("</script></head>")).toBe(true);
  });

  it("leaves a head without module preloads alone", () => {
    expect(deferModulePreloads('<head><link rel="stylesheet" href="/a.css"/></head>', NONCE)).toBeUndefined();
  });
});

describe("ScriptsAfterFirstPaintStream", () => {
  it("defers a head split over pieces and holds the module script of the body", async () => {
    const { text } = await run([
      '<html><head><link rel="modulep',
      'reload" href="/x.js"/></he',
      `ad><body><p>text</p>${moduleScript.slice(0, 20)}`,
      `${moduleScript.slice(20)}<p>rest</p></body></html>`,
    ]);
    expect(text).toMatch(
      /^<html><head><template id="module-preloads"><link rel="modulepreload" href="\/x.js"\/><\/template>/,
    );
    expect(text).toContain(`</head><body><p>text</p>${heldScript}<p>rest</p></body></html>`);
    expect(text).not.toContain(`${NONCE}" type="module"`);
  });

  it("finds the head end and the module script when they arrive a few bytes at a time", async () => {
    const html = `<head><link rel="modulepreload" href="/a.js"/></head><body>a${moduleScript}b</body>`;
    const { text } = await run(html.match(/.{1,3}/g)!);
    expect(text).toContain(template('<link rel="modulepreload" href="/a.js"/>'));
    expect(text.endsWith(`</head><body>a${heldScript}b</body>`)).toBe(true);
  });

  it("holds only the module script carrying the response's nonce, once", async () => {
    const foreign = '<script nonce="other" type="module">x()</script>';
    const { text } = await run([
      `<head><link rel="modulepreload" href="/a.js"/></head>${foreign}${moduleScript}${moduleScript}`,
    ]);
    expect(text).toContain(`${foreign}${heldScript}${moduleScript}`);
  });

  it("keeps multi-byte characters whole when a piece ends inside one", async () => {
    const page = Buffer.from(
      `<html><head><title>Café — naïve</title></head><body>Ünïcode ${moduleScript}</body></html>`,
    );
    const splitInsideU = page.indexOf("Ü") + 1;
    const { text } = await run([page.subarray(0, splitInsideU), page.subarray(splitInsideU)]);
    expect(text).toBe(page.toString("utf8"));
  });

  it("leaves the module script alone when the head had no module preloads to defer", async () => {
    const { text } = await run([`<head><title>t</title></head><body>${moduleScript}</body>`]);
    expect(text).toBe(`<head><title>t</title></head><body>${moduleScript}</body>`);
  });

  it("lets a document without a head end go out unchanged", async () => {
    const { text } = await run([`<p>fragment <link rel="modulepreload" href="/y.js"/>${moduleScript}</p>`]);
    expect(text).toBe(`<p>fragment <link rel="modulepreload" href="/y.js"/>${moduleScript}</p>`);
  });

  it("stops holding a head back once it passes 128 KB, and then defers nothing", async () => {
    const stream = new ScriptsAfterFirstPaintStream(NONCE);
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.write(Buffer.from("<html><head>"));
    stream.write(Buffer.alloc(64 * 1024, "a"));
    expect(chunks).toHaveLength(0);
    stream.write(Buffer.alloc(64 * 1024, "b"));
    expect(chunks).toHaveLength(1);
    stream.write(Buffer.from(`<link rel="modulepreload" href="/z.js"/></head>${moduleScript}`));
    expect(chunks.at(-1)!.toString()).toBe(`<link rel="modulepreload" href="/z.js"/></head>${moduleScript}`);
  });
});
