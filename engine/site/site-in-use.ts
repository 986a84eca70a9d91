import type { SiteDefinition } from './definition.ts';
import { scopedValue } from './scoped-value.ts';

// The block schemas are written once, at module level, by the site's blocks; what they accept depends on the
// site being parsed (its named links, its forms, its data files). So the engine's entries (the content loader,
// the editor, the Storybook preview, the unit tests' setup) say which site is in use before anything is parsed,
// and the schemas read it when they parse, never when they are built. An entry sets it once (one site per page);
// a check of some content sets it for that check only (`withSiteInUse`).

interface SiteInUse {
  definition: SiteDefinition;
  /** The content of each data file the site defines, by path from its root ("data/services.json"). */
  dataFiles: ReadonlyMap<string, unknown>;
}

const current = scopedValue<SiteInUse | undefined>(undefined);

/** Makes `definition`, with the content of its data files, the site every schema parses for. */
export function setSiteInUse(definition: SiteDefinition, dataFiles: ReadonlyMap<string, unknown>): void {
  current.set({ definition, dataFiles });
}

/**
 * Runs `parse` with `definition` and its data files as the site in use, then gives the site in use back to the one
 * before: a check of another site, or of drafts, leaves the process's own site as it found it.
 */
export function withSiteInUse<T>(definition: SiteDefinition, dataFiles: ReadonlyMap<string, unknown>, parse: () => T): T {
  return current.within({ definition, dataFiles }, parse);
}

function inUse(): SiteInUse {
  const site = current.get();
  if (!site) throw new Error('No site in use: the engine parses content only after setSiteInUse(definition, dataFiles) (engine/site/site-in-use.ts).');
  return site;
}

/** The definition of the site being parsed. */
export const siteInUse = (): SiteDefinition => inUse().definition;

/** The content of one of its data files, or undefined when there is no such file. */
export const dataFileInUse = (file: string): unknown => inUse().dataFiles.get(file);

/** `build` run once per site in use, its result kept for that site (the editor's schemas and data-file table). */
export function perSiteInUse<T>(build: (site: SiteDefinition) => T): () => T {
  const built = new WeakMap<SiteDefinition, T>();
  return () => {
    const site = siteInUse();
    if (!built.has(site)) built.set(site, build(site));
    return built.get(site)!;
  };
}
