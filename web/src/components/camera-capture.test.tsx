import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { CameraCapture } from './camera-capture';

const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
const fakeMediaDevices = (value: unknown) =>
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });

afterEach(() => {
  if (original) Object.defineProperty(navigator, 'mediaDevices', original);
  else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
});

describe('CameraCapture', () => {
  it("says 'mediaDevices not supported!' without media devices", () => {
    fakeMediaDevices(undefined);
    render(<CameraCapture onCapture={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('mediaDevices not supported!');
  });

  it("says 'enumerateDevices is not supported.' without enumerateDevices", () => {
    fakeMediaDevices({ getUserMedia: () => Promise.reject(new Error('no camera')) });
    render(<CameraCapture onCapture={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('enumerateDevices is not supported.');
  });

  it('shows a photo taken before with Retake, which hands it back', () => {
    const onRetake = jest.fn();
    URL.createObjectURL = () => 'blob:selfie';
    URL.revokeObjectURL = () => {};
    render(
      <CameraCapture
        onCapture={() => {}}
        onRetake={onRetake}
        photo={new File(['x'], 'selfie.jpg', { type: 'image/jpeg' })}
      />,
    );
    expect(screen.getByRole('img', { name: 'Captured selfie' })).toHaveAttribute('src', 'blob:selfie');
    fireEvent.click(screen.getByRole('button', { name: 'Retake' }));
    expect(onRetake).toHaveBeenCalled();
  });
});
