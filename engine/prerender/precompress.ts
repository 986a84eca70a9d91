import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The text files a visitor downloads: HTML, scripts, styles, icons, sitemap, robots.txt, JSON. */
const compressible = /\.(?:html|js|mjs|css|svg|xml|json|txt)$/;

const encoders = {
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};

/** The files of `dist` to compress, as paths under it. */
const textFilesIn = (dist: string) =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => compressible.test(file) && !file.startsWith('.'));

/**
 * Build step, last: a .br (brotli, maximum quality) and a .gz beside each text file of dist/, which the production
 * server sends to a browser that accepts them, so that no request waits for compression. A file too small to shrink
 * keeps only its plain copy. dist/.vite/ (the build's own records) is never served and is skipped. `files`: only these.
 */
export async function precompress(dist: string, files = textFilesIn(dist)): Promise<void> {
  await Promise.all(
    files.flatMap((file) => {
      const data = readFileSync(join(dist, file));
      return Object.entries(encoders).map(async ([extension, encode]) => {
        const encoded = await encode(data);
        if (encoded.length < data.length) writeFileSync(join(dist, `${file}.${extension}`), encoded);
      });
    }),
  );
}
