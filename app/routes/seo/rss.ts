import { getDb } from "~/db/client.server";
import { listPublishedArticles } from "~/models/article.server";
import { getEnv } from "~/utils/env.server";
import { renderRssFeed } from "~/utils/feed";
import { refuseWrites } from "~/utils/read-only-route.server";

const FEED_SIZE = 20;

export async function loader() {
  const latest = await listPublishedArticles(getDb(), { pageSize: FEED_SIZE });
  return new Response(renderRssFeed(getEnv().SITE_URL, latest.items), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}

export const action = refuseWrites;
