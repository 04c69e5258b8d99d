import { getDb } from "~/db/client.server";
import { getPublishedArticleBySlug } from "~/models/article.server";
import { categoryName, siteConfig } from "~/site.config";
import { getShareImage } from "~/utils/og-image.server";
import type { Route } from "./+types/og-image";

/** /og/site.png is the site's share card; /og/{slug}.png an article's. */
export async function loader({ params }: Route.LoaderArgs) {
  const name = params.name.replace(/\.png$/, "");
  if (name === params.name) throw new Response("Not Found", { status: 404 });
  let image: Buffer;
  if (name === "site") {
    image = await getShareImage(null, { title: siteConfig.tagline }, "site");
  } else {
    const article = await getPublishedArticleBySlug(getDb(), name);
    if (!article) throw new Response("Not Found", { status: 404 });
    const category = article.categories[0];
    image = await getShareImage(
      article.bannerUrl,
      { title: article.title, category: category ? categoryName(category) : undefined },
      article.updatedAt,
    );
  }
  return new Response(new Uint8Array(image), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
  });
}
