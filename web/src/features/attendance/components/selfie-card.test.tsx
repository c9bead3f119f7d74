import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { switchLanguage } from '../../../i18n';
import type { FaceHint } from '../lib/face-hints';
import { SelfieCard } from './selfie-card';

// Issue 49: the face check's words on the clock screen, under the selfie (what to change, beside
// Retake) and over the live camera ("Blink once"), in the person's language.
const noop = () => {};
const selfie = new File(['x'], 'selfie.jpg', { type: 'image/jpeg' });

beforeAll(() => {
  URL.createObjectURL = () => 'blob:selfie';
  URL.revokeObjectURL = noop;
});
afterEach(() => switchLanguage('en'));

const card = (props: {
  photo?: File | null;
  cameraOpen?: boolean;
  faceHint?: FaceHint | null;
  blinkPrompt?: boolean;
}) =>
  render(
    <SelfieCard
      photo={props.photo ?? null}
      cameraOpen={props.cameraOpen ?? false}
      missing={false}
      onOpen={noop}
      onCapture={noop}
      onRetake={noop}
      faceHint={props.faceHint}
      blinkPrompt={props.blinkPrompt}
    />,
  );

describe('SelfieCard: what the face check tells the person', () => {
  it.each<[FaceHint, string, string]>([
    [
      'none',
      'No face found in your selfie. Please retake it with your face in the frame.',
      'Wajah tidak ditemukan di swafoto Anda. Ulangi dengan wajah di dalam bingkai.',
    ],
    [
      'many',
      'More than one face in your selfie. Only one face, please: retake it.',
      'Ada lebih dari satu wajah di swafoto Anda. Satu wajah saja: ulangi swafoto.',
    ],
    [
      'edge',
      'Your face is cut off at the edge of the picture. Please retake it with your whole face in the frame.',
      'Wajah Anda terpotong di tepi foto. Ulangi dengan seluruh wajah di dalam bingkai.',
    ],
    [
      'closer',
      'Your face is small in the picture. Move closer and retake it.',
      'Wajah Anda terlalu kecil di foto. Dekatkan wajah ke kamera, lalu ulangi swafoto.',
    ],
    [
      'look',
      'Your face is turned away. Look at the camera and retake it.',
      'Wajah Anda tidak menghadap kamera. Lihat ke kamera, lalu ulangi swafoto.',
    ],
    [
      'blink',
      'We did not see you blink. Retake it and blink once while the camera is on.',
      'Kedipan mata tidak terlihat. Ulangi swafoto dan kedipkan mata sekali saat kamera menyala.',
    ],
  ])('asks "%s" under the selfie, beside Retake, in English and in Indonesian', async (hint, english, indonesian) => {
    const { unmount } = card({ photo: selfie, faceHint: hint });
    const region = screen.getByRole('region', { name: 'Selfie' });
    expect(within(region).getByRole('alert')).toHaveTextContent(english);
    expect(within(region).getByRole('button', { name: 'Retake' })).toBeEnabled();
    unmount();
    await switchLanguage('id');
    card({ photo: selfie, faceHint: hint });
    expect(screen.getByRole('alert')).toHaveTextContent(indonesian);
  });

  it('says nothing when all is well', () => {
    card({ photo: selfie, faceHint: null });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a blink over the live camera, in English and in Indonesian, and not once the selfie is taken', async () => {
    const live = card({ cameraOpen: true, blinkPrompt: true });
    expect(screen.getByTestId('face-prompt')).toHaveTextContent('Blink once');
    live.unmount();
    await switchLanguage('id');
    const again = card({ cameraOpen: true, blinkPrompt: true });
    expect(screen.getByTestId('face-prompt')).toHaveTextContent('Kedipkan mata sekali');
    again.unmount();
    card({ photo: selfie, cameraOpen: true, blinkPrompt: true });
    expect(screen.queryByTestId('face-prompt')).not.toBeInTheDocument();
  });
});
