import { Toast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast';
import { closeNotification } from 'virtual:shell-labels';
import { CloseIcon, TypeIcon } from './toaster-icons.tsx';
import { styles } from './toaster.styles.ts';

/**
 * How long a notice stays: a title and a sentence, read by someone who looked away from the form to find it. Ark's
 * default for a success, 2 s, is gone before most people have read it.
 */
export const noticeDurationMs = 6000;

/** The site's single toaster: forms report their outcomes through it (notify.ts mounts it with the first notice). */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, duration: noticeDurationMs });

/** Ark UI's toasts drawn with Chakra's toast recipe, compiled by Panda at build time (toaster.styles.ts): no style is computed in the browser. */
export function Toaster() {
  return (
    <ArkToaster toaster={toaster} className={styles.group}>
      {(notice) => (
        <Toast.Root className={styles.root}>
          {notice.type === 'loading' ? <span className={styles.spinner} /> : <TypeIcon type={notice.type} className={styles.indicator} />}
          <div className={styles.texts}>
            {notice.title && <Toast.Title className={styles.title}>{notice.title}</Toast.Title>}
            {notice.description && <Toast.Description className={styles.description}>{notice.description}</Toast.Description>}
          </div>
          {notice.closable && (
            <Toast.CloseTrigger aria-label={closeNotification} className={styles.closeTrigger}>
              <CloseIcon />
            </Toast.CloseTrigger>
          )}
        </Toast.Root>
      )}
    </ArkToaster>
  );
}
