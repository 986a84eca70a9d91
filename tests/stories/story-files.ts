import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations, type composeStory, type Meta } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import previewAnnotations from '../../.storybook/preview.tsx';

// Stories render here as in Storybook: the addon's hooks (its a11y check runs after each story) and our
// decorators and parameters (providers, router, `a11y.test: 'error'`).
setProjectAnnotations([a11yAddonAnnotations, previewAnnotations]);

type StoriesModule = Parameters<typeof composeStories>[0] & { default: Meta };
export type ComposedStory = ReturnType<typeof composeStory>;

// Every stories file, including the ones added after these tests were written. Loaded one by one so that a
// file that fails to load fails under its own name instead of taking every story down with it.
const loaders = import.meta.glob<StoriesModule>('../../stories/**/*.stories.{ts,tsx}');

const storyFiles = await Promise.all(
  Object.entries(loaders).map(async ([path, load]) => {
    const file = path.replace(/^(\.\.\/)+/, '');
    try {
      const module = await load();
      return { title: module.default.title ?? file, stories: Object.entries<ComposedStory>(composeStories(module)) };
    } catch (loadError) {
      return { title: file, stories: [], loadError };
    }
  }),
);

/** One test per story, named "<title> › <story> <what>", plus a failing one for a file that can't load. */
export function testEveryStory(what: string, test: (story: ComposedStory) => Promise<void>) {
  for (const { title, stories, loadError } of storyFiles) {
    describe(title, () => {
      if (loadError) {
        it('loads', () => {
          throw loadError;
        });
      }
      it.each(stories)(`%s ${what}`, (_name, story) => test(story));
    });
  }
}

let previousCanvas: HTMLElement | undefined;

/**
 * Renders a story the way Storybook's own test runs do (loaders, decorators, play function, then the
 * addons' afterEach hooks) into a fresh element, which it returns. Storybook unmounts the previous
 * story when the next one runs.
 */
export async function runStory(story: ComposedStory, context: Parameters<ComposedStory['run']>[0] = {}): Promise<HTMLElement> {
  // Only one story in the document at a time, so document-wide queries and checks see this one alone.
  previousCanvas?.remove();
  const canvasElement = document.createElement('div');
  document.body.append(canvasElement);
  previousCanvas = canvasElement;
  await story.run({ canvasElement, ...context });
  return canvasElement;
}
