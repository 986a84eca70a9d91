import type { SiteDefinition } from './definition.ts';
import { scopedValue } from './scoped-value.ts';

// The block schemas are written once, at module level, by the site's blocks; what they accept depends on the
// site being parsed (its named links, its forms, its data files). So the engine's entries (the content loader,
// the editor, the Storybook preview, the unit tests' setup) say which site is in use before anything is parsed,
// and the schemas read it when they parse, never when they are built. An entry sets it once (one site per page);
// a check of some content sets it for that check only (`withSiteInUse`).

/** A site's data files as read: what the schemas see of them. */
export interface DataFilesInUse {
  /** The content of each data file the site defines, by path from its root ("data/services.json"). */
  files: ReadonlyMap<string, unknown>;
  /** Those that are there but are not JSON: a block naming one says so, not that the file is missing. */
  unreadable?: readonly string[];
}

interface SiteInUse {
  definition: SiteDefinition;
  dataFiles: DataFilesInUse;
}

const current = scopedValue<SiteInUse | undefined>(undefined);

/** Makes `definition`, with the content of its data files, the site every schema parses for. */
export function setSiteInUse(definition: SiteDefinition, dataFiles: DataFilesInUse): void {
  current.set({ definition, dataFiles });
}

/**
 * Runs `parse` with `definition` and its data files as the site in use, then gives the site in use back to the one
 * before: a check of another site, or of drafts, leaves the process's own site as it found it.
 */
export function withSiteInUse<T>(definition: SiteDefinition, dataFiles: DataFilesInUse, parse: () => T): T {
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
export const dataFileInUse = (file: string): unknown => inUse().dataFiles.files.get(file);

/** The data files of the site being parsed, as read. */
export const dataFilesInUse = (): DataFilesInUse => inUse().dataFiles;

/** Whether that data file is there but could not be read as JSON (its own problem says where). */
export const dataFileUnreadableInUse = (file: string): boolean => inUse().dataFiles.unreadable?.includes(file) ?? false;

/** `build` run once per site in use, its result kept for that site (the editor's schemas and data-file table). */
export function perSiteInUse<T>(build: (site: SiteDefinition) => T): () => T {
  const built = new WeakMap<SiteDefinition, T>();
  return () => {
    const site = siteInUse();
    if (!built.has(site)) built.set(site, build(site));
    return built.get(site)!;
  };
}
