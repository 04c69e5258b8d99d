import { Readable } from "node:stream";
import { parseObjectKey } from "~/utils/storage/object-key";
import { getStorage } from "~/utils/storage/storage.server";
import type { Route } from "./+types/media";
import { refuseWrites } from "~/utils/read-only-route.server";

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", jpg: "image/jpeg" };

/**
 * Public article images, streamed from storage (a local folder or S3 alike). Only the article-images
 * bucket is public; library PDFs are never served here. Names carry their upload time, so an image never
 * changes under its URL and browsers and CDNs may keep it for a year.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const key = parseObjectKey(params["*"] ?? "");
  const contentType = CONTENT_TYPES[key?.split(".").pop() ?? ""];
  if (!key || !key.startsWith("article-images/") || !contentType) throw new Response("Not Found", { status: 404 });
  const object = await getStorage().get(key);
  if (!object) throw new Response("Not Found", { status: 404 });
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(object.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const action = refuseWrites;
