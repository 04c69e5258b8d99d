import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { getEnv } from "~/utils/env.server";
import { postedByPage } from "~/utils/form.server";
import { LibraryUploadError, uploadLibraryFile } from "~/utils/library-files.server";
import { logger } from "~/utils/logger.server";
import { requireAdmin } from "~/utils/permissions.server";
import { getStorage } from "~/utils/storage/storage.server";
import { redirectWithToast } from "~/utils/toast.server";
import { libraryUploadToast, type LibraryUploadAnswer } from "~/validation/library";
import type { Route } from "./+types/upload";
import { serverActionOr } from "~/utils/server-action-or";

/**
 * POST /library/upload: an admin adds a PDF to the library. The page's fetcher gets the answer as data;
 * a form posted without JavaScript (a navigation) goes back to the library with the answer as a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  let answer: LibraryUploadAnswer;
  let status = 200;
  try {
    const file = await uploadLibraryFile(request, {
      db: getDb(),
      storage: getStorage(),
      user,
      clientIp: context.clientIp,
      maxBytes: getEnv().LIBRARY_MAX_BYTES,
    });
    answer = { ok: true, id: file.id };
  } catch (error) {
    if (error instanceof LibraryUploadError) {
      answer = { ok: false, error: error.message };
      status = error.status;
    } else {
      logger.error({ err: error }, "library upload failed");
      answer = { ok: false };
      status = 500;
    }
  }
  if (postedByPage(request)) {
    return redirectWithToast("/library", libraryUploadToast(answer), { status: 303 });
  }
  return data(answer, { status });
}

export function loader() {
  throw data("Upload resources with POST", { status: 405, headers: { Allow: "POST" } });
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, { ok: false });
}
