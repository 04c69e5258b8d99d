import { showToastMessage } from "~/components/toaster";

/** What POST /admin/images answers. */
export type ImageUploadAnswer = StoredImage | { error: string };

/** A stored image: its URL, and the size of the version the URL names. */
export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

/** The spec's image upload toasts; a refusal names its reason instead of the generic sentence. */
const UPLOAD_FAILED = "Could not upload image. Please try again.";

/**
 * Sends one image to POST /admin/images and says how it went in a toast; resolves with the stored image, or null
 * when it was refused or failed.
 */
export async function uploadArticleImage(
  file: File,
  purpose: "banner" | "share" | "inline",
): Promise<StoredImage | null> {
  const body = new FormData();
  body.set("purpose", purpose);
  body.set("file", file);
  let answer: ImageUploadAnswer | null;
  try {
    const response = await fetch("/admin/images", { method: "POST", body });
    answer = (await response.json()) as ImageUploadAnswer;
  } catch {
    answer = null;
  }
  if (answer && "url" in answer) {
    showToastMessage({ type: "success", title: "Upload successful" });
    return answer;
  }
  showToastMessage({ type: "error", title: "Upload failed", description: answer?.error ?? UPLOAD_FAILED });
  return null;
}
