import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createRef } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { stubCanvas } from '../test/canvas-stub';
import { renderAt } from '../test/render';
import { SignaturePad, type SignaturePadHandle } from './signature-pad';

const KEY = 'leave.10001';
const STORED = `hadir.signature.${KEY}`;
let restoreCanvas: () => void;
beforeAll(() => {
  restoreCanvas = stubCanvas();
});
afterAll(() => restoreCanvas());
beforeEach(() => localStorage.clear());

function renderPad() {
  const ref = createRef<SignaturePadHandle>();
  renderAt(<SignaturePad ref={ref} label="Signature" storageKey={KEY} />);
  return ref;
}

/** One stroke with the left mouse button, as signature_pad reads it. */
function drawStroke(x: number) {
  const canvas = screen.getByRole('img', { name: 'Signature canvas' });
  fireEvent.mouseDown(canvas, { which: 1, button: 0, clientX: x, clientY: 10 });
  fireEvent.mouseMove(canvas, { which: 1, button: 0, clientX: x + 20, clientY: 40 });
  fireEvent.mouseUp(document, { which: 1, button: 0, clientX: x + 20, clientY: 40 });
}

const button = (name: string) => screen.getByRole('button', { name });

describe('SignaturePad', () => {
  it('starts empty: nothing to undo, redo or export', async () => {
    const ref = renderPad();
    expect(button('Undo')).toBeDisabled();
    expect(button('Redo')).toBeDisabled();
    expect(ref.current?.isEmpty()).toBe(true);
    expect(await ref.current?.toPng()).toBeNull();
  });

  it('undoes and redoes strokes drawn with the mouse, and exports a PNG', async () => {
    const ref = renderPad();
    drawStroke(10);
    drawStroke(60);
    expect(button('Undo')).toBeEnabled();
    fireEvent.click(button('Undo'));
    fireEvent.click(button('Undo'));
    expect(ref.current?.isEmpty()).toBe(true);
    expect(button('Undo')).toBeDisabled();
    fireEvent.click(button('Redo'));
    expect(ref.current?.isEmpty()).toBe(false);
    expect(button('Redo')).toBeEnabled();
    const png = await ref.current?.toPng();
    expect(png?.type).toBe('image/png');
  });

  it('Save locks the pad, keeps the strokes in local storage and says so; Edit unlocks it', async () => {
    renderPad();
    drawStroke(10);
    fireEvent.click(button('Save'));
    // What happened and what to do, not "reload your browser" (the strokes stay on the pad).
    const saved = await screen.findByRole('alert');
    expect(saved).toHaveTextContent(
      'Signature saved on this phone: it will be in the box the next time you sign here. Tap Edit to change it.',
    );
    expect(saved).not.toHaveTextContent(/reload/i);
    expect(JSON.parse(localStorage.getItem(STORED)!)).toHaveLength(1);
    fireEvent.click(button('OK'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button('Edit')).toBeInTheDocument();
    expect(button('Undo')).toBeDisabled();
    expect(button('Reset')).toBeDisabled();
    drawStroke(80); // ignored while locked
    fireEvent.click(button('Edit'));
    expect(button('Save')).toBeInTheDocument();
    expect(button('Undo')).toBeEnabled();
  });

  it('a reload shows the saved strokes, locked', () => {
    localStorage.setItem(STORED, JSON.stringify([[{ x: 1, y: 2, time: 3, color: 'black' }]]));
    const ref = renderPad();
    expect(ref.current?.isEmpty()).toBe(false);
    expect(button('Edit')).toBeInTheDocument();
  });

  it('Reset clears the canvas and the saved strokes with the spec’s alert', async () => {
    localStorage.setItem(STORED, JSON.stringify([[{ x: 1, y: 2, time: 3, color: 'black' }]]));
    const ref = renderPad();
    fireEvent.click(button('Edit'));
    fireEvent.click(button('Reset'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Signatures cleared from local storage');
    expect(localStorage.getItem(STORED)).toBeNull();
    expect(ref.current?.isEmpty()).toBe(true);
    expect(screen.getByRole('button', { name: 'Redo', hidden: true })).toBeDisabled();
  });

  it('Reset with nothing saved clears the canvas without an alert', async () => {
    const ref = renderPad();
    drawStroke(10);
    fireEvent.click(button('Reset'));
    await act(async () => {});
    expect(ref.current?.isEmpty()).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('follows the window when the phone is turned: the pad is resized and keeps its strokes', async () => {
    const original = window.innerWidth;
    try {
      Object.defineProperty(window, 'innerWidth', { value: 360, configurable: true });
      const ref = renderPad();
      const canvas = screen.getByRole('img', { name: 'Signature canvas' });
      expect(canvas).toHaveStyle({ width: '304px' });
      drawStroke(10);
      act(() => {
        Object.defineProperty(window, 'innerWidth', { value: 740, configurable: true });
        window.dispatchEvent(new Event('orientationchange'));
      });
      expect(canvas).toHaveStyle({ width: '520px' });
      expect((canvas as HTMLCanvasElement).width).toBe(520);
      expect(ref.current?.isEmpty()).toBe(false);
      act(() => {
        Object.defineProperty(window, 'innerWidth', { value: 360, configurable: true });
        window.dispatchEvent(new Event('resize'));
      });
      expect(canvas).toHaveStyle({ width: '304px' });
      expect(button('Undo')).toBeEnabled();
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: original, configurable: true });
    }
  });
});
