import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { listLibraryDownloads } from "~/models/library-download.server";
import { getLibraryFile } from "~/models/library-file.server";
import { pageFromSearchParams } from "~/utils/pagination";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/download-log";
import { refuseWrites } from "~/utils/read-only-route.server";

const PAGE_SIZE = 50;
/** Who downloaded what is personal data: no shared cache keeps it. */
const NOT_STORED = { "Cache-Control": "private, no-store" };

/** GET /library/{id}/downloads: for admins, who downloaded a resource and when, newest first (JSON). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const file = await getLibraryFile(db, params.fileId);
  // Answered, not thrown: the dialog's fetcher reloads after every library action, and a thrown 404 for a resource
  // just deleted would replace the whole library page with the error screen.
  if (!file) return data({ title: null, downloads: null }, { status: 404, headers: NOT_STORED });
  const page = pageFromSearchParams(new URL(request.url).searchParams);
  const downloads = await listLibraryDownloads(db, file.id, { page, pageSize: PAGE_SIZE });
  return data(
    {
      title: file.title,
      downloads: {
        ...downloads,
        items: downloads.items.map(({ id, email, downloadedAt }) => ({ id, email, downloadedAt })),
      },
    },
    { headers: NOT_STORED },
  );
}

export const action = refuseWrites;
