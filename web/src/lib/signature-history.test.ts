import { describe, expect, it } from '@jest/globals';
import { canRedo, canUndo, emptyHistory, signatureHistory, type SignatureAction } from './signature-history';

const run = (...actions: SignatureAction<string>[]) => actions.reduce(signatureHistory<string>, emptyHistory<string>());

describe('signature history (Save/Edit, Undo, Redo, Reset)', () => {
  it('keeps strokes in order and undoes the newest first', () => {
    const state = run({ type: 'draw', stroke: 'a' }, { type: 'draw', stroke: 'b' }, { type: 'undo' });
    expect(state.strokes).toEqual(['a']);
    expect(state.undone).toEqual(['b']);
    expect(canUndo(state)).toBe(true);
    expect(canRedo(state)).toBe(true);
  });

  it('redoes what was undone, newest undo first', () => {
    const state = run(
      { type: 'draw', stroke: 'a' },
      { type: 'draw', stroke: 'b' },
      { type: 'undo' },
      { type: 'undo' },
      { type: 'redo' },
    );
    expect(state.strokes).toEqual(['a']);
    expect(state.undone).toEqual(['b']);
  });

  it('a new stroke ends the redo trail', () => {
    const state = run({ type: 'draw', stroke: 'a' }, { type: 'undo' }, { type: 'draw', stroke: 'c' });
    expect(state.strokes).toEqual(['c']);
    expect(canRedo(state)).toBe(false);
  });

  it('undo and redo on an empty history change nothing', () => {
    const state = run({ type: 'undo' }, { type: 'redo' });
    expect(state).toEqual(emptyHistory());
  });

  it('reset clears strokes and the redo trail', () => {
    const state = run(
      { type: 'draw', stroke: 'a' },
      { type: 'draw', stroke: 'b' },
      { type: 'undo' },
      { type: 'reset' },
    );
    expect(state).toEqual({ strokes: [], undone: [], locked: false });
  });

  it('a locked pad ignores drawing, undo, redo and reset until Edit unlocks it', () => {
    const locked = run(
      { type: 'draw', stroke: 'a' },
      { type: 'draw', stroke: 'b' },
      { type: 'undo' },
      { type: 'lock' },
    );
    for (const action of [
      { type: 'draw', stroke: 'x' },
      { type: 'undo' },
      { type: 'redo' },
      { type: 'reset' },
    ] as const) {
      expect(signatureHistory(locked, action)).toBe(locked);
    }
    expect(canUndo(locked)).toBe(false);
    expect(canRedo(locked)).toBe(false);
    const unlocked = signatureHistory(locked, { type: 'unlock' });
    expect(unlocked).toEqual({ strokes: ['a'], undone: ['b'], locked: false });
  });
});
