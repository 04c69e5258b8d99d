import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";
import { COMPRESSIBLE_ASSET, ENCODED_COPY_SUFFIX } from "../../server/precompressed-assets.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function writeEncodedCopies(file: string): Promise<void> {
  const source = await readFile(file);
  const copies = {
    br: await brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip: await gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  };
  for (const coding of ["br", "gzip"] as const) {
    // An empty module compresses to more than nothing; it is sent as it is.
    if (copies[coding].length < source.length) await writeFile(file + ENCODED_COPY_SUFFIX[coding], copies[coding]);
  }
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each compressible client asset, for
 * server/precompressed-assets.ts to send. It runs after both builds: React Router writes the browser's route
 * manifest into the client's assets during the server build.
 */
export function precompressAssets(assetsDirectory: string): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    async closeBundle() {
      if (!existsSync(assetsDirectory)) return;
      const files = new Set(await readdir(assetsDirectory));
      const uncompressed = [...files].filter(
        (name) => COMPRESSIBLE_ASSET.test(name) && !files.has(name + ENCODED_COPY_SUFFIX.br),
      );
      await Promise.all(uncompressed.map((name) => writeEncodedCopies(path.join(assetsDirectory, name))));
    },
  };
}
