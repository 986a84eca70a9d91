/** The source module of the not-found page's island (MissingPath.tsx), which the page names for the browser. */
export const missingPathModule = 'engine/shell/MissingPath.tsx';
