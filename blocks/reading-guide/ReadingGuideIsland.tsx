'use client';

import { memo } from 'react';
import { SiteAnchor } from '../../engine/links/SiteAnchor.tsx';
import { styles } from './ReadingGuideIsland.styles.ts';
import type { ReadingGuideProps } from './schema.ts';
import { useReadingPosition } from './use-reading-position.ts';

type ReadingGuideIslandProps = Pick<ReadingGuideProps, 'label' | 'links'>;

/**
 * The reading guide, whole: the navigation cannot stay outside the island around a static frame, since the
 * bar, fixed to the window, cannot sit inside the navigation (its backdrop filter would make it the bar's
 * containing block) and both follow one scroll listener. A scroll re-renders the bar; the table of contents only
 * when the current section changes, and the current link is an attribute that constant styles select on.
 */
export default function ReadingGuideIsland({ label, links }: ReadingGuideIslandProps) {
  const { progress, section } = useReadingPosition(links.map((item) => item.href.href.slice(1)));
  return (
    <>
      {/* Decorative: the table of contents already tells assistive technologies where the reader is. */}
      <div aria-hidden="true" className={styles.track}>
        <div data-testid="reading-progress" className={styles.bar} style={{ transform: `scaleX(${progress / 100})` }} />
      </div>
      <Contents label={label} links={links} section={section} />
    </>
  );
}

const Contents = memo(function Contents({ label, links, section }: ReadingGuideIslandProps & { section: string | null }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <div className={styles.column}>
        <ul className={styles.list}>
          {links.map((item) => (
            <li key={item.href.href}>
              <SiteAnchor link={item.href} aria-current={item.href.href === `#${section}` ? 'location' : undefined} className={styles.link}>
                {item.label}
              </SiteAnchor>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
});
