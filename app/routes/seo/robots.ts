import { getEnv } from "~/utils/env.server";
import { refuseWrites } from "~/utils/read-only-route.server";

export async function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /signout",
    "",
    `Sitemap: ${getEnv().SITE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

export const action = refuseWrites;
