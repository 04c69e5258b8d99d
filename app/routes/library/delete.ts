import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { readForm } from "~/utils/form.server";
import { removeLibraryFile } from "~/utils/library-files.server";
import { logger } from "~/utils/logger.server";
import { requireAdmin } from "~/utils/permissions.server";
import { getStorage } from "~/utils/storage/storage.server";
import { libraryToasts } from "~/validation/library";
import type { Route } from "./+types/delete";

/** POST /library/{id}/delete: an admin removes a resource (after the page's confirmation), file and all. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  await readForm(request);
  try {
    const removed = await removeLibraryFile(params.fileId, {
      db: getDb(),
      storage: getStorage(),
      user,
      clientIp: context.clientIp,
    });
    return removed ? data({ toast: libraryToasts.deleted }) : data({ toast: libraryToasts.notFound }, { status: 404 });
  } catch (error) {
    logger.error({ err: error, fileId: params.fileId }, "library file could not be deleted");
    return data({ toast: libraryToasts.deleteFailed }, { status: 500 });
  }
}

export function loader() {
  throw data("Delete resources with POST", { status: 405, headers: { Allow: "POST" } });
}
