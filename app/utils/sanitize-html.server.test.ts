import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "./sanitize-html.server";

describe("sanitizeArticleHtml", () => {
  it("keeps what the editor writes", () => {
    const html =
      '<h2>Plan</h2><p>A <strong>bold</strong> <em>move</em> with <code>code</code> and <a href="/article/x">a link</a>.</p>' +
      "<ul><li>one</li></ul><blockquote><p>quote</p></blockquote><pre><code>let x = 1;</code></pre>" +
      '<img src="/media/article-images/1-a-1200w.webp" alt="Chart">';
    expect(sanitizeArticleHtml(html)).toBe(html.replace('alt="Chart">', 'alt="Chart" />'));
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

  it("opens outside links in a new tab without the opener", () => {
    expect(sanitizeArticleHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
