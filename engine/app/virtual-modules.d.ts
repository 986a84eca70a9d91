declare module 'virtual:site' {
  export const site: import('../schema/site.ts').Site;
  export const navigation: import('../schema/navigation.ts').Navigation;
}

declare module 'virtual:routes' {
  export const routes: Record<string, () => Promise<{ default: import('./route-data.ts').RouteData }>>;
}

declare module 'virtual:block-loaders' {
  export const blockLoaders: Record<string, () => Promise<{ default: import('react').ComponentType<never> }>>;
}

declare module 'virtual:island-loaders' {
  /** Each island's component, by source module ("blocks/faq-explorer/FaqExplorerIsland.tsx"), as the browser loads it. */
  export const islandLoaders: Record<string, () => Promise<import('react').ComponentType<never>>>;
}

declare module '*.woff2?subset' {
  /** The URL of the font cut down to the site's subset (engine/build/vite-plugin-font-subsets.ts). */
  const url: string;
  export default url;
}
