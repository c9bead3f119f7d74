import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { auditRows, hrRequest, loginHrActors } from '../../test/hr.js';
import { startTestApi, type TestApi } from '../../test/harness.js';

let api: TestApi;
let as: ReturnType<typeof hrRequest>;
beforeAll(async () => {
  api = await startTestApi();
  as = hrRequest(api.app, await loginHrActors(api.app));
}, 120_000);
afterAll(() => api.close());

const DEFAULTS = {
  remind_clock_in_minutes: 15,
  remind_clock_out_minutes: 30,
  digest_time: '07:30',
  reminders_ignore_quiet: true,
  notify_email_after_minutes: null,
};
const companyRow = (company: string) =>
  api.db.one(
    `SELECT remind_clock_in_minutes, remind_clock_out_minutes, to_char(digest_time, 'HH24:MI') AS digest_time,
            reminders_ignore_quiet, notify_email_after_minutes FROM companies WHERE comp_kd = $1`,
    [company],
  );

describe('/hr/notification-settings (issue 47)', () => {
  it("reads the company's defaults, saves all five, audits what changed, and leaves another company's alone", async () => {
    expect((await as('hadirAdmin', 'GET', '/notification-settings')).json().data).toEqual(DEFAULTS);
    const chosen = {
      remind_clock_in_minutes: 10,
      remind_clock_out_minutes: null,
      digest_time: '06:45',
      reminders_ignore_quiet: false,
      notify_email_after_minutes: 60,
    };
    const saved = await as('hadirAdmin', 'PUT', '/notification-settings', chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Reminder and notification settings saved', data: chosen });
    expect(await companyRow('HADIR')).toEqual(chosen);
    expect(await companyRow('HLOG')).toEqual(DEFAULTS);
    expect((await as('hlogAdmin', 'GET', '/notification-settings')).json().data).toEqual(DEFAULTS);
    const [audit] = await auditRows(api.db, 'notification.settings.update');
    expect(audit).toMatchObject({
      actor_nik: 10009,
      comp_kd: 'HADIR',
      summary: 'Changed the reminder and notification settings',
    });
    expect(audit.changes).toEqual([
      { field: 'remind_clock_in_minutes', before: 15, after: 10 },
      { field: 'remind_clock_out_minutes', before: 30, after: null },
      { field: 'digest_time', before: '07:30', after: '06:45' },
      { field: 'reminders_ignore_quiet', before: true, after: false },
      { field: 'notify_email_after_minutes', before: null, after: 60 },
    ]);
  });

  it('refuses anyone but HR, and bad values with a clear message, changing nothing', async () => {
    const before = await companyRow('HADIR');
    expect((await as('employee', 'GET', '/notification-settings')).statusCode).toBe(403);
    expect((await as('supervisor', 'PUT', '/notification-settings', DEFAULTS)).statusCode).toBe(403);
    const bad = async (patch: object) => {
      const response = await as('hadirAdmin', 'PUT', '/notification-settings', { ...DEFAULTS, ...patch });
      expect(response.statusCode).toBe(400);
      return response.json().message;
    };
    expect(await bad({ remind_clock_in_minutes: 721 })).toBe('The clock-in reminder must be 0 to 720 minutes');
    expect(await bad({ remind_clock_out_minutes: 2.5 })).toBe(
      'The clock-out reminder must be a whole number of minutes',
    );
    expect(await bad({ digest_time: '7:30' })).toBe('The digest time must be HH:mm');
    expect(await bad({ notify_email_after_minutes: 0 })).toBe('The e-mail wait must be 1 to 10080 minutes');
    expect(await companyRow('HADIR')).toEqual(before);
  });
});
