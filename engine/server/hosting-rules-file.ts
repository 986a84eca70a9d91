import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { HostingRules } from './hosting-rules.ts';

/** Where the build leaves the rules for the production server: beside Vite's manifest, a folder no server serves. */
export const hostingRulesFile = '.vite/hosting-rules.json';

export function writeHostingRules(dist: string, rules: HostingRules): void {
  const file = join(dist, hostingRulesFile);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(rules, null, 2));
}

export function readHostingRules(dist: string): HostingRules {
  const file = join(dist, hostingRulesFile);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as HostingRules;
  } catch (error) {
    throw new Error(`${file} is missing or unreadable: run \`npm run build\` first`, { cause: error });
  }
}
