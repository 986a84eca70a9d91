/**
 * Debian's Chromium, the only browser these machines have (a downloaded Playwright build can't be fetched
 * here), and the flags it needs: root needs --no-sandbox; the rest keeps it from reaching out to the network
 * or doing background work while tests measure it.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
