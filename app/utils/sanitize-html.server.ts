import sanitizeHtml from "sanitize-html";
import { articleBodyImageAttributes } from "./article-body-images.server";

/**
 * Bumped whenever the allowlist or what it adds changes, so rows sanitized under an older list are cleaned again
 * (once at start-up, and when read if an instance on the older list saved them since).
 */
export const CONTENT_SANITIZER_VERSION = 2;

/** What the article editor produces, and nothing that can run: no scripts, handlers, styles or frames. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding", "srcset", "sizes"],
    ol: ["start"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Links that leave the site open in a new tab without handing it this window.
    a: (tagName, attribs) => {
      const external = /^(https?:)?\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, target: "_blank", rel: "noopener noreferrer" } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: articleBodyImageAttributes(attribs) }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !/^\/(?!\/)/.test(frame.attribs.src ?? ""),
};

/** Article HTML reduced to the allowlist; images only from this site's own paths. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
