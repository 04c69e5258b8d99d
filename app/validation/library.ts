import { formatBytes } from "~/utils/format";
import type { Toast } from "~/utils/toast";
import { z } from "~/utils/zod";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "./text";

/** Cards per page of the library: rows of 1, 2 or 3 always come out full. */
export const LIBRARY_PAGE_SIZE = 24;
export const LIBRARY_TITLE_MAX = 200;

/** The spec's library toasts, word for word; a refused upload adds the server's reason as the description. */
export const libraryToasts = {
  uploaded: { type: "success", title: "Success", description: "File uploaded successfully" },
  uploadFailed: { type: "error", title: "Failed to upload file" },
  loadFailed: { type: "error", title: "Failed to load library files" },
  downloadFailed: { type: "error", title: "Failed to download file" },
  deleted: { type: "success", title: "Resource deleted" },
  deleteFailed: { type: "error", title: "Failed to delete resource", description: "Please try again." },
  notFound: { type: "error", title: "Resource not found", description: "It may have been deleted already." },
} as const satisfies Record<string, Toast>;

/**
 * The upload form's rules, checked in the browser before sending and again by the server: a title and a
 * file are required. `file` is the chosen file's name (the content is checked by the server).
 */
export const LibraryUploadSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Enter a title for the resource.")
    .max(LIBRARY_TITLE_MAX, `Keep the title to at most ${LIBRARY_TITLE_MAX} characters.`)
    .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
  file: z.string().min(1, "Choose a PDF file to upload."),
});

export type LibraryUpload = z.infer<typeof LibraryUploadSchema>;

/** Said before sending (the picker knows the size) in the words the server uses when it cuts an upload off. */
export function fileTooLargeMessage(maxBytes: number): string {
  return `The file is larger than the limit of ${formatBytes(maxBytes)}.`;
}

/** What the upload route answers; `error` is the reason an upload was refused, absent for a server failure. */
export type LibraryUploadAnswer = { ok: true; id: string } | { ok: false; error?: string };

export function libraryUploadToast(answer: LibraryUploadAnswer): Toast {
  if (answer.ok) return libraryToasts.uploaded;
  return answer.error ? { ...libraryToasts.uploadFailed, description: answer.error } : libraryToasts.uploadFailed;
}
