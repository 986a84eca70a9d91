import { describe, expect, it } from 'vitest';
import { readFiles } from '../../../supabase/functions/_shared/publish/content-files.ts';
import { blobOid } from '../../../supabase/functions/_shared/publish/git-oid.ts';
import type { ContentRepository } from '../../../supabase/functions/_shared/publish/repository.ts';
import { siteContent } from '../../../scripts/content-checks.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('reading content files', () => {
  it('reads a blob from the repository once, then by its oid, and a changed file again', async () => {
    const files = new Map([
      ['pages/a.json', bytes('{"path": "/a", "unique": 1}')],
      ['pages/b.json', bytes('{"path": "/b", "unique": 1}')],
    ]);
    const reads: string[] = [];
    const repository = {
      read: async (commit: string, path: string) => (reads.push(`${commit}:${path}`), files.get(path)),
    } as unknown as ContentRepository;
    const entries = async () => Promise.all([...files].map(async ([path, content]) => ({ path, oid: await blobOid(content) })));

    const first = await readFiles(repository, siteContent, 'c1', await entries());
    expect(new TextDecoder().decode(first.get('pages/a.json'))).toBe('{"path": "/a", "unique": 1}');
    expect(reads.sort()).toEqual(['c1:pages/a.json', 'c1:pages/b.json']);

    files.set('pages/b.json', bytes('{"path": "/b", "unique": 2}'));
    const second = await readFiles(repository, siteContent, 'c2', await entries());
    expect(reads.slice(2)).toEqual(['c2:pages/b.json']);
    expect(new TextDecoder().decode(second.get('pages/a.json'))).toBe('{"path": "/a", "unique": 1}');
    expect(new TextDecoder().decode(second.get('pages/b.json'))).toBe('{"path": "/b", "unique": 2}');
  });
});
