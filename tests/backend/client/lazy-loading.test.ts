import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';

// Built for real with Vite, a page that calls the backend through engine/backend gets supabase-js as a separate chunk that it
// imports dynamically, never in the code it loads first (ARCHITECTURE.md: loaded when a visitor submits).

const root = fileURLToPath(new URL('../fixtures/lazy-backend/', import.meta.url));

describe('a backend call through engine/backend', () => {
  it('keeps supabase-js out of the initial JavaScript and loads it on demand', async () => {
    const result = (await build({ configFile: false, root, logLevel: 'silent', build: { write: false } })) as Rollup.RollupOutput;
    const chunks = result.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry).toBeDefined();
    const initial = [entry, ...chunks.filter((chunk) => entry?.imports.includes(chunk.fileName))];
    for (const chunk of initial) {
      expect(chunk?.code).not.toContain('GoTrueClient');
      expect(chunk?.code).not.toContain('PostgrestClient');
    }
    const lazy = chunks.filter((chunk) => entry?.dynamicImports.includes(chunk.fileName));
    expect(lazy.some((chunk) => chunk.code.includes('GoTrueClient'))).toBe(true);
    // keys.ts also holds the local service key and secret: only the anon key may reach a browser.
    for (const chunk of chunks) {
      expect(chunk.code).not.toContain(LOCAL_SERVICE_ROLE_KEY);
      expect(chunk.code).not.toContain(LOCAL_JWT_SECRET);
    }
  }, 120_000);
});
