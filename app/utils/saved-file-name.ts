/** Most file systems refuse a longer name (ext4, APFS and others count UTF-8 bytes; NTFS 255 UTF-16 units). */
const MAX_FILE_NAME_BYTES = 255;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * A name a download can be saved under anywhere: `{stem}{extension}` in at most 255 bytes of UTF-8, the stem cut
 * between whole letters (an accent or an emoji is never split) and never starting with a dot, which would hide the
 * file (`curl -OJ`, Unix file managers). A stem that leaves nothing gives `untitled`.
 */
export function savedFileName(stem: string, extension: string, untitled: string): string {
  let room = MAX_FILE_NAME_BYTES - utf8Bytes(extension);
  let kept = "";
  const letters = new Intl.Segmenter("en", { granularity: "grapheme" }).segment(stem.replace(/^[\s.]+/, ""));
  for (const { segment } of letters) {
    room -= utf8Bytes(segment);
    if (room < 0) break;
    kept += segment;
  }
  return `${kept.trimEnd() || untitled}${extension}`;
}
