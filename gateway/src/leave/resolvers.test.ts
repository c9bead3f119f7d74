import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pdfFile, signaturePng } from '../../../tests/fixtures/files.js';
import { startStack, type Browser, type TestStack } from '../test/stack.js';

let stack: TestStack;
let ade: Browser;
let dewi: Browser;
let siti: Browser;
beforeAll(async () => {
  stack = await startStack({ SESSION_IDLE_SECONDS: '600' });
  [ade, dewi, siti] = [await stack.signedIn('10001'), await stack.signedIn('10002'), await stack.signedIn('10003')];
});
afterAll(() => stack.close());

interface Upload {
  variable: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A GraphQL multipart request (operations, map, then the files), as apollo-upload-client sends it. */
async function uploadRequest(browser: Browser, query: string, variables: Record<string, unknown>, uploads: Upload[]) {
  const form = new FormData();
  const withNulls = { ...variables, ...Object.fromEntries(uploads.map((upload) => [upload.variable, null])) };
  form.append('operations', JSON.stringify({ query, variables: withNulls }));
  form.append(
    'map',
    JSON.stringify(
      Object.fromEntries(uploads.map((upload, index) => [String(index), [`variables.${upload.variable}`]])),
    ),
  );
  uploads.forEach((upload, index) =>
    form.append(String(index), new Blob([upload.bytes], { type: upload.type }), upload.name),
  );
  const response = await browser.request('/graphql', {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true' },
    body: form,
  });
  return (await response.json()) as { data?: any; errors?: { message: string; extensions: Record<string, any> }[] };
}

const FILE_LEAVE = `mutation ($input: LeaveInput!, $attachment: Upload!, $signature: Upload!) {
  fileLeave(input: $input, attachment: $attachment, signature: $signature) { message } }`;
const APPROVE = `mutation ($leaveId: ID!, $inboxId: ID, $description: String!, $replacementDate: String, $signature: Upload!) {
  approveLeave(leaveId: $leaveId, inboxId: $inboxId, description: $description, replacementDate: $replacementDate, signature: $signature) { message } }`;
const REJECT = `mutation ($leaveId: ID!, $inboxId: ID) { rejectLeave(leaveId: $leaveId, inboxId: $inboxId) { message } }`;
const LEAVES = `{ leaves { id type startDate endDate status } leaveSummary { approved rejected pending total } }`;
const DETAIL = `query ($id: ID!) { leaveDetail(id: $id) { id type reason status duration attachmentUrl signatureUrl
  supervisorSignatureUrl description replacementDate pdfUrl decidedAt supervisorName employeeName employeeNik employeeDepartment } }`;
const INBOX = `query ($period: Int!) { inbox(period: $period) { userName items { id message messageKey messageValues status redirect itemId createdAt } } }`;
const thisMonth = () =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Jakarta', month: 'numeric' }).format(new Date()));

async function fileLeave(browser: Browser, input: Record<string, unknown>) {
  return uploadRequest(
    browser,
    FILE_LEAVE,
    { input: { type: 'Sakit', reason: 'Demam', duration: 'Full Day', ...input } },
    [
      { variable: 'attachment', name: 'surat.pdf', type: 'application/pdf', bytes: await pdfFile() },
      { variable: 'signature', name: 'ttd.png', type: 'image/png', bytes: await signaturePng() },
    ],
  );
}

async function inboxItemFor(browser: Browser, itemId: string) {
  const { data } = await browser.graphql(INBOX, { period: thisMonth() });
  return data.inbox.items.find((item: { itemId: string }) => item.itemId === itemId);
}

describe('leave through the gateway', () => {
  it('lists the leave types of the provider', async () => {
    const { data } = await ade.graphql(`{ leaveTypes }`);
    expect(data.leaveTypes).toEqual(expect.arrayContaining(['Sakit', 'Cuti Tahunan', 'Izin']));
  });

  it('passes the spec’s message on as BAD_USER_INPUT', async () => {
    const { errors } = await fileLeave(ade, { type: '', startDate: '2033-01-01', endDate: '2033-01-01' });
    expect(errors?.[0]).toMatchObject({ message: 'Leave type is required', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers a leave id that is not one (a header breaker with CR/LF) as not found, not as a fault', async () => {
    const { errors } = await ade.graphql(`query ($id: ID!) { leaveDetail(id: $id) { id } }`, { id: '1\r\nX-Evil: 1' });
    expect(errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('10001 files, 10002 approves from the inbox, 10001 reads the signed PDF and 10003 may not', async () => {
    const filed = await fileLeave(ade, {
      type: 'Cuti Tahunan',
      reason: 'Mudik',
      startDate: '2033-02-01',
      endDate: '2033-02-03',
    });
    expect(filed).toEqual({ data: { fileLeave: { message: 'Leave request submitted' } } });
    const { data: mine } = await ade.graphql(LEAVES);
    const leave = mine.leaves[0];
    expect(leave).toMatchObject({
      type: 'Cuti Tahunan',
      startDate: '2033-02-01',
      endDate: '2033-02-03',
      status: 'Pending',
    });

    const item = await inboxItemFor(dewi, leave.id);
    expect(item).toMatchObject({ status: 'Pending', redirect: 'approve' });
    expect(item.message).toContain('Ade Rahmat Hidayat');

    const { data: detail } = await dewi.graphql(DETAIL, { id: leave.id });
    expect(detail.leaveDetail).toMatchObject({
      reason: 'Mudik',
      status: 'Pending',
      supervisorName: 'Dewi Lestari',
      employeeName: 'Ade Rahmat Hidayat',
      employeeNik: '10001',
      employeeDepartment: 'Operations Jakarta', // by name, as the signed form prints it (issue 46)
      supervisorSignatureUrl: null,
      pdfUrl: null,
      decidedAt: null,
    });
    expect(detail.leaveDetail.attachmentUrl).toMatch(/^\/files\/attachment\/[0-9a-f-]+\.pdf$/);
    const signature = await dewi.request(detail.leaveDetail.signatureUrl);
    expect([signature.status, signature.headers.get('content-type')]).toEqual([200, 'image/png']);

    const forbidden = await uploadRequest(ade, APPROVE, { leaveId: leave.id, description: 'Potong Cuti' }, [
      { variable: 'signature', name: 'ttd.png', type: 'image/png', bytes: await signaturePng() },
    ]);
    expect(forbidden.errors?.[0].extensions.code).toBe('FORBIDDEN');

    const approved = await uploadRequest(
      dewi,
      APPROVE,
      { leaveId: leave.id, inboxId: item.id, description: 'Potong Cuti' },
      [{ variable: 'signature', name: 'ttd.png', type: 'image/png', bytes: await signaturePng() }],
    );
    expect(approved).toEqual({ data: { approveLeave: { message: 'Leave request approved' } } });
    // The decided item now opens the signed PDF (its item id is the PDF's name).
    const { data: decided } = await dewi.graphql(INBOX, { period: thisMonth() });
    expect(decided.inbox.items.find((entry: { id: string }) => entry.id === item.id)).toMatchObject({
      status: 'Approved',
      redirect: null,
      itemId: expect.stringMatching(/\.pdf$/),
    });

    const { data: after } = await ade.graphql(LEAVES);
    expect(after.leaves[0].status).toBe('Approved');
    expect(after.leaveSummary).toMatchObject({ approved: 1, pending: 0 });
    const { data: inbox } = await ade.graphql(INBOX, { period: thisMonth() });
    expect(inbox.inbox.userName).toBe('Ade Rahmat Hidayat');
    const told = inbox.inbox.items.find((entry: { status: string }) => entry.status === 'Approved');
    expect(told.itemId).toMatch(/\.pdf$/);
    // The sentence's key and values (issue 47), from which the web says it in the language spoken.
    expect(told).toMatchObject({
      message: 'Your Cuti Tahunan request on 01-02-2033 to 03-02-2033 was approved by Dewi Lestari',
      messageKey: 'leaveApproved',
    });
    expect(JSON.parse(told.messageValues)).toEqual({
      type: 'Cuti Tahunan',
      days: { key: 'dayRange', values: { from: '01-02-2033', to: '03-02-2033' } },
      name: 'Dewi Lestari',
    });

    const pdf = await ade.request(`/api/v1/view-leave/${told.itemId}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // Opened by itself it is a download, never a page (the app's viewer fetches the bytes).
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${told.itemId}"`);
    expect(pdf.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const { data: approvedDetail } = await ade.graphql(DETAIL, { id: leave.id });
    expect(approvedDetail.leaveDetail.pdfUrl).toBe(`/api/v1/view-leave/${told.itemId}`);
    expect(approvedDetail.leaveDetail.description).toBe('Potong Cuti');
    expect(Date.now() - Date.parse(approvedDetail.leaveDetail.decidedAt)).toBeLessThan(60_000);

    expect((await siti.request(`/api/v1/view-leave/${told.itemId}`)).status).toBe(403);
    expect((await siti.graphql(DETAIL, { id: leave.id })).errors?.[0].extensions.code).toBe('FORBIDDEN');

    const twice = await uploadRequest(dewi, APPROVE, { leaveId: leave.id, description: 'Alpa' }, [
      { variable: 'signature', name: 'ttd.png', type: 'image/png', bytes: await signaturePng() },
    ]);
    expect(twice.errors?.[0]).toMatchObject({
      message: 'This leave request has already been approved',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('10002 rejects a request; it stays, Rejected, and 10001 is told', async () => {
    await fileLeave(ade, { startDate: '2033-03-01', endDate: '2033-03-01' });
    const leave = (await ade.graphql(LEAVES)).data.leaves.find(
      (entry: { startDate: string }) => entry.startDate === '2033-03-01',
    );
    const item = await inboxItemFor(dewi, leave.id);
    expect((await ade.graphql(REJECT, { leaveId: leave.id, inboxId: item.id })).errors?.[0].extensions.code).toBe(
      'FORBIDDEN',
    );
    const { data } = await dewi.graphql(REJECT, { leaveId: leave.id, inboxId: item.id });
    expect(data).toEqual({ rejectLeave: { message: 'Leave request rejected' } });
    const after = (await ade.graphql(LEAVES)).data;
    expect(after.leaves.find((entry: { id: string }) => entry.id === leave.id).status).toBe('Rejected');
    expect(after.leaveSummary.rejected).toBe(1);
    expect(await inboxItemFor(ade, leave.id)).toMatchObject({ status: 'Rejected' });
  });
});

describe('inbox through the gateway', () => {
  it('refuses a period outside 1-12 with the provider’s message', async () => {
    const { errors } = await ade.graphql(INBOX, { period: 13 });
    expect(errors?.[0]).toMatchObject({
      message: 'Period must be a month from 1 to 12',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
