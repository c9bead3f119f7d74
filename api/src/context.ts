import type { FailureLimiter } from './auth/rate-limit.js';
import type { TokenSigner } from './auth/tokens.js';
import type { Config } from './config/env.js';
import type { Db } from './db/db.js';
import type { Mailer } from './mail/mailer.js';
import type { Storage } from './storage/storage.js';

/** What every route and service is given; built once in app.ts, replaced by real parts in tests. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenSigner;
  mailer: Mailer;
  storage: Storage;
  loginLimits: { byNik: FailureLimiter; byAddress: FailureLimiter };
}
