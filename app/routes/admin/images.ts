import { data } from "react-router";
import type { ImageUploadAnswer } from "~/components/admin/article-form/image-upload";
import { getDb } from "~/db/client.server";
import { AuditAction } from "~/models/audit-action";
import { recordAuditEntry } from "~/models/audit-entry.server";
import { getStorage } from "~/utils/storage/storage.server";
import {
  ImageRejectedError,
  MAX_IMAGE_BYTES,
  removeArticleImage,
  storeArticleImage,
  type ArticleImagePurpose,
} from "~/utils/article-images.server";
import { logger } from "~/utils/logger.server";
import { MultipartError, readMultipart } from "~/utils/multipart.server";
import { requireAdmin } from "~/utils/permissions.server";
import { streamToBuffer } from "~/utils/streams.server";
import type { Route } from "./+types/images";

const PURPOSES: readonly ArticleImagePurpose[] = ["banner", "share", "inline"];

/**
 * POST /admin/images: an admin uploads a banner, share or inline image for an article. The file is
 * checked by decoding it and stored in web sizes; the answer is the URL to put into the article.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  try {
    const { fields, file } = await readMultipart(request, {
      maxFileBytes: MAX_IMAGE_BYTES,
      onFile: async ({ filename, stream }) => ({ filename, image: await streamToBuffer(stream) }),
    });
    if (!file || file.image.length === 0) return data<ImageUploadAnswer>({ error: "Choose an image to upload." }, 400);
    const purpose = PURPOSES.find((candidate) => candidate === fields.purpose) ?? "banner";
    const storage = getStorage();
    const { url, width, height, keys } = await storeArticleImage({
      storage,
      image: file.image,
      originalName: file.filename,
      purpose,
    });
    // Served to anyone from /media as soon as it is stored, before any article names it: who put it there is logged,
    // and an image that cannot be logged is taken back instead of staying there, named by nothing.
    try {
      await recordAuditEntry(getDb(), {
        userId: user.id,
        email: user.email,
        action: AuditAction.imageUpload,
        target: `${url} (${purpose})`,
        ipAddress: context.clientIp,
      });
    } catch (error) {
      await removeArticleImage(storage, keys);
      throw error;
    }
    return data<ImageUploadAnswer>({ url, width, height });
  } catch (error) {
    if (error instanceof MultipartError) return data<ImageUploadAnswer>({ error: error.message }, error.status);
    if (error instanceof ImageRejectedError) return data<ImageUploadAnswer>({ error: error.message }, 400);
    logger.error({ err: error }, "article image could not be stored");
    return data<ImageUploadAnswer>({ error: "Could not upload image. Please try again." }, 500);
  }
}

export function loader() {
  throw data("Upload images with POST", { status: 405, headers: { Allow: "POST" } });
}
