import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { FaceCheckDocument, GiveFaceConsentDocument, WithdrawFaceConsentDocument } from '../../../gql/graphql';
import { switchLanguage } from '../../../i18n';
import { renderAt } from '../../../test/render';
import { FaceCheckScreen } from './face-check-screen';

const face = (extra: object = {}) => ({
  __typename: 'FaceCheck' as const,
  enabled: true,
  noticeVersion: '2026-12-07.2',
  consentGivenAt: null as string | null,
  noticeChanged: false,
  enrolledAt: null as string | null,
  reenrolRequired: false,
  ...extra,
});
const status = (value: ReturnType<typeof face>) => ({
  request: { query: FaceCheckDocument },
  result: { data: { faceCheck: value } },
});
/** Agreeing to the notice shown, answered with `value`. */
const consentGiven = (value: ReturnType<typeof face>) => ({
  request: { query: GiveFaceConsentDocument, variables: { noticeVersion: '2026-12-07.2' } },
  result: { data: { giveFaceConsent: { __typename: 'FaceCheckResult', message: 'Consent recorded', face: value } } },
});
// 06-12-2026 in Jakarta (UTC+7), whatever the machine's zone.
const CONSENTED = '2026-12-05T17:30:00.000Z';
const ENROLLED = '2026-12-05T17:31:00.000Z';

afterEach(() => switchLanguage('en'));

describe('FaceCheckScreen', () => {
  it('shows the notice with an unticked consent; only a tick lets the person agree, and then the enrolment starts', async () => {
    renderAt(<FaceCheckScreen />, {
      mocks: [status(face()), consentGiven(face({ consentGivenAt: CONSENTED }))],
    });
    const notice = await screen.findByRole('region', { name: 'Before you agree: what the face check keeps' });
    expect(notice).toHaveTextContent('a list of 1,024 numbers');
    expect(notice).toHaveTextContent('How to withdraw: here, with Withdraw consent, at any time.');
    // Accepted clock-in selfies can refine the template (issue 49's learned looks): the notice says so.
    expect(notice).toHaveTextContent(
      'the numbers worked out from that selfie (never the picture) can be kept with your template, at most 3',
    );
    const consent = within(notice).getByRole('checkbox', { name: /I have read this notice and I agree/ });
    const agree = within(notice).getByRole('button', { name: 'Agree and continue' });
    expect(consent).not.toBeChecked();
    expect(agree).toBeDisabled();
    fireEvent.click(consent);
    fireEvent.click(agree);
    expect(await screen.findByText('Consent recorded')).toBeInTheDocument();
    const enrol = screen.getByRole('region', { name: 'Enrol your face' });
    expect(within(enrol).getByRole('status')).toHaveTextContent('Picture 1 of 3Look straight at the camera');
    // Dark glasses, a hijab or a mask worn at clock-in but not at enrolment cost the match (docs/face-check.md).
    expect(enrol).toHaveTextContent(
      'Look as you do at work every day: your hijab and everyday glasses as you wear them, without sunglasses or a mask.',
    );
  });

  it('says when the person enrolled and that HR asks again, and a withdrawal says the template is deleted', async () => {
    const enrolled = face({ consentGivenAt: CONSENTED, enrolledAt: ENROLLED, reenrolRequired: true });
    renderAt(<FaceCheckScreen />, {
      mocks: [
        status(enrolled),
        {
          request: { query: WithdrawFaceConsentDocument },
          result: {
            data: {
              withdrawFaceConsent: {
                __typename: 'FaceCheckResult',
                message: 'Consent withdrawn; your face template has been deleted',
                face: face(),
              },
            },
          },
        },
      ],
    });
    const done = await screen.findByRole('region', { name: 'Your face is enrolled' });
    expect(done).toHaveTextContent('Enrolled on 06-12-2026. Your clock-ins are checked against it.');
    expect(done).toHaveTextContent('HR has asked you to enrol your face again.');
    expect(within(done).getByRole('button', { name: 'Enrol again' })).toBeEnabled();
    fireEvent.click(within(done).getByRole('button', { name: 'Withdraw consent' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Your face template (and any kept pictures) is deleted at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw and delete' }));
    expect(await screen.findByText('Consent withdrawn; your face template has been deleted')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /I have read this notice/ })).not.toBeChecked();
  });

  it('tells an enrolled person who agreed to an earlier notice that it changed; agreeing to the new one keeps them enrolled', async () => {
    const earlier = face({ consentGivenAt: CONSENTED, enrolledAt: ENROLLED, noticeChanged: true });
    renderAt(<FaceCheckScreen />, {
      mocks: [
        status(earlier),
        consentGiven(face({ consentGivenAt: '2026-12-07T03:00:00.000Z', enrolledAt: ENROLLED })),
      ],
    });
    const changed = await screen.findByRole('region', { name: 'The face-check notice changed' });
    expect(changed).toHaveTextContent(
      'Until you agree to it, your face check goes on as the version you agreed to says, and nothing the new one adds is done with your face data.',
    );
    // The whole new notice, learned looks included, with its own unticked consent.
    expect(changed).toHaveTextContent('can be kept with your template, at most 3');
    const agree = within(changed).getByRole('button', { name: 'Agree and continue' });
    expect(agree).toBeDisabled();
    // Still enrolled meanwhile: the template and withdrawing it are there as before.
    expect(screen.getByRole('region', { name: 'Your face is enrolled' })).toBeInTheDocument();
    fireEvent.click(within(changed).getByRole('checkbox', { name: /I have read this notice and I agree/ }));
    fireEvent.click(agree);
    expect(await screen.findByText('Consent recorded')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'The face-check notice changed' })).not.toBeInTheDocument();
    const done = screen.getByRole('region', { name: 'Your face is enrolled' });
    expect(done).toHaveTextContent('You agreed to the notice on 07-12-2026.');
    expect(screen.queryByRole('region', { name: 'Enrol your face' })).not.toBeInTheDocument();
  });

  it('says the notice changed in Bahasa Indonesia too', async () => {
    await switchLanguage('id');
    renderAt(<FaceCheckScreen />, {
      mocks: [status(face({ consentGivenAt: CONSENTED, enrolledAt: ENROLLED, noticeChanged: true }))],
    });
    const changed = await screen.findByRole('region', { name: 'Pemberitahuan pemeriksaan wajah berubah' });
    expect(changed).toHaveTextContent('Sampai Anda menyetujuinya, pemeriksaan wajah Anda tetap berjalan sesuai versi');
    expect(within(changed).getByRole('button', { name: 'Setuju dan lanjutkan' })).toBeDisabled();
  });

  it('tells a person whose company does not use it that nothing is asked for', async () => {
    renderAt(<FaceCheckScreen />, { mocks: [status(face({ enabled: false }))] });
    expect(await screen.findByText('Your company does not use the face check')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers a retry when the face check cannot be loaded', async () => {
    renderAt(<FaceCheckScreen />, { mocks: [{ request: { query: FaceCheckDocument }, error: new Error('boom') }] });
    expect(await screen.findByText(/Your face check could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reads in Bahasa Indonesia, the notice too', async () => {
    await switchLanguage('id');
    const first = renderAt(<FaceCheckScreen />, { mocks: [status(face())] });
    const notice = await screen.findByRole('region', {
      name: 'Sebelum Anda setuju: apa yang disimpan pemeriksaan wajah',
    });
    expect(notice).toHaveTextContent(
      'angka yang dihitung dari swafoto itu (tidak pernah fotonya) dapat disimpan bersama templat Anda, paling banyak 3',
    );
    first.unmount();
    renderAt(<FaceCheckScreen />, {
      mocks: [status(face({ consentGivenAt: CONSENTED, enrolledAt: ENROLLED }))],
    });
    const done = await screen.findByRole('region', { name: 'Wajah Anda sudah terdaftar' });
    expect(done).toHaveTextContent('Didaftarkan pada 06-12-2026.');
    expect(within(done).getByRole('button', { name: 'Tarik persetujuan' })).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Daftarkan ulang' })).toBeInTheDocument();
  });

  it('asks, in Bahasa Indonesia too, to enrol looking as the person usually does at work', async () => {
    await switchLanguage('id');
    renderAt(<FaceCheckScreen />, { mocks: [status(face({ consentGivenAt: CONSENTED }))] });
    const card = await screen.findByRole('region', { name: 'Daftarkan wajah Anda' });
    fireEvent.click(within(card).getByRole('button', { name: 'Daftarkan wajah saya' }));
    const enrol = await screen.findByRole('region', { name: 'Daftarkan wajah Anda' });
    expect(within(enrol).getByRole('status')).toHaveTextContent('Foto 1 dari 3');
    expect(enrol).toHaveTextContent(
      'Tampil seperti Anda sehari-hari di tempat kerja: dengan hijab dan kacamata yang biasa Anda pakai, tanpa kacamata hitam atau masker.',
    );
  });
});
