import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// PGlite does not lock its data folder: a dev server and a preview server opening .local-db/ together would
// both write to it and corrupt it. The first process takes this lock; a later one learns it is taken.
// A lock left by a process that no longer runs is taken over.

const LOCK_FILE = '.local-backend.lock';

// Within one process the file cannot tell holders apart: when Vite restarts, the new server opens the
// database before the old one has closed it. So the process also remembers its own holders (on globalThis,
// since a restart re-evaluates the config and this module with it) and a newcomer waits for the release.
const REGISTRY = Symbol.for('local-backend.data-dir-locks');
const held: Map<string, Promise<void>> = ((globalThis as Record<symbol, unknown>)[REGISTRY] ??= new Map()) as Map<string, Promise<void>>;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Returns a release function, or undefined when another live process holds the folder. */
export async function lockDataDir(dataDir: string): Promise<(() => Promise<void>) | undefined> {
  await held.get(dataDir);
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const holder = Number(await readFile(path, 'utf8').catch(() => ''));
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) return undefined;
  await writeFile(path, String(process.pid));
  let released!: () => void;
  held.set(dataDir, new Promise<void>((resolve) => (released = resolve)));
  return async () => {
    await rm(path, { force: true });
    held.delete(dataDir);
    released();
  };
}
