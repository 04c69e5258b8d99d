import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArticle, getArticleById, updateArticle } from "~/models/article.server";
import { seedDemoContent } from "~/db/seed/seed.server";
import { signInCookie } from "../../scripts/lib/bench-server";
import { startAppServer, type AppServer } from "../setup/app-server";
import { createArticleInput } from "../setup/factories";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

/** The page cache of the production server, seen from outside as a browser or a CDN sees it. */
describe(`page cache (${testDialect})`, () => {
  let database: TestDatabase;
  let server: AppServer;
  const workDir = mkdtempSync(join(tmpdir(), "cto-cache-"));
  const article = "/article/dora-metrics-without-the-theatre";
  const scheduledTitle = "A Scheduled Insight About Cache Expiry";
  let goesLiveAt: number;

  beforeAll(async () => {
    expect(existsSync(join(process.cwd(), "build/server/index.js")), "run `npm run build` first").toBe(true);
    database = await createTestDatabase();
    await seedDemoContent(database.db);
    const env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: "cache-test-secret-that-is-long-enough-012345",
      ADMIN_EMAILS: "editor@example.com",
      STORAGE_DIR: join(workDir, "uploads"),
    };
    execFileSync(
      join(process.cwd(), "node_modules/.bin/tsx"),
      [join(process.cwd(), "scripts/create-user.ts"), "--email", "reader@example.com", "--password", "reader-pass"],
      { cwd: process.cwd(), env: { ...process.env, ...env, NODE_ENV: "production" }, stdio: "ignore" },
    );
    server = await startAppServer(env, workDir);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await database.destroy();
    rmSync(workDir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${path}`, { headers: { "accept-encoding": "gzip", ...headers }, redirect: "manual" });

  it("shows a scheduled article on time without a restart, though the pages before it were cached", async () => {
    // Scheduled a few seconds ahead, written by this process as another instance would: the server's cache
    // learns of it through the shared content version and keeps nothing past its publication.
    goesLiveAt = Date.now() + 6_000;
    await createArticle(
      database.db,
      createArticleInput({
        slug: "cache-expiry",
        title: scheduledTitle,
        publishedAt: new Date(goesLiveAt).toISOString(),
      }),
    );
    // Past one version check, the first request finds the cache emptied and renders the page anew.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await get("/all-articles")).headers.get("x-page-cache")).toBe("miss");
    await expect
      .poll(async () => (await get("/all-articles")).headers.get("x-page-cache"), { timeout: 5_000 })
      .toBe("hit");
    const early = await get("/all-articles");
    expect(early.headers.get("x-page-cache")).toBe("hit");
    expect(await early.text()).not.toContain(scheduledTitle);
    expect(Date.now(), "the page was cached before the publication").toBeLessThan(goesLiveAt);
    // A CDN may keep the page only until the publication, and serve nothing stale past it either.
    const sharedMaxAge = Number(/s-maxage=(\d+)/.exec(early.headers.get("cache-control") ?? "")?.[1]);
    expect(sharedMaxAge).toBeLessThanOrEqual(Math.ceil((goesLiveAt - Date.now()) / 1000));
    expect(early.headers.get("cache-control")).not.toContain("stale-while-revalidate");
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, goesLiveAt - Date.now() + 200)));
    const onTime = await get("/all-articles");
    expect(await onTime.text()).toContain(scheduledTitle);
    await expect
      .poll(async () => (await get("/all-articles")).headers.get("cache-control"), { timeout: 5_000 })
      .toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  }, 40_000);

  it("renders an anonymous page once, then serves it compressed from the cache with a CDN-safe Cache-Control", async () => {
    const first = await get(article);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    await first.arrayBuffer();
    await expect.poll(async () => (await get(article)).headers.get("x-page-cache"), { timeout: 10_000 }).toBe("hit");
    const hit = await get(article);
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    expect(hit.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(hit.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    const brotli = await get(article, { "accept-encoding": "br" });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(await brotli.text()).toContain("DORA Metrics Without the Theatre");
  });

  it("sends a cached page in the coding the client weighs highest, never one it refused", async () => {
    await expect.poll(async () => (await get(article)).headers.get("x-page-cache"), { timeout: 10_000 }).toBe("hit");
    const coding = async (acceptEncoding: string) =>
      (await get(article, { "accept-encoding": acceptEncoding })).headers.get("content-encoding");
    expect(await coding("gzip, deflate, br")).toBe("br");
    expect(await coding("br;q=0, gzip")).toBe("gzip");
    expect(await coding("br;q=0.5, gzip")).toBe("gzip");
    expect(await coding("br;q=0, gzip;q=0")).toBeNull();
    expect(await coding("identity")).toBeNull();
  });

  it("keeps the CSP nonce of a cached page equal to the one its scripts carry", async () => {
    await expect.poll(async () => (await get(article)).headers.get("x-page-cache"), { timeout: 10_000 }).toBe("hit");
    const hit = await get(article);
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    // fetch decompresses the body itself.
    const html = await hit.text();
    const headerNonce = /'nonce-([^']+)'/.exec(hit.headers.get("content-security-policy") ?? "")?.[1];
    const scriptNonces = new Set([...html.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((match) => match[1]));
    expect(headerNonce).toBeTruthy();
    expect([...scriptNonces]).toEqual([headerNonce]);
  });

  it("renders a page once when many ask for it at the same moment", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("/terms-of-service")));
    const states = answers.map((answer) => answer.headers.get("x-page-cache"));
    expect(states.filter((state) => state === "miss")).toHaveLength(1);
    expect(states.filter((state) => state === "hit")).toHaveLength(19);
    const bodies = new Set(await Promise.all(answers.map((answer) => answer.text())));
    expect(bodies.size).toBe(1);
  });

  it("answers cached pages with the headers of their render, its CSP nonce included, and logs every answer", async () => {
    const path = "/search?q=headers-of-the-render";
    const rendered = await get(path);
    expect(rendered.headers.get("x-page-cache")).toBe("miss");
    const html = await rendered.text();
    // What belongs to one transfer, or to the cache, differs; everything else must be the render's.
    const perTransfer = new Set(["date", "x-page-cache", "content-length", "content-encoding", "transfer-encoding"]);
    const expected = [...rendered.headers].filter(([name]) => !perTransfer.has(name));
    expect(expected.map(([name]) => name)).toEqual(
      expect.arrayContaining(["content-security-policy", "x-frame-options", "permissions-policy", "cache-control"]),
    );
    await expect.poll(async () => (await get(path)).headers.get("x-page-cache"), { timeout: 10_000 }).toBe("hit");
    const linesBefore = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"url":"/search?q=headers')).length;
    const hits = await Promise.all(Array.from({ length: 20 }, () => get(path)));
    for (const hit of hits) {
      expect(hit.headers.get("x-page-cache")).toBe("hit");
      expect(hit.headers.get("etag")).toMatch(/^".+"$/);
      expect([...hit.headers].filter(([name]) => !perTransfer.has(name) && name !== "etag")).toEqual(expected);
      expect(await hit.text()).toBe(html);
    }
    const head = await fetch(`${server.base}${path}`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(html)));
    expect(await head.text()).toBe("");
    await expect
      .poll(
        () =>
          server
            .output()
            .split("\n")
            .filter((line) => line.includes('"url":"/search?q=headers')).length,
      )
      .toBe(linesBefore + hits.length + 1);
  });

  it("drops cached pages when another process changes published content", async () => {
    const path = "/category/cybersecurity-risk";
    await expect.poll(async () => (await get(path)).headers.get("x-page-cache"), { timeout: 10_000 }).toBe("hit");
    // This test process stands in for another instance: it writes to the same database directly.
    const [row] = await database.db
      .selectFrom("articles")
      .innerJoin("article_categories", "article_categories.article_id", "articles.id")
      .select("articles.id")
      .where("article_categories.category_slug", "=", "cybersecurity-risk")
      .execute();
    const current = await getArticleById(database.db, row!.id);
    await updateArticle(database.db, current!.id, { ...current!, title: "Renamed Elsewhere", faqs: current!.faqs });
    await expect
      .poll(async () => (await (await get(path)).text()).includes("Renamed Elsewhere"), { timeout: 3_000 })
      .toBe(true);
  });

  it("lets no cache keep an article's share card longer than its page, so a new title shows on both", async () => {
    const page = await get(article);
    const card = await get(`/og/${article.slice("/article/".length)}.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
    expect(card.headers.get("cache-control")).toBe(page.headers.get("cache-control"));
  });

  it("answers a matching If-None-Match with 304", async () => {
    // Asked again until the pair falls between two cache flushes: a flush (the earlier test's write reaching the
    // server late, on a busy machine) renders the page anew with a new nonce, so a new ETag.
    let revalidated: Response | undefined;
    await expect
      .poll(
        async () => {
          const hit = await get(article);
          const etag = hit.headers.get("etag")!;
          expect(etag).toMatch(/^".+"$/);
          revalidated = await get(article, { "if-none-match": etag });
          return [hit.headers.get("x-page-cache"), revalidated.status];
        },
        { timeout: 10_000 },
      )
      .toEqual(["hit", 304]);
    expect(await revalidated!.text()).toBe("");
  });

  it("gives each coding of a cached page its own ETag, and revalidates as RFC 9110 asks (weak, lists, *)", async () => {
    // A CDN that revalidates its brotli copy for a client that takes only gzip must not hear 304 and send brotli.
    const tags = async () => {
      const answers = await Promise.all(
        ["br", "gzip", "identity"].map((coding) => get(article, { "accept-encoding": coding })),
      );
      return answers.map((answer) => [answer.headers.get("x-page-cache"), answer.headers.get("etag")]);
    };
    let etags: string[] = [];
    await expect
      .poll(
        async () => {
          const answers = await tags();
          etags = answers.map(([, etag]) => etag!);
          return answers.every(([state]) => state === "hit") && new Set(etags).size;
        },
        { timeout: 10_000 },
      )
      .toBe(3);
    const [br, gzip] = etags as [string, string];
    const status = async (ifNoneMatch: string, acceptEncoding: string) =>
      (await get(article, { "if-none-match": ifNoneMatch, "accept-encoding": acceptEncoding })).status;
    expect(await status(br, "gzip")).toBe(200);
    expect(await status(gzip, "gzip")).toBe(304);
    expect(await status(`W/${br}`, "br")).toBe(304);
    expect(await status(`"stale", ${gzip}`, "gzip")).toBe(304);
    expect(await status("*", "br")).toBe(304);
    expect((await get(article, { "if-none-match": br, "accept-encoding": "br" })).headers.get("etag")).toBe(br);
  });

  it("sends a client that takes only deflate the plain page under the plain page's ETag, and revalidates it", async () => {
    // The cache keeps no deflate copy. Answered ahead of Express the page went plain; answered through Express (the
    // shared version due for a check) the compression middleware deflated it under the plain page's strong ETag.
    const deflateOnly = async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return get(article, { "accept-encoding": "deflate" });
    };
    await expect.poll(async () => (await deflateOnly()).headers.get("x-page-cache"), { timeout: 10_000 }).toBe("hit");
    const plain = await get(article, { "accept-encoding": "identity" });
    const answer = await deflateOnly();
    expect([answer.headers.get("x-page-cache"), answer.headers.get("content-encoding")]).toEqual(["hit", null]);
    expect(answer.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(await answer.text()).toBe(await plain.text());
    const etag = answer.headers.get("etag")!;
    await new Promise((resolve) => setTimeout(resolve, 400));
    const revalidated = await get(article, { "accept-encoding": "deflate", "if-none-match": etag });
    expect(revalidated.status).toBe(304);
  });

  it("never caches or shares a signed-in page, nor a page carrying a toast", async () => {
    const signIn = await fetch(`${server.base}/signin`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "reader@example.com", password: "reader-pass" }),
      redirect: "manual",
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    expect(cookie).toContain("session_token");
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const personal = await get(article, { cookie });
      expect(personal.headers.get("x-page-cache")).toBeNull();
      expect(personal.headers.get("cache-control")).toBe("private, no-store");
      expect(await personal.text()).toContain("reader@example.com");
    }
    // Routes with caching of their own (the feed, the sitemap) say only that too, not both.
    for (const path of ["/rss.xml", "/sitemap.xml"]) {
      expect((await get(path, { cookie })).headers.get("cache-control"), path).toBe("private, no-store");
    }
    const anonymous = await get(article);
    expect(await anonymous.text()).not.toContain("reader@example.com");
    const withToast = await get(article, { cookie: "toast=abc" });
    expect(withToast.headers.get("x-page-cache")).toBeNull();
  });

  it("lets a signed-in visitor's browser keep what is the same for everyone: scripts, styles, icons, uploaded images", async () => {
    const cookie = await signInCookie(server.base, { email: "reader@example.com", password: "reader-pass" });
    const image = "article-images/1764000000000-banner.webp";
    mkdirSync(join(workDir, "uploads", "article-images"), { recursive: true });
    writeFileSync(join(workDir, "uploads", image), "an uploaded banner");
    const page = await (await get("/", { cookie })).text();
    const files = [...new Set(page.match(/\/assets\/[\w.-]+\.(js|css|woff2)/g))];
    expect(files.map((file) => file.split(".").pop())).toEqual(expect.arrayContaining(["js", "css", "woff2"]));
    for (const path of files) {
      const file = await get(path, { cookie, "accept-encoding": "br" });
      expect(file.status, path).toBe(200);
      expect(file.headers.get("cache-control"), path).toBe("public, max-age=31536000, immutable");
    }
    expect((await get("/favicon.ico", { cookie })).headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await get(`/media/${image}`, { cookie })).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    // Pages rendered for the visitor stay theirs alone.
    expect((await get("/library", { cookie })).headers.get("cache-control")).toBe("private, no-store");
  });

  it("tells a CDN to keep none of the pages it does not cache itself", async () => {
    // A response that says nothing may be kept by a CDN's default TTL: the contact page's signed form time would
    // grow old for every visitor, and the sign-in redirect of /admin could be served to a signed-in admin.
    for (const path of ["/contact", "/signin", "/no-such-page", "/admin", "/library"]) {
      const response = await get(path);
      expect(response.headers.get("x-page-cache"), path).toBeNull();
      expect(response.headers.get("cache-control"), path).toBe("private, no-cache");
    }
    // Routes that choose their own caching keep it.
    expect((await get("/og/site.png")).headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
  });

  it("serves a page asked with tracking or unknown parameters from the entry of the page itself", async () => {
    // A newsletter's or a social network's parameters differ for every reader: each value must not render anew.
    let reader = 0;
    const tracked = () => {
      reader += 1;
      return [
        `utm_source=newsletter&utm_medium=email&utm_campaign=c${reader}`,
        `fbclid=IwAR${reader}`,
        `gclid=Cj0K${reader}`,
        `ref=r${reader}&_=${reader}`,
      ][reader % 4]!;
    };
    for (const path of [article, "/all-articles", "/search?q=dora", "/rss.xml"]) {
      const withQuery = (query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`;
      let plainEtag: string | null = null;
      await expect
        .poll(
          async () => {
            plainEtag = (await get(path)).headers.get("etag");
            const answer = await get(withQuery(tracked()));
            return [answer.headers.get("x-page-cache"), answer.headers.get("etag") === plainEtag];
          },
          { timeout: 10_000, message: path },
        )
        .toEqual(["hit", true]);
    }
    // The same for the data of a client-side navigation, whose own `_routes` still picks what it loads.
    const data = "/all-articles.data?_routes=routes%2Fall-articles";
    await expect
      .poll(async () => {
        await get(data);
        return (await get(`${data}&utm_source=s${(reader += 1)}`)).headers.get("x-page-cache");
      })
      .toBe("hit");
  });

  it("keeps one entry for a page however its parameters are spelled, as its loader reads them", async () => {
    const spellings = {
      "/all-articles": [
        "/all-articles?page=abc",
        "/all-articles?page=01",
        "/all-articles?page=1",
        "/all-articles?page=0",
      ],
      "/all-articles?page=2": ["/all-articles?page=02", "/all-articles?page=2&page=5", "/all-articles?page=%202"],
      "/search?q=dora": ["/search?q=dora%20", "/search?q=%20%20dora", "/search?q=dora&q=other"],
      "/search": ["/search?q=", "/search?q=%20"],
    };
    for (const [page, others] of Object.entries(spellings)) {
      let etag: string | null = null;
      await expect
        .poll(
          async () => {
            const answer = await get(page);
            etag = answer.headers.get("etag");
            return answer.headers.get("x-page-cache");
          },
          { timeout: 10_000, message: page },
        )
        .toBe("hit");
      for (const other of others) {
        const answer = await get(other);
        expect([answer.headers.get("x-page-cache"), answer.headers.get("etag")], other).toEqual(["hit", etag]);
      }
    }
  });

  it("renders a page asked with tracking parameters without them, so its cached copy suits every reader", async () => {
    // The pagination links and the newsletter form's way back echo the address: with the reader's parameters in
    // them, the copy kept for everyone would carry one reader's campaign or click id.
    for (const path of ["/", "/category/cloud-infrastructure", "/search?q=the", "/privacy-policy"]) {
      const answer = await get(`${path}${path.includes("?") ? "&" : "?"}utm_source=EchoedSource&fbclid=EchoedClick`);
      expect(answer.status, path).toBe(200);
      const html = await answer.text();
      expect(html, path).not.toMatch(/EchoedSource|EchoedClick|utm_source|fbclid/);
      const cached = await (await get(path)).text();
      expect(cached, path).not.toMatch(/EchoedSource|EchoedClick/);
    }
  });

  it("keeps apart the pages whose content depends on a parameter, whatever else the address carries", async () => {
    // React marks the joins of text and numbers: "Page <!-- -->2<!-- --> of".
    const text = async (path: string) => (await (await get(path)).text()).replaceAll("<!-- -->", "");
    const firstPage = await text("/all-articles?utm_source=a");
    const secondPage = await text("/all-articles?utm_source=a&page=2");
    expect(firstPage).toContain("Page 1 of 2");
    expect(secondPage).toContain("Page 2 of 2");
    expect(await text("/all-articles?page=2&utm_source=b")).toContain("Page 2 of 2");
    expect(await text("/search?q=security&utm_source=a")).toContain("<title>Search: \u2068security\u2069 |");
    expect(await text("/search?q=platform&utm_source=a")).toContain("<title>Search: \u2068platform\u2069 |");
    const rootOnly = await get("/all-articles.data?_routes=root&utm_source=a");
    const pageOnly = await get("/all-articles.data?_routes=routes%2Fall-articles&utm_source=a");
    expect(await rootOnly.text()).not.toBe(await pageOnly.text());
  });

  it("moves a reader on to the page's one address with the parameters they came with", async () => {
    const created = await createArticle(database.db, createArticleInput({ slug: "tracked-before" }));
    await updateArticle(database.db, created.id, { ...createArticleInput(), slug: "tracked-after" });
    const renamed = await get("/article/tracked-before?utm_source=newsletter&utm_medium=email&page=3");
    expect(renamed.status).toBe(301);
    expect(renamed.headers.get("location")).toBe(
      "/article/tracked-after?utm_source=newsletter&utm_medium=email&page=3",
    );
    const moved = await get("/Article/DORA-Metrics-Without-the-Theatre?fbclid=IwAR1");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/article/dora-metrics-without-the-theatre?fbclid=IwAR1");
  });

  it("does not let errors or redirects be kept", async () => {
    const missing = await get("/article/no-such-article");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    expect((await get("/article/no-such-article")).headers.get("x-page-cache")).toBe("miss");
  });
});
