// The bench's ceiling: a bare Fastify server that takes the same multipart clock-in (fields and a
// 40 KB photo, with the api's multipart limits) and writes the photo to a file, and does nothing
// else — no auth, no database. Run by scripts/bench.ts as its own process.
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { createDirectoryStorage } from '../../api/src/storage/storage.js';

const storage = createDirectoryStorage(process.env.BARE_DIR!);
const app = Fastify();
await app.register(multipart, { limits: { fileSize: 6 * 1024 * 1024, files: 4, fields: 30 } });

app.post('/upload', async (request) => {
  const fields: Record<string, string> = {};
  let name = '';
  for await (const part of request.parts()) {
    if (part.type === 'file') name = await storage.put('attendance', await part.toBuffer(), 'jpg');
    else fields[part.fieldname] = String(part.value);
  }
  return { message: 'stored', data: { name, fields: Object.keys(fields).length } };
});
app.get('/health', async () => ({ message: 'ok' }));

await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT) });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
