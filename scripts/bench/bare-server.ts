// The bench's ceiling: a bare Fastify server that takes the same multipart clock-in (fields and a
// 40 KB photo, with the api's multipart limits) and writes the photo to a file, and does nothing
// else — no auth, no database. /upload-checked also proves the photo as the api does (cleanImage:
// decoded whole, metadata stripped) before writing it: the ceiling of any api that keeps that rule.
// Run by scripts/bench.ts as its own process.
import multipart from '@fastify/multipart';
import Fastify, { type FastifyRequest } from 'fastify';
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
      name = await storage.put('attendance', checked ? (await cleanImage(bytes, { maxWidth: 4000 })).bytes : bytes, 'jpg');
    }
  }
  return { message: 'stored', data: { name, fields: Object.keys(fields).length } };
}

app.post('/upload', (request) => store(request, false));
app.post('/upload-checked', (request) => store(request, true));
app.get('/health', async () => ({ message: 'ok' }));

await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT) });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
