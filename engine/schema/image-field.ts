import { z } from 'zod';
import { markImage } from './declared.ts';
import { largestWidth, resolvedImage, type ImageLayout, type ResolvedImage } from './image-renditions.ts';
import type { SchemaContext } from '../site/schema-context.ts';

/** The folder of a site's image sources, from its content root. */
export const imagesFolder = 'images';

/**
 * The key an image field's object carries in its JSON Schema (`"x-image-field": true`): the editor gives it an image
 * picker (editor/schema-form.ts) from this declaration, not from the object's shape. A custom key, not `format`:
 * JSON Schema's formats are for strings.
 */
export const imageFieldKey = 'x-image-field';

const sourcePattern = new RegExp(`^${imagesFolder}/[\\w./-]+\\.(?:png|jpe?g|webp|avif)$`);

/**
 * An image as content writes it, `{ "src": "images/…", "alt": "…" }` (`decorative: true` with no alt for one that
 * says nothing), resolved to what a <picture> shows where `layout` places it: its file must be in `images/` and wide
 * enough for that place at 2×, its alt said unless it is decorative. The build writes the files it names (declared:
 * engine/prerender/images-step.ts).
 */
export function imageField(site: SchemaContext, layout: ImageLayout) {
  return z
    .strictObject({
      src: z.string().regex(sourcePattern, { error: site.words.imageSource }),
      alt: z.string().default(''),
      decorative: z.boolean().default(false),
    })
    .meta({ [imageFieldKey]: true })
    .transform(({ src, alt, decorative }, context): ResolvedImage => {
      if (decorative && alt !== '') context.issues.push({ code: 'custom', path: ['alt'], input: alt, message: site.words.decorativeAlt });
      if (!decorative && alt.trim() === '') context.issues.push({ code: 'custom', path: ['alt'], input: alt, message: site.words.imageAlt });
      const source = site.dataFiles.images?.get(src);
      if (!source) {
        context.issues.push({ code: 'custom', path: ['src'], input: src, message: site.words.missingImage(src) });
        return z.NEVER;
      }
      if (source.width < largestWidth(layout)) {
        context.issues.push({ code: 'custom', path: ['src'], input: src, message: site.words.imageTooSmall(src, source.width, largestWidth(layout)) });
        return z.NEVER;
      }
      const { image, renditions } = resolvedImage(src, source, layout, decorative ? '' : alt);
      return markImage(image, renditions);
    });
}
