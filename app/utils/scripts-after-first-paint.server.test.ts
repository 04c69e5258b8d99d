import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority, ModulePreloadPriorityStream } from "./module-preload-priority.server";

async function run(pieces: (string | Buffer)[]): Promise<{ chunks: Buffer[]; text: string }> {
  const stream = new ModulePreloadPriorityStream();
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  for (const piece of pieces) stream.write(typeof piece === "string" ? Buffer.from(piece) : piece);
  stream.end();
  await ended;
  return { chunks, text: Buffer.concat(chunks).toString("utf8") };
}

describe("lowerModulePreloadPriority", () => {
  it("marks module preloads low and leaves other links and existing priorities alone", () => {
    const head =
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/b.js"/>' +
      '<link href="/c.js" rel="modulepreload" crossorigin=""/><link rel="preload" as="font" href="/f.woff2"/>' +
      '<link rel="modulepreload" fetchpriority="high" href="/d.js"/>';
    expect(lowerModulePreloadPriority(head)).toBe(
      '<link rel="stylesheet" href="/a.css"/><link fetchpriority="low" rel="modulepreload" href="/b.js"/>' +
        '<link fetchpriority="low" href="/c.js" rel="modulepreload" crossorigin=""/>' +
        '<link rel="preload" as="font" href="/f.woff2"/><link rel="modulepreload" fetchpriority="high" href="/d.js"/>',
    );
  });
});

describe("ModulePreloadPriorityStream", () => {
  it("rewrites a head split over pieces and passes the body through unchanged", async () => {
    const { chunks, text } = await run([
      '<html><head><link rel="modulep',
      'reload" href="/x.js"/></he',
      'ad><body><link rel="modulepreload" href="/late.js"/>',
      "<p>rest</p>",
    ]);
    expect(text).toBe(
      '<html><head><link fetchpriority="low" rel="modulepreload" href="/x.js"/></head>' +
        '<body><link rel="modulepreload" href="/late.js"/><p>rest</p>',
    );
    expect(chunks.map(String).at(-1)).toBe("<p>rest</p>");
  });

  it("finds the end of the head when it arrives a few bytes at a time", async () => {
    const html = '<head><link rel="modulepreload" href="/a.js"/></head><body>a</body>';
    const { text } = await run(html.match(/.{1,2}/g)!);
    expect(text).toBe('<head><link fetchpriority="low" rel="modulepreload" href="/a.js"/></head><body>a</body>');
  });

  it("keeps multi-byte characters whole when a piece ends inside one", async () => {
    const title = Buffer.from("<html><head><title>Café — naïve</title></head><body>Ünïcode</body></html>");
    const splitInsideE = title.indexOf("é") + 1;
    const { text } = await run([title.subarray(0, splitInsideE), title.subarray(splitInsideE)]);
    expect(text).toBe(title.toString("utf8"));
  });

  it("lets a document without a head end go out unchanged", async () => {
    const { text } = await run(['<p>fragment <link rel="modulepreload" href="/y.js"/></p>']);
    expect(text).toBe('<p>fragment <link rel="modulepreload" href="/y.js"/></p>');
  });

  it("stops holding a head back once it passes 128 KB", async () => {
    const stream = new ModulePreloadPriorityStream();
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.write(Buffer.from("<html><head>"));
    stream.write(Buffer.alloc(64 * 1024, "a"));
    expect(chunks).toHaveLength(0);
    stream.write(Buffer.alloc(64 * 1024, "b"));
    expect(chunks).toHaveLength(1);
    stream.write(Buffer.from('<link rel="modulepreload" href="/z.js"/></head>'));
    expect(chunks.at(-1)!.toString()).toBe('<link rel="modulepreload" href="/z.js"/></head>');
  });
});
