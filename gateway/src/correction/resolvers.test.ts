import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { graphqlUpload } from '../test/graphql-upload.js';
import { startStack, type Browser, type TestStack } from '../test/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const REQUEST = `mutation ($input: CorrectionInput!, $photo: Upload!, $attachment: Upload) {
  requestCorrection(input: $input, photo: $photo, attachment: $attachment) { message }
}`;
const CORRECTION = `query ($id: ID!) { correction(id: $id) {
  id employeeName employeeNik date time clocking reason locationName status photoUrl attachmentUrl decidedAt
} }`;
const INBOX = `query ($period: Int!) { inbox(period: $period) { items { id redirect itemId } } }`;
const DAY = `query ($date: String!) { attendanceDay(date: $date) { time clocking isCorrection } }`;
const DECIDE = `mutation ($id: ID!, $inboxId: ID, $decision: CorrectionDecision!) {
  decideCorrection(id: $id, inboxId: $inboxId, decision: $decision) { message }
}`;

/** Yesterday in Jakarta, yyyy-mm-dd: always inside the correction window. */
const yesterday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() - 24 * 3600 * 1000));

const selfie = async () => ({
  name: 'selfie.jpg',
  type: 'image/jpeg',
  bytes: await sharp({ create: { width: 500, height: 300, channels: 3, background: '#999' } })
    .jpeg()
    .toBuffer(),
});
const letter = async () => {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  return { name: 'surat.pdf', type: 'application/pdf', bytes: Buffer.from(await pdf.save()) };
};

const signedIn = (nik: string) => stack.signedIn(nik);

/** The newest correction in the supervisor's inbox (newest first): its id and its inbox item's. */
async function newestCorrection(dewi: Browser) {
  const month = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Jakarta', month: 'numeric' }).format(new Date()),
  );
  const { data } = await dewi.graphql(INBOX, { period: month });
  const item = (data.inbox.items as { id: string; redirect: string | null; itemId: string }[]).find(
    (candidate) => candidate.redirect === 'correction',
  )!;
  return { id: item.itemId, inboxId: item.id };
}

const input = (overrides: Record<string, unknown> = {}) => ({
  date: yesterday(),
  time: '08:10',
  clocking: true,
  reason: 'Handphone Bermasalah',
  locationName: 'Kantor Pusat Jakarta',
  latitude: -6.2,
  longitude: 106.816666,
  ...overrides,
});

async function fileAsAde(overrides: Record<string, unknown> = {}) {
  const ade = await signedIn('10001');
  const reply = await graphqlUpload(
    ade,
    REQUEST,
    { input: input(overrides), photo: null, attachment: null },
    {
      'variables.photo': await selfie(),
      'variables.attachment': await letter(),
    },
  );
  // A refused request files nothing, so it has no id.
  const id = reply.errors ? undefined : (await newestCorrection(await signedIn('10002'))).id;
  return { ade, reply, id };
}

describe('requestCorrection, correction and decideCorrection', () => {
  it('files a correction as 10001 with a selfie and a PDF, and 10002 reads and approves it', async () => {
    const { reply, id } = await fileAsAde();
    expect(reply).toEqual({ data: { requestCorrection: { message: 'Attendance correction request sent' } } });

    const dewi = await signedIn('10002');
    const { data } = await dewi.graphql(CORRECTION, { id });
    expect(data.correction).toMatchObject({
      id,
      employeeName: 'Ade Rahmat Hidayat',
      employeeNik: '10001',
      date: yesterday().split('-').reverse().join('-'),
      time: '08:10',
      clocking: true,
      reason: 'Handphone Bermasalah',
      locationName: 'Kantor Pusat Jakarta',
      status: 'Pending',
      decidedAt: null,
    });
    expect(data.correction.photoUrl).toMatch(/^\/images\/correction\/[0-9a-f-]{36}\.jpg$/);
    expect(data.correction.attachmentUrl).toMatch(/^\/files\/correction\/[0-9a-f-]{36}\.pdf$/);
    expect((await dewi.request(data.correction.photoUrl)).status).toBe(200);
    const download = await dewi.request(data.correction.attachmentUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Attachment-/);

    const { inboxId } = await newestCorrection(dewi);
    const decided = await dewi.graphql(DECIDE, { id, inboxId, decision: 'Approved' });
    expect(decided).toEqual({ data: { decideCorrection: { message: 'Attendance correction approved' } } });
    expect((await dewi.graphql(CORRECTION, { id })).data.correction.status).toBe('Approved');
    // Ade's day now holds the corrected clock-in, marked as such.
    const day = await (await signedIn('10001')).graphql(DAY, { date: yesterday() });
    expect(day.data.attendanceDay).toEqual([{ time: '08:10', clocking: true, isCorrection: true }]);

    const again = await dewi.graphql(DECIDE, { id, decision: 'Rejected' });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This request has already been decided',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('does not let 10003 read or decide a colleague’s correction', async () => {
    const { id } = await fileAsAde();
    const siti = await signedIn('10003');
    expect((await siti.graphql(DECIDE, { id, decision: 'Approved' })).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await siti.graphql(CORRECTION, { id })).errors?.[0].extensions.code).toBe('FORBIDDEN');
    const dewi = await signedIn('10002');
    expect((await dewi.graphql(CORRECTION, { id })).data.correction.status).toBe('Pending');
  });

  it("answers the spec's message as BAD_USER_INPUT for a missing reason and a forged date", async () => {
    const noReason = await fileAsAde({ reason: '' });
    expect(noReason.reply.errors?.[0]).toMatchObject({
      message: 'Request reason is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const forged = await fileAsAde({ date: '2020-01-01' });
    expect(forged.reply.errors?.[0].message).toBe('Request date must be between yesterday and now');
    const noClocking = await fileAsAde({ clocking: null });
    expect(noClocking.reply.errors?.[0].message).toBe('Clock In / Out is required');
  });
});
