import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { imagesFolder } from '../schema/image-field.ts';
import { fileNameParts, formats, stem } from '../schema/image-renditions.ts';
import { readImages } from '../validation/read-images.ts';
import { encodedRendition, renditionsCache } from './images-step.ts';

const engineRoot = resolve(import.meta.dirname, '../..');

/**
 * Dev: the image files a page names (`/assets/<stem>-<width>w-q<quality>.<hash>.<format>`), encoded from the source of
 * the content root's images/ whose hash and stem they name, on the first request (then from the build's cache).
 */
export function serveImagesPlugin(contentRoot?: string): Plugin {
  return {
    name: 'serve-images',
    apply: 'serve',
    configureServer(server) {
      const root = contentRoot ?? server.config.root;
      // The sources read and hashed once, again after a change in images/: not every file on every request.
      let images: ReturnType<typeof readImages> | undefined;
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(join(root, imagesFolder))) images = undefined;
      });
      server.middlewares.use('/assets', (req, res, next) => {
        const parts = fileNameParts((req.url ?? '').slice(1).split('?')[0]!);
        if (!parts) return next();
        images ??= readImages(root);
        const source = [...images].find(([path, image]) => image.hash.startsWith(parts.hash) && stem(path) === parts.stem)?.[0];
        if (!source) return next();
        const rendition = { source, width: parts.width, format: parts.format, quality: parts.quality, file: `assets/${(req.url ?? '').slice(1)}` };
        encodedRendition(rendition, root, renditionsCache(engineRoot)).then(
          (file) => {
            res.setHeader('Content-Type', formats.find(({ format }) => format === parts.format)!.type);
            res.end(readFileSync(file));
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
