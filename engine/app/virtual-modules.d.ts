declare module 'virtual:site' {
  export const site: import('../schema/site.ts').Site;
  export const navigation: import('../schema/navigation.ts').Navigation;
}

declare module 'virtual:content-as-read' {
  /** For the editor's preview: data/site.json and data/navigation.json when valid, whatever else is broken; `invalidFiles` names those that are not. */
  export const site: import('../schema/site.ts').Site | undefined;
  export const navigation: import('../schema/navigation.ts').Navigation | undefined;
  export const invalidFiles: string[];
}

declare module 'virtual:shell' {
  /** What the engine prints around the content, from the site's definition. */
  export const shell: {
    lang: string;
    labels: import('../site/definition.ts').ShellLabels;
    ids: import('../site/definition.ts').ShellIds;
    themeColor: string;
  };
}

declare module 'virtual:shell-islands' {
  /** The site's island in the footer (its definition's shell.footerIsland), given the texts of `footer.form`. */
  export const FooterIsland: import('react').ComponentType<Record<string, unknown>>;
}

declare module 'virtual:shell-logo' {
  /** The site's logo (its definition's shell.logo), which the header and the footer put in their link home. */
  export const SiteLogo: import('react').ComponentType<import('../site/definition.ts').ShellLogoProps>;
}

declare module 'virtual:shell-labels' {
  /** The label the toaster's close button reads, for the browser's islands (the site's definition, locale.labels). */
  export const closeNotification: string;
  /** Read after an external link's text: it opens in a new tab. */
  export const newTab: string;
}

declare module 'virtual:site-definition' {
  /** The site's definition, for tools that check content in the browser (the editor, Storybook). */
  const site: import('../site/definition.ts').SiteDefinition;
  export default site;
  /** Its data files as read when the module was served: its schemas are built with them (engine/site/schema-context.ts). */
  export const dataFiles: import('../site/schema-context.ts').DataFiles;
}

declare module 'virtual:site-theme' {
  /** The site's theme (its definition's), for the brand systems the engine creates. */
  export const theme: import('../theme/site-theme.ts').SiteTheme;
}

declare module 'virtual:site-fonts' {
  /** The @font-face rules of the site's self-hosted fonts (cut down to its subset) and of their fallbacks. */
  export const fontFaceCss: string;
  /** The fallbacks' @font-face rules alone: a page declares them, its loader adds the self-hosted faces after its first paint. */
  export const fallbackFontFaceCss: string;
  /** The self-hosted faces, for the CSS Font Loading API. */
  export const webFontFaces: import('../theme/font-faces.ts').WebFontFace[];
}

declare module 'virtual:routes' {
  export const routes: Record<string, () => Promise<{ default: import('../render/route-data.ts').RouteData }>>;
}

declare module 'virtual:block-loaders' {
  export const blockLoaders: Record<string, () => Promise<{ default: import('react').ComponentType<never> }>>;
}

declare module 'virtual:island-loaders' {
  /** Each island's component, by source module ("blocks/faq-explorer/FaqExplorerIsland.tsx"), as the browser loads it. */
  export const islandLoaders: Record<string, () => Promise<import('react').ComponentType<never>>>;
}

declare module 'virtual:island-components' {
  /** An island's component, with the source module the browser loads it from. */
  type IslandComponent = [import('react').ComponentType<never>, string];
  /** For the prerenderer: the islands the shell may render on any page. */
  export const shellIslands: () => Promise<IslandComponent[]>;
  /** For the prerenderer: the islands of each block type that has some. */
  export const blockIslands: Partial<Record<string, () => Promise<IslandComponent[]>>>;
}

declare module '*.woff2?subset' {
  /** The URL of the font cut down to the site's subset (engine/prerender/vite-plugin-font-subsets.ts). */
  const url: string;
  export default url;
}
