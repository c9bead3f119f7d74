/**
 * `npm run storage -- move`: copies DATA_DIR/files into the bucket S3_BUCKET names (with the
 * api's own S3_* and AWS_* environment), then checks that every row's file is in the bucket.
 * `npm run storage -- check`: checks every row's file against the store the api is configured
 * with (the bucket, or DATA_DIR/files). Both exit 1 when a row names a file the store lacks.
 */
import { join } from 'node:path';
import { createLogger, openDatabase } from '../bootstrap.js';
import { createStorage } from './create.js';
import { loadConfig } from '../config/env.js';
import { missingFiles, moveFiles, type MissingFile } from './move.js';
import { createDirectoryStorage } from './storage.js';

const USAGE = 'usage: npm run storage -- move | check';

function report(missing: MissingFile[]) {
  for (const { table, column, name } of missing) console.error(`missing: ${table}.${column} names ${name}`);
  console.log(
    missing.length === 0 ? 'every row finds its file' : `${missing.length} row(s) name a file the store does not hold`,
  );
  return missing.length === 0 ? 0 : 1;
}

const command = process.argv[2];
if (command !== 'move' && command !== 'check') {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
if (command === 'move' && !config.S3_BUCKET) {
  console.error('move needs S3_BUCKET (and S3_ENDPOINT for a store other than AWS S3): the bucket the files go to');
  process.exit(2);
}
const db = await openDatabase(config, createLogger(config));
const store = createStorage(config);
let status: number;
try {
  if (command === 'move') {
    const from = createDirectoryStorage(join(config.DATA_DIR, 'files'));
    const moved = await moveFiles(db, from, store, (line) => console.log(line));
    console.log(`${moved.copied} file(s) copied, ${moved.present} already in the bucket`);
    status = report(moved.missing);
  } else {
    status = report(await missingFiles(db, store));
  }
} finally {
  store.close();
  await db.close();
}
process.exit(status);
