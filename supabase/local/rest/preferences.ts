import type { IncomingHttpHeaders } from 'node:http';

// The Prefer values the local backend acts on. PostgREST ignores values it does not know (handling=lenient,
// its default); so does this, but a known value is never silently dropped: `resolution` turns an insert into
// an upsert, whose UPDATE or SELECT rights the database then checks, as on PostgREST.

export type Resolution = 'merge-duplicates' | 'ignore-duplicates';

export interface Preferences {
  /** `return=representation`: answer with the inserted rows. */
  representation: boolean;
  resolution?: Resolution;
}

export function preferencesOf(headers: IncomingHttpHeaders): Preferences {
  const values = String(headers.prefer ?? '')
    .split(',')
    .map((item) => item.trim());
  const resolution = values.find((value) => value === 'resolution=merge-duplicates' || value === 'resolution=ignore-duplicates');
  return {
    representation: values.includes('return=representation'),
    ...(resolution ? { resolution: resolution.slice('resolution='.length) as Resolution } : {}),
  };
}
