/**
 * The form service's origin: the embed script and the frames of blocks/form-embed come from there, and the
 * Content-Security-Policy names it. A module of its own, without zod, for the browser's island to import.
 */
export const tallyOrigin = 'https://tally.so';
