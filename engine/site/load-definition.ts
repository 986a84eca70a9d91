import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteConfigFile, type SiteDefinition } from './definition.ts';

/** The site defined at a content root, for the engine's own scripts (run by tsx, which compiles the definition's TypeScript). */
export async function loadSiteDefinition(root: string): Promise<SiteDefinition> {
  const module = (await import(pathToFileURL(join(root, siteConfigFile)).href)) as { default: SiteDefinition };
  return module.default;
}
