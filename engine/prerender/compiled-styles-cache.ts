import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';

/** A style module's compiled code, with the digest of each file it was made from (itself and what it imports). */
interface Entry {
  code: string;
  files: Record<string, string>;
}

const digestOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('base64url');

/** The digest of `file`, or undefined if it can no longer be read. */
function currentDigest(file: string): string | undefined {
  try {
    return digestOf(file);
  } catch {
    return undefined;
  }
}

/**
 * Style modules compiled before, in `folder`: one entry per module, valid while none of the files it was made from
 * changed. A restarted dev server then serves them without evaluating Panda's helpers and recipes again.
 */
export function compiledStylesCache(folder: string) {
  const entryFile = (module: string) => join(folder, `${createHash('sha256').update(module).digest('hex').slice(0, 32)}.json`);
  return {
    /** The compiled code of `module` and the files it was made from, if none of them changed since it was written. */
    read(module: string): { code: string; files: string[] } | undefined {
      let entry: Entry;
      try {
        entry = JSON.parse(readFileSync(entryFile(module), 'utf8')) as Entry;
      } catch {
        return undefined;
      }
      const unchanged = Object.entries(entry.files).every(([file, digest]) => currentDigest(file) === digest);
      return unchanged ? { code: entry.code, files: Object.keys(entry.files) } : undefined;
    },
    /** Keeps `code`, compiled from `files` as they are now. Written atomically: servers may write at once. */
    write(module: string, code: string, files: readonly string[]): void {
      const entry: Entry = { code, files: Object.fromEntries(files.map((file) => [file, digestOf(file)])) };
      mkdirSync(folder, { recursive: true });
      writeFileAtomic.sync(entryFile(module), JSON.stringify(entry));
    },
  };
}
