// The bench's ceiling: a bare Fastify server that takes the same multipart clock-in (fields and a
// 40 KB photo, with the api's multipart limits) and writes the photo to a file, and does nothing
// else — no auth, no database. /upload-checked also proves the photo as the api does (cleanImage:
// decoded whole, metadata stripped) before writing it: the ceiling of any api that keeps that rule.
// /upload-recorded, where BARE_DATABASE_URL names a PostgreSQL database, does the same and then
// writes the clocking's row there in one INSERT (autocommit, a pool as the api's): the least an api
// that keeps its clock-ins in PostgreSQL does — no sign-in, no rule, no lock, no second statement.
// Run by scripts/bench.ts as its own process.
import multipart from '@fastify/multipart';
import Fastify, { type FastifyRequest } from 'fastify';
import pg from 'pg';
import { cleanImage } from '../../api/src/lib/image.js';
import { createDirectoryStorage } from '../../api/src/storage/storage.js';

const storage = createDirectoryStorage(process.env.BARE_DIR!);
const app = Fastify();
await app.register(multipart, { limits: { fileSize: 6 * 1024 * 1024, files: 4, fields: 30 } });

async function store(request: FastifyRequest, checked: boolean) {
  const fields: Record<string, string> = {};
  let name = '';
  for await (const part of request.parts()) {
    if (part.type !== 'file') fields[part.fieldname] = String(part.value);
    else {
      const bytes = await part.toBuffer();
      name = await storage.put(
        'attendance',
        checked ? (await cleanImage(bytes, { maxWidth: 4000 })).bytes : bytes,
        'jpg',
      );
    }
  }
  return { name, fields };
}

const stored = async (request: FastifyRequest, checked: boolean) => {
  const { name, fields } = await store(request, checked);
  return { message: 'stored', data: { name, fields: Object.keys(fields).length } };
};

const database = process.env.BARE_DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 })
  : null;
if (database) {
  await database.query(
    `CREATE TABLE IF NOT EXISTS bare_clockings (id bigserial PRIMARY KEY, nik bigint NOT NULL, clocking boolean NOT NULL,
       latitude double precision NOT NULL, longitude double precision NOT NULL, photo text NOT NULL, attended_at timestamptz NOT NULL DEFAULT now())`,
  );
  app.post('/upload-recorded', async (request) => {
    const { name, fields } = await store(request, true);
    const { rows } = await database.query<{ id: string }>({
      name: 'bare_clocking',
      text: 'INSERT INTO bare_clockings (nik, clocking, latitude, longitude, photo) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      values: [fields.usernik, fields.clocking, fields.latitude, fields.longitude, name],
    });
    return { message: 'recorded', data: { id: Number(rows[0].id) } };
  });
}

app.post('/upload', (request) => stored(request, false));
app.post('/upload-checked', (request) => stored(request, true));
app.get('/health', async () => ({ message: 'ok' }));

await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT) });
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database?.end())
      .then(() => process.exit(0)),
);
