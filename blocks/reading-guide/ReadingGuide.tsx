import { Island } from '../../engine/render/island.tsx';
import ReadingGuideIsland from './ReadingGuideIsland.tsx';
import type { ReadingGuideProps } from './schema.ts';

/**
 * For long reads: a bar at the top of the window filling as the page is read, and a sticky table of contents
 * marking the section being read. Both follow the scroll, so the whole block is an island (ReadingGuideIsland).
 */
export default function ReadingGuide({ label, links }: ReadingGuideProps) {
  return <Island component={ReadingGuideIsland} props={{ label, links }} />;
}
