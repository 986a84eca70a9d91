/** The site's icon: every site on this engine puts it in its public/ folder, and every page, the editor's too, names it. */
export const siteIcon = { href: '/favicon.svg', type: 'image/svg+xml' } as const;
