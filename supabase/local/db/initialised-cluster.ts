import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import writeFileAtomic from 'write-file-atomic';

const packageDir = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
/** Kept beside the installed PGlite, for its version: a new install makes a new one. */
const clusterFile = join(packageDir, '../../.cache/pglite', `initialised-cluster-${version}.tar`);

let cluster: Promise<Blob> | undefined;

/**
 * The files of a newly initialised PGlite database, as PGlite's own `dumpDataDir` writes them. Every new database in
 * memory ran initdb, the same files each time: 2.5-4 s of each start of the local backend (the dev server, `npm start`,
 * every test that serves a backend), against 0.6 s from these files (`loadDataDir`). Made once per machine and PGlite
 * version, and written whole under their name (several processes may make them at once).
 */
export function initialisedCluster(): Promise<Blob> {
  cluster ??= readCluster().catch(writeCluster);
  return cluster;
}

async function readCluster(): Promise<Blob> {
  return new Blob([readFileSync(clusterFile)]);
}

async function writeCluster(): Promise<Blob> {
  const db = await PGlite.create();
  const files = await db.dumpDataDir('none');
  await db.close();
  mkdirSync(dirname(clusterFile), { recursive: true });
  await writeFileAtomic(clusterFile, Buffer.from(await files.arrayBuffer()));
  return files;
}
