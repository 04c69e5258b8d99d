import { getDb } from "~/db/client.server";
import { getEnv } from "~/utils/env.server";
import { sitemapFile } from "~/utils/sitemap.server";
import type { Route } from "./+types/sitemap-file";
import { refuseWrites } from "~/utils/read-only-route.server";

/** `/sitemap/{n}.xml`: one file of a sitemap too large for one (`/sitemap.xml` is then their index). */
export async function loader({ params }: Route.LoaderArgs) {
  const file = /^([1-9]\d{0,5})\.xml$/.exec(params.file)?.[1];
  const xml = file ? await sitemapFile(getDb(), getEnv().SITE_URL, Number(file)) : null;
  if (xml === null) throw new Response("Not Found", { status: 404 });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}

export const action = refuseWrites;
