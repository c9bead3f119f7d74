import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { CorrectionSheet } from '../features/correction/components/correction-sheet';
import { AuditTable } from '../features/hr/components/audit/audit-table';
import { KeteranganField } from '../features/leave/components/keterangan-field';
import { LeaveSheet } from '../features/leave/components/leave-sheet';
import { ProfileTabs } from '../features/profile/components/profile-tabs';
import { ReviewQueue } from '../features/review/components/review-queue';
import { ClockingReviewsDocument } from '../features/review/gql/graphql';
import { renderAt } from '../test/render';
import { switchLanguage, type Language } from './index';

// Issue 46: one language per screen. Each place below once mixed the two; it is drawn in each
// language and its text searched for words of the other. The data is chosen to hold neither.
const INDONESIAN = [
  'Nama',
  'Departemen',
  'Tanggal',
  'Tidak Masuk',
  'Jenis',
  'Alasan',
  'Disetujui',
  'Atasan',
  'Pemohon',
  'Karyawan',
  'Keterangan',
  'Potong',
  'Alpa',
  'Libur',
  'Pengganti',
  'Handphone',
  'Bermasalah',
  'Koordinat',
  'sebelumnya',
];
const ENGLISH = [
  'Name',
  'Department',
  'Dates absent',
  'Reason',
  'Approved',
  'Applicant',
  'Supervisor',
  'Employee',
  'Description',
  'Deducted',
  'Phone',
  'Exactly',
  'coordinates',
  'earlier',
  'Biograph',
  'Personal',
];
const OTHER: Record<Language, string[]> = { en: INDONESIAN, id: ENGLISH };
const OWN: Record<Language, string[]> = { en: ENGLISH, id: INDONESIAN };

/** The words of `words` that appear in `text` as whole words. */
const found = (text: string, words: string[]) =>
  words.filter((word) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u').test(text));

/** Every text node of an element, apart (textContent runs a label into its value: "ReasonPhone problem"). */
function textOf(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
  return parts.join(' ');
}

const leave = {
  __typename: 'LeaveDetail' as const,
  id: '7',
  type: 'X-1',
  reason: '—',
  startDate: '2031-04-01',
  endDate: '2031-04-03',
  duration: 'Full Day',
  startTime: null,
  endTime: null,
  status: 'Approved' as const,
  attachmentUrl: null,
  signatureUrl: '/images/signature/e.png',
  supervisorSignatureUrl: '/images/signature/s.png',
  description: 'Libur Pengganti',
  replacementDate: '2031-04-10',
  pdfName: 'a.pdf',
  createdAt: '2031-03-20T02:00:00.000Z',
  days: 3,
  decidedAt: '2031-03-21T02:00:00.000Z',
  supervisorName: 'D. L.',
  employeeName: 'A. R. H.',
  employeeNik: '10001',
  employeeDepartment: 'OPS Jakarta',
};

const correction = {
  __typename: 'Correction' as const,
  id: '7',
  employeeName: 'A. R. H.',
  employeeNik: '10001',
  date: '20-11-2026',
  time: '08:05',
  clocking: true,
  reason: 'Handphone Bermasalah',
  locationName: null,
  latitude: null,
  longitude: null,
  status: 'Pending' as const,
  photoUrl: '/images/correction/a.jpg',
  attachmentUrl: null,
  createdAt: '2026-11-21T02:00:00.000Z',
  decidedAt: null,
};

const review = {
  __typename: 'ClockingReview' as const,
  id: '41',
  nik: '20005',
  name: 'W. S.',
  clocking: true,
  date: '2026-11-24',
  time: '07:58',
  locationName: 'JKT01',
  accuracy: 5,
  riskScore: 40,
  reasons: ['Exactly the same coordinates (to 6 decimals) as on 1 earlier day'],
  signals: [
    {
      __typename: 'ClockingSignal' as const,
      id: 'repeated_coordinates',
      count: null,
      metres: null,
      seconds: null,
      minutes: null,
      km: null,
      days: 1,
      percent: null,
    },
  ],
  status: 'needs_review',
  reason: null,
};

const audit = {
  __typename: 'HrAuditEntry' as const,
  id: '1',
  at: '2026-11-20T02:00:00.000Z',
  action: 'leave.approve',
  summary: null,
  target: null,
  actor: { __typename: 'HrAuditPerson' as const, nik: '10002', name: 'D. L.' },
  subject: null,
  changes: [{ __typename: 'HrAuditChange' as const, field: 'replacement_date', before: null, after: '2031-04-10' }],
};

afterEach(() => switchLanguage('en'));

describe.each(['en', 'id'] as const)('one language per screen (%s)', (language) => {
  const expectOneLanguage = (text: string) => {
    expect(found(text, OTHER[language])).toEqual([]);
    // The scan reads real words: each place shows some of its own language.
    expect(found(text, OWN[language]).length).toBeGreaterThan(0);
  };

  it('the approval sheet: its labels, the department by name, the Keterangan', async () => {
    await switchLanguage(language);
    const view = renderAt(
      <>
        <LeaveSheet leave={leave} />
        <KeteranganField
          description="Libur Pengganti"
          replacementDate="2031-04-10"
          disabled
          onDescription={() => {}}
          onReplacementDate={() => {}}
        />
      </>,
    );
    const sheet = await screen.findByRole('article');
    expect(sheet).toHaveTextContent('OPS Jakarta');
    // The form's title is the company document's name, as the signed PDF prints it (spec).
    expectOneLanguage(textOf(view.container).replace('FORMULIR IZIN / CUTI / SAKIT', ''));
  });

  it('the correction sheet: its reason', async () => {
    await switchLanguage(language);
    const view = renderAt(<CorrectionSheet correction={correction} />);
    await screen.findByText('A. R. H.');
    expect(view.container).toHaveTextContent(language === 'en' ? 'Phone problem' : 'Handphone Bermasalah');
    expectOneLanguage(textOf(view.container));
  });

  it('the review queue: a signal counted in days', async () => {
    await switchLanguage(language);
    renderAt(<ReviewQueue />, {
      mocks: [
        {
          request: { query: ClockingReviewsDocument, variables: { status: 'needs_review' } },
          result: { data: { clockingReviews: [review] } },
        },
      ],
    });
    const card = await screen.findByRole('listitem', { name: 'W. S. · 20005' });
    const why = within(card).getByRole('list');
    expectOneLanguage(textOf(why));
  });

  it('the profile tabs', async () => {
    await switchLanguage(language);
    renderAt(<ProfileTabs panels={{ contact: null, biograph: null, information: null }} />);
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent ?? '');
    expect(found(names.join(' '), OTHER[language])).toEqual([]);
    expect(names).toContain(language === 'en' ? 'Personal' : 'Biodata');
  });

  it("the audit trail's before → after writes a day as dd-mm-yyyy", async () => {
    await switchLanguage(language);
    renderAt(<AuditTable rows={[audit] as never} total={1} loading={false} page={0} pageSize={25} onPage={() => {}} />);
    expect(await screen.findByText(/→ 10-04-2031/)).toBeInTheDocument();
    expect(screen.queryByText(/2031-04-10/)).not.toBeInTheDocument();
  });

  it("the audit trail's before → after names the field and the api's own words in the language spoken", async () => {
    await switchLanguage(language);
    const changes = [
      { __typename: 'HrAuditChange' as const, field: 'status', before: 'Pending', after: 'Withdrawn' },
      { __typename: 'HrAuditChange' as const, field: 'active', before: 'true', after: 'false' },
      { __typename: 'HrAuditChange' as const, field: 'address', before: 'Jl. Merdeka 1', after: 'Jl. Melati 2' },
    ];
    renderAt(
      <AuditTable
        rows={[{ ...audit, changes }] as never}
        total={1}
        loading={false}
        page={0}
        pageSize={25}
        onPage={() => {}}
      />,
    );
    const expected =
      language === 'en'
        ? ['Status: Pending → Withdrawn', 'Active: yes → no', 'Address: Jl. Merdeka 1 → Jl. Melati 2']
        : ['Status: Menunggu → Ditarik', 'Aktif: ya → tidak', 'Alamat: Jl. Merdeka 1 → Jl. Melati 2'];
    for (const line of expected) expect(await screen.findByText(line)).toBeInTheDocument();
  });
});
