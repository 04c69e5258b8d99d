import { describe, expect, it } from "vitest";
import { ARTICLE_BODY_IMAGE_SIZES } from "./article-body-images.server";
import { sanitizeArticleHtml } from "./sanitize-html.server";

describe("sanitizeArticleHtml", () => {
  it("keeps what the editor writes", () => {
    const html =
      '<h2>Plan</h2><p>A <strong>bold</strong> <em>move</em> with <code>code</code> and <a href="/article/x">a link</a>.</p>' +
      "<ul><li>one</li></ul><blockquote><p>quote</p></blockquote><pre><code>let x = 1;</code></pre>" +
      '<img src="/images/chart.png" alt="Chart">';
    expect(sanitizeArticleHtml(html)).toBe(
      html.replace('alt="Chart">', 'alt="Chart" loading="lazy" decoding="async" />'),
    );
  });

  it("removes scripts, event handlers, javascript: links, refresh tags, frames and styles", () => {
    const html = [
      "<script>alert(1)</script>",
      '<p onclick="alert(2)" style="color:red">text</p>',
      '<a href="javascript:alert(3)">click</a>',
      '<a href="JaVaScRiPt&colon;alert(4)">click</a>',
      '<meta http-equiv="refresh" content="0;url=https://evil.example">',
      '<iframe src="https://evil.example"></iframe>',
      '<img src=x onerror="alert(5)">',
      '<img src="javascript:alert(6)">',
      '<svg onload="alert(7)"></svg>',
      "<style>body{display:none}</style>",
    ].join("");
    const clean = sanitizeArticleHtml(html);
    expect(clean).toBe("<p>text</p><a>click</a><a>click</a>");
  });

  it("loads every picture in the text only as the reader nears it, decoded off the main thread", () => {
    expect(sanitizeArticleHtml('<p>Before</p><img src="/images/banners/cloud-infrastructure.svg" alt="Map">')).toBe(
      '<p>Before</p><img src="/images/banners/cloud-infrastructure.svg" alt="Map" loading="lazy" decoding="async" />',
    );
  });

  it("offers an uploaded picture in each stored version by its width, sized for the text column", () => {
    const stem = "/media/article-images/1700000000000-0a1b2c3d-chart-";
    expect(sanitizeArticleHtml(`<img src="${stem}1000px.webp" alt="Chart" width="1000" height="625">`)).toBe(
      `<img src="${stem}1000px.webp" alt="Chart" width="1000" height="625" loading="lazy" decoding="async" ` +
        `srcset="${stem}480px.webp 480w, ${stem}800px.webp 800w, ${stem}1000px.webp 1000w" ` +
        `sizes="${ARTICLE_BODY_IMAGE_SIZES}" />`,
    );
  });

  it("offers a picture uploaded before versions were named by their width in each width it was stored for", () => {
    const stem = "/media/article-images/1700000000000-chart-";
    expect(sanitizeArticleHtml(`<img src="${stem}1200w.webp" alt="Chart" width="1200" height="750">`)).toBe(
      `<img src="${stem}1200w.webp" alt="Chart" width="1200" height="750" loading="lazy" decoding="async" ` +
        `srcset="${stem}480w.webp 480w, ${stem}800w.webp 800w, ${stem}1200w.webp 1200w, ${stem}1600w.webp 1600w" ` +
        `sizes="${ARTICLE_BODY_IMAGE_SIZES}" />`,
    );
  });

  it("describes an older picture narrower than 1200 px by the widths its stored versions really have", () => {
    // Stored without enlargement: its 800, 1200 and 1600 versions are all 500 px wide, so one of them is offered.
    const stem = "/media/article-images/1700000000000-icon-";
    expect(sanitizeArticleHtml(`<img src="${stem}1200w.webp" alt="Icon" width="500" height="500">`)).toContain(
      `srcset="${stem}480w.webp 480w, ${stem}800w.webp 500w"`,
    );
  });

  it("offers no other widths of an uploaded picture whose width is unknown, which would change the size it shows at", () => {
    expect(sanitizeArticleHtml('<img src="/media/article-images/1-a-1200w.webp" alt="Chart">')).toBe(
      '<img src="/media/article-images/1-a-1200w.webp" alt="Chart" loading="lazy" decoding="async" />',
    );
  });

  it("sets a picture's sources and loading itself: those in the stored HTML are not kept", () => {
    const clean = sanitizeArticleHtml(
      '<img src="/images/a.png" srcset="https://tracker.example/pixel.png 1x" sizes="1px" loading="eager" decoding="sync">',
    );
    expect(clean).toBe('<img src="/images/a.png" loading="lazy" decoding="async" />');
  });

  it("opens outside links in a new tab without the opener", () => {
    expect(sanitizeArticleHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
