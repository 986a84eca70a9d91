declare module 'virtual:site' {
  export const site: import('../schema/site.ts').Site;
  export const navigation: import('../schema/navigation.ts').Navigation;
}

declare module 'virtual:routes' {
  export const routes: Record<string, () => Promise<{ default: import('./route-data.ts').RouteData }>>;
}

declare module 'virtual:block-loaders' {
  export const blockLoaders: Record<string, () => Promise<{ default: import('react').ComponentType<never> }>>;
  /** Blocks whose prerendered HTML is final: not loaded by the page a visitor lands on. */
  export const staticBlockTypes: ReadonlySet<string>;
}
