import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/** sharp brings libvips (about 27 MB resident); only uploads and share cards need it, so it loads on first use. */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
