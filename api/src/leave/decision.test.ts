import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jakartaDate } from '../lib/jakarta.js';
import { LEAVE_MESSAGES as M } from './messages.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { pdfText, postLeave, putApproval, workingDays } from '../test/leave-fixtures.js';
import { displayDay } from './dates.js';
import { auditRows } from '../test/hr.js';

let api: TestApi;
let ade: string;
let dewi: string;
let siti: string;
beforeAll(async () => {
  api = await startTestApi({ SESSION_IDLE_SECONDS: '600' });
  await api.db.query('UPDATE users SET must_reset_password = false WHERE nik = 10003');
  [ade, dewi, siti] = [await loginAs(api.app, 10001), await loginAs(api.app, 10002), await loginAs(api.app, 10003)];
});
afterAll(() => api.close());

const nextDay = workingDays('2031-01-02');
/** Files a fresh, non-overlapping one-day request for a bearer and answers its id. */
async function fileAs(bearer: string, nik: string, fields: Record<string, string> = {}): Promise<number> {
  const day = nextDay();
  const response = await postLeave(api.app, bearer, { nik, start_date: day, end_date: day, ...fields });
  expect(response.statusCode).toBe(200);
  return response.json().data.id;
}

const detail = (bearer: string, leaveId: number | string) =>
  api.app.inject({
    method: 'GET',
    url: '/api/v1/leave-detail',
    headers: { authorization: bearer, leaveid: String(leaveId) },
  });
const reject = (bearer: string, payload: object) =>
  api.app.inject({ method: 'DELETE', url: '/api/v1/leave', headers: { authorization: bearer }, payload });
const inboxOf = (nik: number) =>
  api.db.query<{ id: number; status: string; redirect: string | null; itemid: string; message: string }>(
    `SELECT i.* FROM inbox i JOIN users u ON u.id = i.user_id WHERE u.nik = $1 ORDER BY i.id`,
    [nik],
  );

describe('GET /leave-detail', () => {
  it('shows the request, its supervisor and its employee (the department by name, as the signed form) to the employee and the supervisor', async () => {
    const id = await fileAs(ade, '10001', { reason: 'Operasi gigi' });
    for (const bearer of [ade, dewi]) {
      const response = await detail(bearer, id);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        leave: {
          id,
          tipe: 'Sakit',
          reason: 'Operasi gigi',
          status: 'Pending',
          leave_duration: 'Full Day',
          spv_signature: null,
        },
        karyawan: { name: 'Dewi Lestari' },
        user: { name: 'Ade Rahmat Hidayat', nik: 10001, lok_kd: 'OPS-JKT', department: 'Operations Jakarta' },
      });
    }
  });

  it('answers 403 to anyone else, 404 to an unknown id and 400 without the LeaveID header', async () => {
    const id = await fileAs(ade, '10001');
    expect((await detail(siti, id)).statusCode).toBe(403);
    expect((await detail(ade, 999999)).statusCode).toBe(404);
    const missing = await api.app.inject({
      method: 'GET',
      url: '/api/v1/leave-detail',
      headers: { authorization: ade },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(M.leaveIdRequired);
  });
});

describe('PUT /leave (approve)', () => {
  it('asks for a description with "Select description first!", and a replacement date for Libur Pengganti', async () => {
    const id = await fileAs(ade, '10001');
    const none = await putApproval(api.app, dewi, { leave_id: String(id) });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Select description first!');
    const noDate = await putApproval(api.app, dewi, { leave_id: String(id), description: 'Libur Pengganti' });
    expect(noDate.json().message).toBe(M.replacementRequired);
    const noSignature = await putApproval(api.app, dewi, { leave_id: String(id), description: 'Alpa' }, null);
    expect(noSignature.json().message).toBe(M.signatureRequired);
  });

  it('lets only the employee’s supervisor approve: 10001 cannot approve, even their own request', async () => {
    const id = await fileAs(ade, '10001');
    const own = await putApproval(api.app, ade, { leave_id: String(id), description: 'Potong Cuti' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(M.notYourEmployee);
    const sitis = await fileAs(siti, '10003');
    expect((await putApproval(api.app, ade, { leave_id: String(sitis), description: 'Potong Cuti' })).statusCode).toBe(
      403,
    );
  });

  it('approves 10003’s request as 10002, her supervisor too', async () => {
    const id = await fileAs(siti, '10003');
    const response = await putApproval(api.app, dewi, { leave_id: String(id), description: 'Tidak Potong Cuti' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id, status: 'Approved' });
    const [audit] = (await auditRows(api.db, 'leave.approve')).filter((row) => row.target === `leave ${id}`);
    expect(audit).toMatchObject({ comp_kd: 'HADIR', actor_nik: 10002, subject_nik: 10003 });
    expect(audit.changes).toEqual([
      { field: 'status', before: 'Pending', after: 'Approved' },
      { field: 'description', before: null, after: 'Tidak Potong Cuti' },
    ]);
  });

  it('renders the signed form: names, NIK, department by name, dates, type, reason, Keterangan, place and date', async () => {
    const id = await fileAs(ade, '10001', { tipe: 'Cuti Duka', reason: 'Nenek meninggal dunia' });
    const [supervisorItem] = (await inboxOf(10002)).filter((item) => item.itemid === String(id));
    const response = await putApproval(api.app, dewi, {
      leave_id: String(id),
      description: 'Libur Pengganti',
      replacement_date: '2031-02-07',
      ibxid: String(supervisorItem.id),
    });
    expect(response.statusCode).toBe(200);
    const pdfName: string = response.json().data.pdf_name;
    const text = await pdfText((await api.ctx.storage.get('leave-pdf', pdfName))!);
    const { leave } = (await detail(ade, id)).json().data;
    for (const expected of [
      'FORMULIR IZIN / CUTI / SAKIT',
      'Ade Rahmat Hidayat',
      '10001',
      'Operations Jakarta',
      displayDay(leave.start_date),
      'Cuti Duka',
      'Nenek meninggal dunia',
      'Libur Pengganti, tanggal 07-02-2031',
      `Jakarta, ${displayDay(jakartaDate(new Date()))}`,
      'Dewi Lestari',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('OPS-JKT');
    expect(leave).toMatchObject({
      status: 'Approved',
      description: 'Libur Pengganti',
      replacement_date: '2031-02-07',
      pdf_name: pdfName,
    });
    expect(leave.spv_signature).toMatch(/\.png$/);

    const settled = (await inboxOf(10002)).find((item) => item.id === supervisorItem.id);
    expect(settled?.status).toBe('Approved');
    const told = (await inboxOf(10001)).find((item) => item.itemid === pdfName);
    expect(told).toMatchObject({ status: 'Approved', redirect: null });
    expect(told?.message).toContain('Cuti Duka');
  });

  it('settles the supervisor’s item by its leave when no ibxid is sent, and the decided item opens the signed PDF', async () => {
    const id = await fileAs(ade, '10001');
    const [item] = (await inboxOf(10002)).filter((entry) => entry.itemid === String(id));
    const approved = await putApproval(api.app, dewi, { leave_id: String(id), description: 'Alpa' });
    expect(approved.statusCode).toBe(200);
    expect((await inboxOf(10002)).find((entry) => entry.id === item.id)).toMatchObject({
      status: 'Approved',
      redirect: null,
      itemid: approved.json().data.pdf_name,
    });
  });

  it('cannot decide a request twice: a decided request answers 409 with a readable message', async () => {
    const id = await fileAs(ade, '10001');
    expect((await putApproval(api.app, dewi, { leave_id: String(id), description: 'Alpa' })).statusCode).toBe(200);
    const again = await putApproval(api.app, dewi, { leave_id: String(id), description: 'Potong Cuti' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyApproved);
    const rejectAfter = await reject(dewi, { leaveid: id });
    expect(rejectAfter.statusCode).toBe(409);
  });

  it('decides once when two approvals race', async () => {
    const id = await fileAs(ade, '10001');
    const answers = await Promise.all(
      ['Potong Cuti', 'Alpa', 'Tidak Potong Cuti'].map((description) =>
        putApproval(api.app, dewi, { leave_id: String(id), description }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const told = (await inboxOf(10001)).filter(
      (item) => item.message.includes('approved') && item.status === 'Approved',
    );
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().data.pdf_name;
    expect(told.filter((item) => item.itemid === winner)).toHaveLength(1);
    const row = await api.db.one<{ pdf_name: string }>('SELECT pdf_name FROM leave_requests WHERE id = $1', [id]);
    expect(row?.pdf_name).toBe(winner);
  });
});

describe('DELETE /leave (reject)', () => {
  it('marks the request Rejected (the row stays), settles the supervisor’s item and tells the employee', async () => {
    const id = await fileAs(ade, '10001');
    const [item] = (await inboxOf(10002)).filter((entry) => entry.itemid === String(id));
    expect((await reject(ade, { leaveid: id, ibxid: item.id })).statusCode).toBe(403);
    const response = await reject(dewi, { leaveid: id, ibxid: item.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: M.rejected, data: { id, status: 'Rejected' } });
    expect((await detail(ade, id)).json().data.leave.status).toBe('Rejected');
    expect((await inboxOf(10002)).find((entry) => entry.id === item.id)?.status).toBe('Rejected');
    expect((await inboxOf(10001)).at(-1)).toMatchObject({ status: 'Rejected', itemid: String(id) });
    const again = await reject(dewi, { leaveid: id, ibxid: item.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyRejected);
    // One decision, one audit row: the refused second try wrote none.
    const audits = (await auditRows(api.db, 'leave.reject')).filter((row) => row.target === `leave ${id}`);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor_nik: 10002,
      subject_nik: 10001,
      changes: [{ field: 'status', before: 'Pending', after: 'Rejected' }],
    });
  });

  it('frees the dates of a rejected request for a new one', async () => {
    const day = nextDay();
    const first = await postLeave(api.app, ade, { start_date: day, end_date: day });
    await reject(dewi, { leaveid: first.json().data.id });
    expect((await postLeave(api.app, ade, { start_date: day, end_date: day })).statusCode).toBe(200);
  });

  it('answers 400 without a leaveid and 404 for an unknown one', async () => {
    expect((await reject(dewi, { ibxid: 1 })).json().message).toBe(M.leaveIdRequired);
    expect((await reject(dewi, { leaveid: 999999 })).statusCode).toBe(404);
  });
});
