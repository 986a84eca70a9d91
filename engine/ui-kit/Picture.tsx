import { Image, type ImageProps } from '@chakra-ui/react';
import { use, useState } from 'react';
import type { ResolvedImage } from '../schema/image-renditions.ts';
import { PictureFallback } from './picture-fallback.ts';

interface PictureProps extends Omit<ImageProps, 'src' | 'alt'> {
  image: ResolvedImage;
  /** The largest image at the top of the page: fetched first, at once. Every other one waits until it nears the screen. */
  priority?: boolean;
}

/**
 * A content image as static HTML: AVIF, then WebP, each at the widths its place needs (the browser picks by `sizes`),
 * in a box its width and height reserve, so nothing moves when it arrives.
 */
export function Picture({ image, priority = false, ...rest }: PictureProps) {
  const fallbackOf = use(PictureFallback);
  const [fallback, setFallback] = useState<string>();
  const img = (
    <Image
      src={fallback ?? image.src}
      alt={image.alt}
      htmlWidth={image.width}
      htmlHeight={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      display="block"
      width="full"
      height="auto"
      onError={fallbackOf && !fallback ? () => setFallback(fallbackOf(image.src)) : undefined}
      {...rest}
    />
  );
  if (fallback) return img;
  return (
    <picture>
      {image.sources.map(({ type, srcset }) => (
        <source key={type} type={type} srcSet={srcset} sizes={image.sizes} />
      ))}
      {img}
    </picture>
  );
}
