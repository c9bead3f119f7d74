import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startPushService, type PushService } from '../../../../tests/fixtures/push-service.js';
import { notify } from '../../inbox/index.js';
import { createMailer } from '../../mail/mailer.js';
import { loginAs, startTestApi, type TestApi } from '../../test/harness.js';
import { postLeave } from '../../test/leave-fixtures.js';
import { deliverDue, startNotificationDelivery, type DeliveryContext } from './delivery.js';
import { createPushSender } from './push.js';

const log = pino({ level: 'silent' });

/** A real SMTP server on loopback that keeps every message it is given, parsed. */
async function startSmtp() {
  const mails: { to: string; subject: string; text: string; html: string }[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      void simpleParser(stream).then((mail) => {
        mails.push({
          to: session.envelope.rcptTo.map((to) => to.address).join(','),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
        });
        for (const waiter of waiting.filter((entry) => mails.length >= entry.count)) waiter.resolve();
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor: (count: number) =>
      mails.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let api: TestApi;
let pushes: PushService;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ctx: DeliveryContext;
const userId = async (nik: number) =>
  (await api.db.one<{ id: number }>('SELECT id FROM users WHERE nik = $1', [nik]))!.id;

beforeAll(async () => {
  [pushes, smtp] = await Promise.all([startPushService(), startSmtp()]);
  api = await startTestApi({ NOTIFY_POLL_MS: '50', NOTIFY_CLAIM_SECONDS: '30' });
  ctx = { ...api.ctx, mailer: createMailer({ ...api.ctx.config, SMTP_URL: smtp.url }, pino({ level: 'silent' })) };
}, 120_000);
afterAll(async () => {
  await api.close();
  await Promise.all([pushes.close(), smtp.close()]);
});

const subscribe = (bearer: string, name: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/v1/notifications/subscriptions',
    headers: { authorization: bearer },
    payload: pushes.subscribe(name),
  });

const outboxOf = (nik: number) =>
  api.db.query<{ id: number; inbox_id: number; event: string; channel: string; outcome: string | null }>(
    `SELECT o.id, o.inbox_id, o.event, o.channel, o.outcome FROM notification_outbox o JOIN users u ON u.id = o.user_id
      WHERE u.nik = $1 ORDER BY o.id`,
    [nik],
  );

describe('the notification outbox', () => {
  it('writes a filed leave’s notification for the supervisor with its inbox item, and none for a rolled-back event', async () => {
    const filed = await postLeave(api.app, await loginAs(api.app, 10001), {
      start_date: '2030-04-09',
      end_date: '2030-04-09',
    });
    expect(filed.statusCode).toBe(200);
    const [row] = await outboxOf(10002);
    const item = await api.db.one<{ message: string }>('SELECT message FROM inbox WHERE id = $1', [row.inbox_id]);
    expect(row).toMatchObject({ event: 'request.filed', channel: 'push' });
    expect(item!.message).toMatch(/^Ade Rahmat Hidayat requests Sakit on /);

    const before = (await outboxOf(10003)).length;
    const rina = await userId(10003);
    await expect(
      api.db.transaction(async (tx) => {
        await notify(tx, rina, {
          message: { key: 'newAnnouncement', values: { title: 'A request that never was' } },
          status: 'Pending',
          redirect: 'approve',
          itemid: 1,
        });
        throw new Error('the event failed after notify()');
      }),
    ).rejects.toThrow('the event failed');
    expect(await outboxOf(10003)).toHaveLength(before);
    expect(
      await api.db.query("SELECT 1 FROM inbox WHERE message = 'New announcement: A request that never was'"),
    ).toEqual([]);
  });

  it('pushes with the company’s VAPID key, encrypted so only the subscription’s keys read it, and a tap opens the approval sheet', async () => {
    const dewi = await loginAs(api.app, 10002);
    expect((await subscribe(dewi, 'dewi-phone')).statusCode).toBe(200);
    const stop = await startNotificationDelivery(ctx, log);
    try {
      const [push] = await pushes.waitFor(1);
      const payload = JSON.parse(push.text) as { id: number; title: string; body: string; url: string };
      const [row] = await outboxOf(10002);
      expect(payload).toMatchObject({ id: row.id, title: 'A request waits for you' });
      expect(payload.body).toMatch(/^Ade Rahmat Hidayat requests Sakit on /);
      expect(payload.url).toMatch(new RegExp(`^/approve/${row.inbox_id}/\\d+$`));
      expect(push.vapidKey).toBe(api.ctx.push.publicKey);
      expect(push.headers.topic).toBe(`n${row.id}`);
    } finally {
      await stop();
    }
    // Stopping waits for the delivery under way, which marks its row.
    expect(await outboxOf(10002)).toEqual([expect.objectContaining({ outcome: 'pushed' })]);
  });

  it('removes a subscription the push service says is gone (410) and e-mails instead, in the person’s language', async () => {
    pushes.answer('dewi-phone', 410);
    await api.db.query("UPDATE users SET language = 'id' WHERE nik = 10002");
    const dewi = await userId(10002);
    await notify(api.db, dewi, {
      message: {
        key: 'correctionFiledIn',
        values: { name: 'Siti Nurhaliza', nik: '10003', day: '08-04-2030', time: '08:05' },
      },
      status: 'Pending',
      redirect: 'correction',
      itemid: 7,
    });
    const stop = await startNotificationDelivery(ctx, log);
    try {
      await smtp.waitFor(1);
    } finally {
      await stop();
    }
    expect(await api.db.query('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [dewi])).toEqual([]);
    const [mail] = smtp.mails;
    expect(mail).toMatchObject({ to: 'dewi.lestari@hadir.test', subject: 'Hadir: Ada pengajuan menunggu Anda' });
    expect(mail.text).toContain(
      'Halo Dewi Lestari,\n\nSiti Nurhaliza (10003) mengajukan koreksi absensi: Absen Masuk 08-04-2030 pukul 08:05',
    );
    expect(mail.html).toContain('<html lang="id">');
    expect(mail.html).toContain(
      'Siti Nurhaliza (10003) mengajukan koreksi absensi: Absen Masuk 08-04-2030 pukul 08:05',
    );
    expect(mail.text).toMatch(/Buka di Hadir: http:\/\/localhost:8080\/correction\/\d+\/7/);
    expect(mail.html).toContain('>Buka di Hadir</a>');
  });

  it('e-mails in English to a person who chose English, when they chose e-mail for the event', async () => {
    const ade = await userId(10001);
    await api.db.query(
      "INSERT INTO notification_preferences (user_id, event, channel) VALUES ($1, 'request.decided', 'email')",
      [ade],
    );
    await notify(api.db, ade, {
      message: { key: 'leaveRejected', values: { type: 'Sakit', days: '09-04-2030', name: 'Dewi Lestari' } },
      status: 'Rejected',
    });
    const stop = await startNotificationDelivery(ctx, log);
    try {
      await smtp.waitFor(2);
    } finally {
      await stop();
    }
    const mail = smtp.mails[1];
    expect(mail).toMatchObject({ to: 'ade.rahmat@hadir.test', subject: 'Hadir: Your request was decided' });
    expect(mail.text).toContain(
      'Hello Ade Rahmat Hidayat,\n\nYour Sakit request on 09-04-2030 was rejected by Dewi Lestari',
    );
    expect(mail.text).toContain('Open in Hadir: http://localhost:8080/inbox');
  });

  it('pushes each item in its recipient’s language: Indonesian to one who chose it, English to one who chose English; an item without a key as stored', async () => {
    const bearer = await loginAs(api.app, 10001);
    expect((await subscribe(bearer, 'ade-phone')).statusCode).toBe(200);
    const ade = await userId(10001);
    // Decisions come to Ade by push again (the test before chose e-mail for them).
    await api.db.query('DELETE FROM notification_preferences WHERE user_id = $1', [ade]);
    const approved = {
      key: 'leaveApproved',
      values: {
        type: 'Cuti Tahunan',
        days: { key: 'dayRange', values: { from: '09-04-2030', to: '10-04-2030' } },
        name: 'Dewi Lestari',
      },
    } as const;
    const deliver = async (count: number) => {
      const stop = await startNotificationDelivery(ctx, log);
      try {
        return await pushes.waitFor(count);
      } finally {
        await stop();
      }
    };
    const lastPush = async (count: number) =>
      JSON.parse((await deliver(count)).at(-1)!.text) as { title: string; body: string };
    const already = pushes.received.length;

    await api.db.query("UPDATE users SET language = 'id' WHERE id = $1", [ade]);
    await notify(api.db, ade, { message: approved, status: 'Approved', itemid: 'sakit.pdf' });
    expect(await lastPush(already + 1)).toMatchObject({
      title: 'Pengajuan Anda sudah diputuskan',
      body: 'Pengajuan Cuti Tahunan Anda pada 09-04-2030 s/d 10-04-2030 disetujui oleh Dewi Lestari',
    });

    await api.db.query("UPDATE users SET language = 'en' WHERE id = $1", [ade]);
    await notify(api.db, ade, { message: approved, status: 'Approved', itemid: 'sakit.pdf' });
    expect(await lastPush(already + 2)).toMatchObject({
      title: 'Your request was decided',
      body: 'Your Cuti Tahunan request on 09-04-2030 to 10-04-2030 was approved by Dewi Lestari',
    });

    // An item written before items had keys: its English text, whatever the reader's language.
    await api.db.query("UPDATE users SET language = 'id' WHERE id = $1", [ade]);
    const old = await notify(api.db, ade, { message: approved, status: 'Approved', itemid: 'sakit.pdf' });
    await api.db.query(
      "UPDATE inbox SET message = 'Your Sakit was approved', message_key = NULL, message_values = NULL WHERE id = $1",
      [old],
    );
    expect(await lastPush(already + 3)).toMatchObject({ body: 'Your Sakit was approved' });
  });

  it('two api processes deliver each of 60 notifications once', async () => {
    const bearer = await loginAs(api.app, 10009);
    expect((await subscribe(bearer, 'rina-phone')).statusCode).toBe(200);
    const rina = await userId(10009);
    const already = pushes.received.length;
    await api.db.transaction(async (tx) => {
      for (let n = 0; n < 60; n += 1)
        await notify(tx, rina, { message: { key: 'exportReady', values: { name: `Notice ${n}` } }, status: 'Success' });
    });
    // Two deliveries claiming from the same database (real processes: tests/resilience).
    const stops = [await startNotificationDelivery(ctx, log), await startNotificationDelivery(ctx, log)];
    try {
      await pushes.waitFor(already + 60);
    } finally {
      for (const stop of stops) await stop();
    }
    const texts = pushes.received.slice(already).map((push) => (JSON.parse(push.text) as { body: string }).body);
    expect(texts.sort()).toEqual(
      Array.from({ length: 60 }, (_, n) => `Your export Notice ${n} is ready to download`).sort(),
    );
    const sentBy = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notification_outbox WHERE user_id = $1 AND outcome = 'pushed'`,
      [rina],
    );
    expect(sentBy[0].n).toBe(60);
  }, 60_000);

  it('pushes a notification as its transaction commits, without waiting for the poll', async () => {
    const rina = await userId(10009);
    const already = pushes.received.length;
    // A poll that never comes in the test: only the commit's notice (migration 217) can wake it.
    const stop = await startNotificationDelivery({ ...ctx, config: { ...ctx.config, NOTIFY_POLL_MS: 3_600_000 } }, log);
    try {
      await api.db.transaction(async (tx) => {
        const announcement = (title: string) => ({ key: 'newAnnouncement' as const, values: { title } });
        await notify(tx, rina, { message: announcement('Heard at the commit'), status: 'Success' });
        await notify(tx, rina, { message: announcement('And its neighbour'), status: 'Success' });
      });
      await pushes.waitFor(already + 2);
    } finally {
      await stop();
    }
    const texts = pushes.received.slice(already).map((push) => (JSON.parse(push.text) as { body: string }).body);
    expect(texts.sort()).toEqual(['New announcement: And its neighbour', 'New announcement: Heard at the commit']);
  });

  it('leaves a row to lapse unsent when a slow push service held the sends before it past the point its own could end within the claim', async () => {
    const person = await userId(10003);
    const device = pushes.subscribe('slow-phone');
    await api.db.query('INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)', [
      person,
      device.endpoint,
      device.keys.p256dh,
      device.keys.auth,
    ]);
    pushes.answer('slow-phone', 'hold');
    await api.db.transaction(async (tx) => {
      for (let n = 0; n < 20; n += 1)
        await notify(tx, person, {
          message: { key: 'newAnnouncement', values: { title: `Held ${n}` } },
          status: 'Success',
        });
    });
    // Claimed for 2 s with sends that may take 1.5 s: a send may start in the first 0.5 s only. The
    // first 16 start at once and time out; the last 4 would start at 1.5 s and end after the claim.
    const config = { ...ctx.config, NOTIFY_CLAIM_SECONDS: 2, PUSH_TIMEOUT_MS: 1500 };
    await deliverDue({ ...ctx, config, push: createPushSender(config) }, 'slow');
    const rows = await api.db.query<{ tried: boolean; claimed: boolean; sent: boolean }>(
      `SELECT last_error IS NOT NULL AS tried, claimed_until IS NOT NULL AS claimed, sent_at IS NOT NULL AS sent
         FROM notification_outbox WHERE user_id = $1 ORDER BY id`,
      [person],
    );
    expect(rows.filter((row) => row.sent)).toEqual([]);
    // Tried and let go with their back-off: 16; never tried, their claim left to lapse: 4.
    expect(rows.filter((row) => row.tried && !row.claimed)).toHaveLength(16);
    expect(rows.filter((row) => !row.tried && row.claimed)).toHaveLength(4);
  }, 30_000);
});
