import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { switchLanguage } from '../../../../i18n';
import { renderAt } from '../../../../test/render';
import { AuditTable } from './audit-table';

const entry = (id: string, action: string) => ({
  __typename: 'HrAuditEntry' as const,
  id,
  at: '2026-11-20T02:00:00.000Z',
  action,
  summary: null as string | null,
  summaryKey: null as string | null,
  summaryValues: [] as { __typename: 'HrAuditValue'; name: string; value: string }[],
  target: null,
  actor: { __typename: 'HrAuditPerson' as const, nik: '10009', name: 'Rina Wulandari' },
  subject: null,
  changes: [],
});

const table = (rows: ReturnType<typeof entry>[]) => (
  <AuditTable rows={rows as never} total={rows.length} loading={false} page={0} pageSize={25} onPage={() => {}} />
);

afterEach(() => switchLanguage('en'));

describe('the HR tables speak the chosen language', () => {
  it('English: the pager and the empty table in the catalogue’s words', async () => {
    const view = renderAt(table([entry('1', 'employee.create'), entry('2', 'employee.update')]));
    expect(await screen.findByText('1–2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Rows per page:')).toBeInTheDocument();
    view.unmount();
    renderAt(table([]));
    expect(await screen.findByText('Nothing to show')).toBeInTheDocument();
  });

  it('Bahasa Indonesia: the same places in Indonesian', async () => {
    await switchLanguage('id');
    const view = renderAt(table([entry('1', 'employee.create'), entry('2', 'employee.update')]));
    expect(await screen.findByText('1–2 dari 2')).toBeInTheDocument();
    expect(screen.getByText('Baris per halaman:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ke halaman berikutnya' })).toBeDisabled();
    view.unmount();
    renderAt(table([]));
    expect(await screen.findByText('Tidak ada data')).toBeInTheDocument();
  });
});

describe('an entry’s sentence (issue 46)', () => {
  const approved = {
    ...entry('3', 'leave.approve'),
    summary: "Approved Ade Rahmat's Cuti Tahunan request (02-12-2026 - 03-12-2026)",
    summaryKey: 'leaveApprove',
    summaryValues: [
      { __typename: 'HrAuditValue' as const, name: 'employee', value: 'Ade Rahmat' },
      { __typename: 'HrAuditValue' as const, name: 'type', value: 'Cuti Tahunan' },
      { __typename: 'HrAuditValue' as const, name: 'days', value: '02-12-2026 - 03-12-2026' },
    ],
  };
  const holiday = {
    ...entry('4', 'holiday.add'),
    summary: 'Added company day off 2026-12-24 Company outing',
    summaryKey: 'holidayAddCompany',
    summaryValues: [
      { __typename: 'HrAuditValue' as const, name: 'day', value: '2026-12-24' },
      { __typename: 'HrAuditValue' as const, name: 'name', value: 'Company outing' },
    ],
  };
  // Stored before entries had keys: only the English sentence the api wrote then.
  const old = { ...entry('5', 'location.update'), summary: 'Changed location JKT01' };

  it('English: from the catalogue, a day as dd-mm-yyyy; an older entry says what it stored', async () => {
    renderAt(table([approved, holiday, old]));
    expect(
      await screen.findByText("Approved Ade Rahmat's Cuti Tahunan request (02-12-2026 - 03-12-2026)"),
    ).toBeInTheDocument();
    expect(screen.getByText('Added company day off 24-12-2026 Company outing')).toBeInTheDocument();
    expect(screen.getByText('Changed location JKT01')).toBeInTheDocument();
  });

  it('Bahasa Indonesia: the same entries in Indonesian; an older one keeps its stored words', async () => {
    await switchLanguage('id');
    renderAt(table([approved, holiday, old]));
    expect(
      await screen.findByText('Pengajuan Cuti Tahunan Ade Rahmat disetujui (02-12-2026 - 03-12-2026)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Libur perusahaan 24-12-2026 Company outing ditambahkan')).toBeInTheDocument();
    expect(screen.queryByText(/^Approved /)).not.toBeInTheDocument();
    expect(screen.getByText('Changed location JKT01')).toBeInTheDocument();
  });
});
