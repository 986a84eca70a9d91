import site from 'virtual:site-definition';
import { ChakraProvider } from '@chakra-ui/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { fontFaceCss } from '../engine/theme/fonts.ts';
import { palette } from '../theme/palette.ts';
import '../engine/theme/islands.css';
// Stories show the content files' texts: a changed file reloads them, as it does the dev server's pages.
import '../engine/app/reload-on-content-change.ts';
import { system } from '../engine/theme/system.ts';
import { toaster } from '../engine/ui-kit/toaster.tsx';

/** Stories may set `parameters.route` to render as if the site were showing that path (current links, 404). */
export interface RouteParameter {
  route?: string;
}

// The preview is a page of the site: in its language (screen readers, hyphenation, axe's language checks) and set in
// the fonts the site self-hosts. Done once at load so no story renders before it.
function prepareDocument(doc: Document) {
  doc.documentElement.lang = site.locale.lang;
  if (doc.getElementById('brand-fonts')) return;
  const style = doc.createElement('style');
  style.id = 'brand-fonts';
  style.textContent = fontFaceCss;
  doc.head.append(style);
}
if (typeof document !== 'undefined') prepareDocument(document);

/** What the site gives every page: the brand system, and a router for the header's current link. */
const withSiteProviders: Decorator = (Story, { parameters }) => (
  <ChakraProvider value={system}>
    <MemoryRouter initialEntries={[(parameters as RouteParameter).route ?? '/']}>
      <Story />
    </MemoryRouter>
  </ChakraProvider>
);

const preview: Preview = {
  // A docs page per component: its description (the component's JSDoc), its props table and every story.
  tags: ['autodocs'],
  decorators: [withSiteProviders],
  // The preview keeps its toaster from one story to the next, as a page keeps it: a story starts with none of the notices
  // the one before left, such as a save still in progress, whose notice would stay on screen and could take the focus.
  beforeEach: () => {
    toaster.remove();
  },
  parameters: {
    // Blocks are full-width bands that paint their own surface.
    layout: 'fullscreen',
    // A violation fails the story's test instead of being a warning in the panel.
    a11y: { test: 'error' },
    backgrounds: {
      options: {
        ivory: { name: 'Ivoire (page)', value: palette.ivory[50].value },
        navy: { name: 'Marine (bandeau sombre)', value: palette.brand[950].value },
      },
    },
    // The Chakra breakpoints the layouts change at (md 768, lg 1024, xl 1280: desktop navigation).
    viewport: {
      options: {
        mobile: { name: 'Mobile', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablette (md)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        laptop: { name: 'Portable (lg)', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
        desktop: { name: 'Bureau (xl)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    controls: { expanded: true },
  },
  initialGlobals: { backgrounds: { value: 'ivory' } },
};

export default preview;
