// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { resolvedImage, thumbnailOf, thumbnailOfRendition } from '../../engine/schema/image-renditions.ts';
import { Picture } from '../../engine/ui-kit/Picture.tsx';
import { PictureFallback } from '../../engine/ui-kit/picture-fallback.ts';
import { system } from '../../theme/system.ts';

const source = { width: 1600, height: 1200, hash: '0123456789abcdef0123' };
const { image } = resolvedImage('images/horizon.png', source, { maxWidth: 64, sizes: '4rem' }, 'Un monogramme');
const inChakra = (children: ReactNode) => render(<ChakraProvider value={system}>{children}</ChakraProvider>);

describe('a picture whose file does not load', () => {
  it('names the thumbnail of the source any of its files was made from, and nothing for another address', () => {
    expect(thumbnailOfRendition(image.src)).toBe(`/${thumbnailOf('images/horizon.png', source).file}`);
    expect(thumbnailOfRendition('/assets/index-B2x9.js')).toBeUndefined();
  });

  it('shows that thumbnail where a fallback is given (the preview of /admin/)', () => {
    const { container } = inChakra(
      <PictureFallback value={thumbnailOfRendition}>
        <Picture image={image} />
      </PictureFallback>,
    );
    fireEvent.error(container.querySelector('img')!);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/assets/horizon-240w-q72.0123456789ab.webp');
    expect(img.getAttribute('alt')).toBe('Un monogramme');
    expect(container.querySelector('source')).toBeNull();
  });

  it('keeps its files on the site, which gives none', () => {
    const { container } = inChakra(<Picture image={image} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')!.getAttribute('src')).toBe(image.src);
    expect(container.querySelectorAll('source')).toHaveLength(2);
  });
});
