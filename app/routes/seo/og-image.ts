import { redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { findRenamedArticleSlug, getPublishedArticleBySlug } from "~/models/article.server";
import { categoryName, siteConfig } from "~/site.config";
import { getShareImage } from "~/utils/og-image.server";
import { PUBLIC_CACHE_CONTROL } from "~/utils/seo";
import type { Route } from "./+types/og-image";
import { refuseWrites } from "~/utils/read-only-route.server";

/** /og/site.png is the site's share card; /og/{slug}.png an article's. */
export async function loader({ params }: Route.LoaderArgs) {
  const name = params.name.replace(/\.png$/, "");
  if (name === params.name) throw new Response("Not Found", { status: 404 });
  let image: Buffer;
  if (name === "site") {
    image = await getShareImage(null, { title: siteConfig.tagline }, "site");
  } else {
    const db = getDb();
    const now = new Date();
    const article = await getPublishedArticleBySlug(db, name, now);
    if (!article) {
      // Link previews already shared keep their picture when the article's address changes, as its page does.
      const renamed = await findRenamedArticleSlug(db, name, now);
      if (renamed) throw redirect(`/og/${renamed}.png`, 301);
      throw new Response("Not Found", { status: 404 });
    }
    const category = article.categories[0];
    image = await getShareImage(
      article.bannerUrl,
      { title: article.title, category: category ? categoryName(category) : undefined },
      article.updatedAt,
    );
  }
  // Kept no longer than the article's page: a new title, a deletion or a rescheduling reaches the card as soon.
  return new Response(new Uint8Array(image), {
    headers: { "Content-Type": "image/png", "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}

export const action = refuseWrites;
