import { getDb } from "~/db/client.server";
import { getEnv } from "~/utils/env.server";
import { sitemapRoot } from "~/utils/sitemap.server";
import { refuseWrites } from "~/utils/read-only-route.server";

export async function loader() {
  return new Response(await sitemapRoot(getDb(), getEnv().SITE_URL), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}

export const action = refuseWrites;
