/**
 * What a signature pad remembers, apart from its pixels: the strokes drawn (oldest first), the
 * strokes undone (for Redo, newest last) and whether it is locked (Save/Edit). The canvas is
 * redrawn from `strokes`, so this is the one truth and can be tested without a canvas.
 */
export interface SignatureHistory<Stroke> {
  strokes: Stroke[];
  undone: Stroke[];
  locked: boolean;
}

export type SignatureAction<Stroke> =
  | { type: 'draw'; stroke: Stroke }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset' }
  | { type: 'lock' }
  | { type: 'unlock' };

export const emptyHistory = <Stroke>(strokes: Stroke[] = [], locked = false): SignatureHistory<Stroke> => ({
  strokes,
  undone: [],
  locked,
});

export function signatureHistory<Stroke>(
  state: SignatureHistory<Stroke>,
  action: SignatureAction<Stroke>,
): SignatureHistory<Stroke> {
  // A locked pad changes only by being unlocked (Edit).
  if (state.locked && action.type !== 'unlock') return state;
  switch (action.type) {
    case 'draw':
      // A new stroke ends the redo trail, as in every editor.
      return { ...state, strokes: [...state.strokes, action.stroke], undone: [] };
    case 'undo': {
      if (state.strokes.length === 0) return state;
      const last = state.strokes[state.strokes.length - 1];
      return { ...state, strokes: state.strokes.slice(0, -1), undone: [...state.undone, last] };
    }
    case 'redo': {
      if (state.undone.length === 0) return state;
      const next = state.undone[state.undone.length - 1];
      return { ...state, strokes: [...state.strokes, next], undone: state.undone.slice(0, -1) };
    }
    case 'reset':
      return emptyHistory<Stroke>();
    case 'lock':
      return { ...state, locked: true };
    case 'unlock':
      return { ...state, locked: false };
  }
}

export const canUndo = (state: SignatureHistory<unknown>) => !state.locked && state.strokes.length > 0;
export const canRedo = (state: SignatureHistory<unknown>) => !state.locked && state.undone.length > 0;
