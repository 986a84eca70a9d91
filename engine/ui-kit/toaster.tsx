import { Toast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast';
import { css, cx } from '../../styled-system/css/index.js';
// The pattern function, not its JSX component: that one ships Panda's list of valid props (4.5 KB gzip) to every page.
import { stack } from '../../styled-system/patterns/index.js';
import { spinner, toast as toastRecipe } from '../../styled-system/recipes/index.js';
import { CloseIcon, TypeIcon } from './toaster-icons.tsx';

/** The site's single toaster: forms report their outcomes through it (notify.ts mounts it with the first notice). */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

/** Ark UI's toasts drawn with Chakra's toast recipe, compiled by Panda: no style is computed in the browser. */
export function Toaster() {
  return (
    <ArkToaster toaster={toaster} className={styles.group}>
      {(notice) => (
        <Toast.Root className={styles.root}>
          {notice.type === 'loading' ? <span className={styles.spinner} /> : <TypeIcon type={notice.type} className={parts.indicator} />}
          <div className={stack({ gap: '1', flex: '1', maxWidth: '100%' })}>
            {notice.title && <Toast.Title className={parts.title}>{notice.title}</Toast.Title>}
            {notice.description && <Toast.Description className={styles.description}>{notice.description}</Toast.Description>}
          </div>
          {notice.closable && (
            <Toast.CloseTrigger aria-label="Fermer la notification" className={parts.closeTrigger}>
              <CloseIcon />
            </Toast.CloseTrigger>
          )}
        </Toast.Root>
      )}
    </ArkToaster>
  );
}

const parts = toastRecipe();

const styles = {
  // Across the screen, 1rem from its edges, on phones; in the bottom-right corner from md up.
  group: css({ insetInline: { mdDown: '4' } }),
  root: cx(
    parts.root,
    css({
      width: { md: 'sm' },
      // Motion only where the visitor has not asked for less: the notices then fade in and out in place.
      _motionReduce: { transitionProperty: 'opacity', transitionDuration: '200ms' },
    }),
  ),
  // The recipe fades a description to 80 %: on an error's red, white then reads at 3.5:1, under the 4.5:1 AA asks
  // of text (4.8:1 at full strength). Success (green.700) and the white notices keep the recipe's look.
  description: cx(parts.description, css({ '[data-type=error] &': { opacity: '1' } })),
  spinner: cx(spinner({ size: 'sm' }), css({ flexShrink: '0', color: 'brand.solid' })),
};
