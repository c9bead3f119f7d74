import { join } from 'node:path';
import type { Config } from '../config/env.js';
import { createS3Storage } from './s3.js';
import { createDirectoryStorage, type Storage } from './storage.js';

/** The S3-compatible bucket when S3_BUCKET is set, else the directory DATA_DIR/files. */
export const createStorage = (config: Config): Storage =>
  config.S3_BUCKET ? createS3Storage(config) : createDirectoryStorage(join(config.DATA_DIR, 'files'));
