import { describe, expect, it } from "vitest";
import { mediaKey, mediaUrl, responsiveImage } from "./responsive-image";

describe("responsive images", () => {
  it("offer every stored width of an uploaded image", () => {
    expect(responsiveImage("/media/article-images/1700000000000-Banner-1200w.webp", "100vw")).toEqual({
      src: "/media/article-images/1700000000000-Banner-1200w.webp",
      srcSet: [480, 800, 1200, 1600]
        .map((width) => `/media/article-images/1700000000000-Banner-${width}w.webp ${width}w`)
        .join(", "),
      sizes: "100vw",
    });
  });

  it("use any other image as it is", () => {
    expect(responsiveImage("/images/banners/cloud-infrastructure.svg", "100vw")).toEqual({
      src: "/images/banners/cloud-infrastructure.svg",
    });
    expect(responsiveImage("/media/article-images/1-x-og.jpg", "100vw")).toEqual({
      src: "/media/article-images/1-x-og.jpg",
    });
  });

  it("map between storage keys and /media/ URLs", () => {
    expect(mediaUrl("article-images/1-a-800w.webp")).toBe("/media/article-images/1-a-800w.webp");
    expect(mediaKey("/media/article-images/1-a-800w.webp")).toBe("article-images/1-a-800w.webp");
    expect(mediaKey("/images/banners/a.svg")).toBeNull();
  });
});
