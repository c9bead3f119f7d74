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
  summary: null,
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
