import { describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE, holdScriptsUntilFirstPaint } from "./scripts-after-first-paint.server";

const NONCE = "n0nce+/=";

const preloads = '<link rel="modulepreload" href="/a.js" nonce="n"/><link href="/b.js" rel="modulepreload"/>';
const context = `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`;
const moduleScript = `<script nonce="${NONCE}" type="module" async>import "/entry.js";</script>`;
const heldScript = `<script nonce="${NONCE}" type="${HELD_MODULE_TYPE}" async>import "/entry.js";</script>`;
const head = '<head><link rel="stylesheet" href="/app.css"/><title>t</title></head>';

describe("holdScriptsUntilFirstPaint", () => {
  it("moves the module preloads into a template at the end of the head, adds the loader and holds the module script", () => {
    const page = `<html>${head}<body><p>text</p>${preloads}${context}${moduleScript}</body></html>`;
    const held = holdScriptsUntilFirstPaint(page, NONCE);
    expect(held).toMatch(
      new RegExp(
        `^<html><head><link rel="stylesheet" href="/app.css"/><title>t</title><template id="module-preloads">`,
      ),
    );
    expect(held).toContain(`<template id="module-preloads">${preloads}</template><script nonce="${NONCE}">`);
    expect(held.indexOf("</head>")).toBeGreaterThan(held.indexOf("</template>"));
    expect(held).toContain(`</head><body><p>text</p>${context}${heldScript}</body></html>`);
    expect(held).not.toContain(`${NONCE}" type="module"`);
    expect(held.match(/rel="modulepreload"/g)).toHaveLength(2);
  });

  it("takes only the preloads just before the scripts, not a link of the page's own that merely looks alike", () => {
    const earlier = '<link rel="modulepreload" href="/page-own.js"/>';
    const page = `<html>${head}<body>${earlier}<p>text</p>${preloads}${context}${moduleScript}</body></html>`;
    const held = holdScriptsUntilFirstPaint(page, NONCE);
    expect(held).toContain(`<template id="module-preloads">${preloads}</template>`);
    expect(held).toContain(`<body>${earlier}<p>text</p>${context}${heldScript}`);
  });

  it("holds the module script with an empty template when the page has no preloads", () => {
    const held = holdScriptsUntilFirstPaint(`<html>${head}<body>${moduleScript}</body></html>`, NONCE);
    expect(held).toContain('<template id="module-preloads"></template>');
    expect(held).toContain(`<body>${heldScript}</body>`);
  });

  it("holds only the module script carrying the response's nonce, once", () => {
    const foreign = '<script nonce="other" type="module">x()</script>';
    const held = holdScriptsUntilFirstPaint(
      `<html>${head}<body>${foreign}${moduleScript}${moduleScript}</body>`,
      NONCE,
    );
    expect(held).toContain(`${foreign}${heldScript}${moduleScript}`);
  });

  it("leaves a page without the module script, or without a head, as it is", () => {
    const noScript = `<html>${head}<body>${preloads}<p>text</p></body></html>`;
    expect(holdScriptsUntilFirstPaint(noScript, NONCE)).toBe(noScript);
    const fragment = `<p>fragment ${preloads}${moduleScript}</p>`;
    expect(holdScriptsUntilFirstPaint(fragment, NONCE)).toBe(fragment);
  });

  it("keeps every character of the page whole", () => {
    const page = `<html><head><title>Café — naïve</title></head><body>Ünïcode ${preloads}${moduleScript}</body></html>`;
    const held = holdScriptsUntilFirstPaint(page, NONCE);
    expect(held).toContain("<title>Café — naïve</title>");
    expect(held).toContain(`<body>Ünïcode ${heldScript}</body>`);
  });
});
