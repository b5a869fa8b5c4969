import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../platform/db/client';
import { adminUrl, databaseUrl } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: name of the migrated template database each test file copies. */
    templateDatabase: string | null;
    /** PGlite: a dump of a migrated data directory each test file loads. */
    pgliteDumpPath: string | null;
  }
}

/**
 * Migrates one database for the whole run; each test file then starts from a copy of it
 * (CREATE DATABASE ... TEMPLATE on PostgreSQL, a data-directory dump on PGlite).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { default: postgres } = await import('postgres');
    const admin = postgres(adminUrl(url), { max: 1, onnotice: () => undefined });
    const template = `travel_tpl_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await admin.unsafe(`create database ${template}`);
    const database = await openPostgres(databaseUrl(url, template), { max: 1 });
    await database.migrate();
    await database.close();
    project.provide('templateDatabase', template);
    project.provide('pgliteDumpPath', null);
    return async () => {
      await admin.unsafe(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const database = await openPglite({ dataDir: null });
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'travel-pglite-'));
  const dumpPath = path.join(dir, 'template.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', null);
  project.provide('pgliteDumpPath', dumpPath);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
