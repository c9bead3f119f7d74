import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { lstatSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createDirectoryStorage } from './storage.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveJwtSecret } from '../bootstrap.js';
import { openPglite } from '../db/db.js';
import { clockFields, multipartPayload, selfie } from '../test/attendance.js';
import { deliverOutbox, loginAs, startTestApi, type TestApi } from '../test/harness.js';

/** Every file and folder under dir, with its permission bits. */
function modesUnder(dir: string): { path: string; mode: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => ({
    path: name,
    mode: (lstatSync(join(dir, name)).mode & 0o777).toString(8),
  }));
}

describe('files under DATA_DIR', () => {
  let api: TestApi;
  let dataDir: string;
  let umask: number;
  beforeAll(async () => {
    // The usual umask, under which files are created world-readable unless the code says otherwise.
    umask = process.umask(0o022);
    dataDir = join(mkdtempSync(join(tmpdir(), 'hadir-modes-')), 'data');
    api = await startTestApi({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.umask(umask);
  });

  it('are owner-only: stored files, the outbox, the generated JWT secret and the PGlite data', async () => {
    const bearer = await loginAs(api.app, 10001);
    const { payload, headers } = await multipartPayload(clockFields(10001, true), {
      bytes: await selfie(),
      type: 'image/jpeg',
    });
    const clocked = await api.app.inject({
      method: 'POST',
      url: '/api/v1/attendance',
      payload,
      headers: { ...headers, authorization: bearer },
    });
    expect(clocked.statusCode).toBe(200);
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: '/api/v1/forgot_password',
          payload: { email: 'ade.rahmat@hadir.test' },
        })
      ).statusCode,
    ).toBe(200);
    await deliverOutbox(api);
    resolveJwtSecret({ DATA_DIR: dataDir });
    const pglite = await openPglite(join(dataDir, 'db'));
    await pglite.close();

    const entries = modesUnder(dataDir);
    for (const kind of ['files/attendance', 'outbox', 'jwt-secret', 'db']) {
      expect(entries.some((entry) => entry.path.startsWith(kind))).toBe(true);
    }
    const open = entries.filter((entry) => (parseInt(entry.mode, 8) & 0o077) !== 0);
    expect(open).toEqual([]);
    expect((lstatSync(dataDir).mode & 0o777).toString(8)).toBe('700');
  });

  it("makes a kind's folder again, owner-only, when it was removed after the first file", async () => {
    const root = mkdtempSync(join(tmpdir(), 'hadir-store-'));
    try {
      const storage = createDirectoryStorage(root);
      const first = await storage.put('attendance', Buffer.from('first'), 'jpg');
      rmSync(join(root, 'attendance'), { recursive: true });
      const second = await storage.put('attendance', Buffer.from('second'), 'jpg');
      expect(readdirSync(join(root, 'attendance'))).toEqual([second]);
      expect(first).not.toBe(second);
      expect((lstatSync(join(root, 'attendance')).mode & 0o777).toString(8)).toBe('700');
      expect((lstatSync(join(root, 'attendance', second)).mode & 0o777).toString(8)).toBe('600');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('stores a file from disk as an owner-only copy under a new name, leaving the written file where it was', async () => {
    const root = mkdtempSync(join(tmpdir(), 'hadir-store-'));
    try {
      const storage = createDirectoryStorage(root);
      const written = join(root, 'written.csv');
      writeFileSync(written, 'NIK,Name\n10001,Wulan\n', { mode: 0o644 });
      const name = await storage.putFile('export', written, 'csv');
      expect(name).toMatch(/^[0-9a-f-]{36}\.csv$/);
      expect((await storage.get('export', name))!.toString()).toBe('NIK,Name\n10001,Wulan\n');
      expect((lstatSync(join(root, 'export', name)).mode & 0o777).toString(8)).toBe('600');
      expect(readFileSync(written, 'utf8')).toBe('NIK,Name\n10001,Wulan\n');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
