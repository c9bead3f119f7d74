import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import { forgotPassword } from '../auth/service.js';
import { deliverOutbox, startTestApi, type TestApi } from '../test/harness.js';
import { createMailer } from './mailer.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function forgotWithCapturedLog(nodeEnv: 'production' | 'development') {
  const lines: string[] = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  const ctx = { ...api.ctx, mailer: createMailer({ ...api.ctx.config, NODE_ENV: nodeEnv }, log) };
  await forgotPassword(ctx, 'ade.rahmat@hadir.test', '127.0.0.1');
  // The mail goes through the notification outbox (issue 47): delivered here by this mailer.
  await deliverOutbox({ ctx });
  const outbox = join(api.dataDir, 'outbox');
  const file = readdirSync(outbox).sort().at(-1)!;
  const mail = readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
  const token = /\/reset\/([A-Za-z0-9_-]+)/.exec(mail)![1];
  return { log: lines.join(''), file, token };
}

describe('the outbox mailer (no SMTP_URL)', () => {
  it('in production writes the reset e-mail to the outbox and logs where it is, never the reset token', async () => {
    const { log, file, token } = await forgotWithCapturedLog('production');
    expect(log).toContain(file);
    expect(log).not.toContain(token);
  });

  it('outside production also logs the link, so a reset works on a fresh machine', async () => {
    const { log, token } = await forgotWithCapturedLog('development');
    expect(log).toContain(`/reset/${token}`);
  });
});
