import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { switchLanguage } from '../../../../i18n';
import { renderAt } from '../../../../test/render';
import { HrAskFaceReenrolmentDocument, HrFaceDocument, HrSaveFaceSettingsDocument } from '../../gql/graphql';
import { FaceScreen } from './face-screen';

const settings = (extra: object = {}) => ({
  __typename: 'HrFaceSettings' as const,
  faceCheck: false,
  matchThreshold: 0.6,
  uncertainThreshold: 0.45,
  keepFrames: false,
  retentionDays: 0,
  ...extra,
});
const person = (extra: object = {}) => ({
  __typename: 'HrFacePerson' as const,
  nik: 10001,
  name: 'Ade Rahmat Hidayat',
  // 06-12-2026 in Jakarta.
  consentGivenAt: '2026-12-05T17:30:00.000Z',
  earlierNotice: false,
  enrolledAt: '2026-12-05T17:31:00.000Z',
  reenrolRequired: false,
  looks: 0,
  ...extra,
});
const face = (people: object[], extra: object = {}) => ({
  __typename: 'HrFace' as const,
  settings: settings(extra),
  people,
});
const loaded = (value: ReturnType<typeof face>) => ({
  request: { query: HrFaceDocument },
  result: { data: { hrFace: value } },
});

afterEach(() => switchLanguage('en'));

describe('FaceScreen (HR)', () => {
  it('shows the rules in percent and saves them together, turned on', async () => {
    renderAt(<FaceScreen />, {
      mocks: [
        loaded(face([])),
        {
          request: {
            query: HrSaveFaceSettingsDocument,
            variables: {
              input: {
                faceCheck: true,
                matchThreshold: 0.65,
                uncertainThreshold: 0.45,
                keepFrames: false,
                retentionDays: 30,
              },
            },
          },
          result: {
            data: {
              hrSaveFaceSettings: {
                __typename: 'HrFaceResult',
                message: 'Face check settings',
                face: face([], { faceCheck: true, matchThreshold: 0.65, retentionDays: 30 }),
              },
            },
          },
        },
      ],
    });
    const rules = await screen.findByRole('region', { name: 'Face check rules' });
    const on = await within(rules).findByRole('switch', { name: 'Use the face check at clock-in' });
    expect(on).not.toBeChecked();
    expect(within(rules).getByRole('spinbutton', { name: 'Match at (%)' })).toHaveValue(60);
    expect(within(rules).getByRole('spinbutton', { name: 'Uncertain from (%)' })).toHaveValue(45);
    fireEvent.click(on);
    fireEvent.change(within(rules).getByRole('spinbutton', { name: 'Match at (%)' }), { target: { value: '65' } });
    fireEvent.change(within(rules).getByRole('spinbutton', { name: 'Days kept after employment ends' }), {
      target: { value: '30' },
    });
    fireEvent.click(within(rules).getByRole('button', { name: 'Save' }));
    expect(await within(rules).findByText('Face check rules saved')).toBeInTheDocument();
    expect(screen.getByText('Nobody has agreed to the face check yet')).toBeInTheDocument();
  });

  it('refuses a threshold that is not a whole percent before sending', async () => {
    renderAt(<FaceScreen />, { mocks: [loaded(face([]))] });
    const rules = await screen.findByRole('region', { name: 'Face check rules' });
    fireEvent.change(await within(rules).findByRole('spinbutton', { name: 'Uncertain from (%)' }), {
      target: { value: '0' },
    });
    expect(within(rules).getByText('A whole number from 1 to 100')).toBeInTheDocument();
    expect(within(rules).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('lists who consented and enrolled, and asks one of them to enrol again after a confirmation', async () => {
    renderAt(<FaceScreen />, {
      mocks: [
        loaded(
          face(
            [
              person({ looks: 2 }),
              person({ nik: 10002, name: 'Siti Aminah', enrolledAt: null }),
              person({ nik: 10003, name: 'Budi Santoso', earlierNotice: true }),
            ],
            { faceCheck: true },
          ),
        ),
        {
          request: { query: HrAskFaceReenrolmentDocument, variables: { nik: 10001 } },
          result: {
            data: {
              hrAskFaceReenrolment: {
                __typename: 'HrFaceResult',
                message: 'Face check settings',
                face: face(
                  [person({ reenrolRequired: true }), person({ nik: 10002, name: 'Siti Aminah', enrolledAt: null })],
                  {
                    faceCheck: true,
                  },
                ),
              },
            },
          },
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'People with a face check' });
    const ade = within(list).getByRole('listitem', { name: 'Ade Rahmat Hidayat · 10001' });
    expect(ade).toHaveTextContent('Agreed 06-12-2026 · Enrolled 06-12-2026 · 2 looks learned from accepted clock-ins');
    const siti = within(list).getByRole('listitem', { name: 'Siti Aminah · 10002' });
    expect(siti).toHaveTextContent('Not enrolled yet');
    // Who agreed to an earlier version of the notice (no looks are learned for them until they agree to this one).
    expect(within(list).getByRole('listitem', { name: 'Budi Santoso · 10003' })).toHaveTextContent(
      'Agreed to an earlier notice',
    );
    expect(ade).not.toHaveTextContent('Agreed to an earlier notice');
    expect(within(siti).queryByRole('button')).not.toBeInTheDocument();
    fireEvent.click(within(ade).getByRole('button', { name: 'Ask to enrol again' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Ask Ade Rahmat Hidayat to enrol their face again?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask to enrol again' }));
    expect(await screen.findByText('Ade Rahmat Hidayat is asked to enrol again')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(list).getByRole('listitem', { name: 'Ade Rahmat Hidayat · 10001' })).toHaveTextContent(
      'Asked to enrol again',
    );
  });

  it('reads in Bahasa Indonesia', async () => {
    await switchLanguage('id');
    renderAt(<FaceScreen />, {
      mocks: [loaded(face([person({ looks: 1, earlierNotice: true })], { faceCheck: true }))],
    });
    const rules = await screen.findByRole('region', { name: 'Aturan pemeriksaan wajah' });
    expect(await within(rules).findByRole('switch', { name: 'Gunakan pemeriksaan wajah saat absen' })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Minta daftar ulang' })).toBeInTheDocument();
    expect(
      screen.getByText('Setuju 06-12-2026 · Terdaftar 06-12-2026 · 1 tampilan dipelajari dari absensi yang diterima'),
    ).toBeInTheDocument();
    expect(screen.getByText('Menyetujui pemberitahuan lama')).toBeInTheDocument();
  });
});
