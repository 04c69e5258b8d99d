import { describe, expect, it } from "vitest";
import { mediaKey, mediaUrl, responsiveImage } from "./responsive-image";

describe("responsive images", () => {
  it("offer each stored version of an uploaded image by its real width, none wider than the picture", () => {
    const stem = "/media/article-images/1700000000000-0a1b2c3d-Banner-";
    expect(responsiveImage(`${stem}1600px.webp`, "100vw").srcSet).toBe(
      `${stem}480px.webp 480w, ${stem}800px.webp 800w, ${stem}1200px.webp 1200w, ${stem}1600px.webp 1600w`,
    );
    expect(responsiveImage(`${stem}1000px.webp`, "100vw")).toEqual({
      src: `${stem}1000px.webp`,
      srcSet: `${stem}480px.webp 480w, ${stem}800px.webp 800w, ${stem}1000px.webp 1000w`,
      sizes: "100vw",
    });
    expect(responsiveImage(`${stem}700px.webp`, "100vw").srcSet).toBe(`${stem}480px.webp 480w, ${stem}700px.webp 700w`);
    expect(responsiveImage(`${stem}300px.webp`, "100vw").srcSet).toBe(`${stem}300px.webp 300w`);
  });

  it("offer every width an image uploaded before versions were named by their width was stored for", () => {
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
