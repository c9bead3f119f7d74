import EditRounded from '@mui/icons-material/EditRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import RedoRounded from '@mui/icons-material/RedoRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useImperativeHandle, useReducer, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import SignatureCanvasModule from 'react-signature-canvas';
import { canRedo, canUndo, emptyHistory, signatureHistory } from '../lib/signature-history';
import { signatureStorage } from '../lib/signature-storage';
import { AlertDialog, type AlertState } from './alert-dialog';

// CommonJS with an __esModule default: bundlers unwrap it, Node's ESM loader (the tests) does not.
const SignatureCanvas =
  (SignatureCanvasModule as unknown as { default?: typeof SignatureCanvasModule }).default ?? SignatureCanvasModule;
/** Spec 9: height 300, about 84–85 % of the screen's width, line width 4, black on white. */
const HEIGHT = 300;
const WIDTH_SHARE = 0.845;
const MAX_WIDTH = 520;
const LINE_WIDTH = 4;

type Stroke = unknown[];

export interface SignaturePadHandle {
  isEmpty(): boolean;
  /** The drawing as a PNG (black on white), or null when nothing is drawn. */
  toPng(): Promise<Blob | null>;
}

interface Props {
  label: string;
  /** Where Save keeps the strokes in local storage (per pad and user). */
  storageKey: string;
  error?: string;
  /** Called when a stroke is drawn (e.g. to take away a "Signature is required" message). */
  onStroke?: () => void;
  ref?: Ref<SignaturePadHandle>;
}

const padWidth = () => Math.round(Math.min(window.innerWidth * WIDTH_SHARE, MAX_WIDTH));

/** The pad's width, following the window: a phone turned to landscape and back gets a pad that fits. */
function usePadWidth(): number {
  const [width, setWidth] = useState(padWidth);
  useEffect(() => {
    const follow = () => setWidth(padWidth());
    window.addEventListener('resize', follow);
    window.addEventListener('orientationchange', follow);
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('orientationchange', follow);
    };
  }, []);
  return width;
}

/** Sizes the drawing buffer to the canvas's new CSS size (sharp on dense screens), which clears it. */
function fitBuffer(element: HTMLCanvasElement, width: number) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  element.width = width * ratio;
  element.height = HEIGHT * ratio;
  element.getContext('2d')?.scale(ratio, ratio);
}

/** A signature drawn with a finger or mouse, with Save/Edit (lock), Undo, Redo and Reset. */
export function SignaturePad({ label, storageKey, error, onStroke, ref }: Props) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const canvas = useRef<InstanceType<typeof SignatureCanvas>>(null);
  const width = usePadWidth();
  const [alert, setAlert] = useState<AlertState | null>(null);
  const [history, dispatch] = useReducer(signatureHistory<Stroke>, storageKey, (key) => {
    const saved = signatureStorage.load<Stroke>(key);
    return emptyHistory(saved, saved.length > 0);
  });

  // A new width needs a new buffer; the strokes are then drawn again where they were.
  useEffect(() => {
    const element = canvas.current?.getCanvas();
    if (element && element.width !== width * Math.max(window.devicePixelRatio || 1, 1)) fitBuffer(element, width);
  }, [width]);

  // The canvas always shows the history's strokes: after a stroke, an undo, a redo, a reset or a resize.
  useEffect(() => {
    canvas.current?.fromData([...history.strokes] as never);
  }, [history.strokes, width]);

  useEffect(() => {
    if (history.locked) canvas.current?.off();
    else canvas.current?.on();
  }, [history.locked]);

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => history.strokes.length === 0,
      toPng: () =>
        new Promise<Blob | null>((resolve) => {
          const element = canvas.current?.getCanvas();
          if (!element || history.strokes.length === 0) return resolve(null);
          element.toBlob(resolve, 'image/png');
        }),
    }),
    [history.strokes],
  );

  const onStrokeEnd = () => {
    const data = canvas.current?.toData() as unknown as Stroke[] | undefined;
    const stroke = data?.[data.length - 1];
    if (!stroke) return;
    dispatch({ type: 'draw', stroke });
    onStroke?.();
  };

  const toggleLock = () => {
    if (history.locked) return dispatch({ type: 'unlock' });
    dispatch({ type: 'lock' });
    signatureStorage.save(storageKey, history.strokes);
    setAlert({ status: 'success', message: t('leave.signature.saved') });
  };

  const reset = () => {
    dispatch({ type: 'reset' });
    if (signatureStorage.clear(storageKey)) setAlert({ status: 'success', message: t('leave.signature.cleared') });
  };

  return (
    <Stack component="section" aria-label={label} spacing={1} sx={{ alignItems: 'center' }}>
      <Typography component="h2" variant="subtitle1" sx={{ alignSelf: 'flex-start', fontWeight: 600 }}>
        {label}
      </Typography>
      <Box
        sx={{
          width,
          height: HEIGHT,
          bgcolor: 'common.white',
          border: 2,
          borderColor: error ? 'error.main' : history.locked ? 'success.main' : 'grey.400',
          borderStyle: history.locked ? 'solid' : 'dashed',
          borderRadius: 1,
          boxSizing: 'content-box',
          touchAction: 'none',
        }}
      >
        <SignatureCanvas
          ref={canvas}
          penColor="black"
          backgroundColor={palette.common.white}
          minWidth={LINE_WIDTH}
          maxWidth={LINE_WIDTH}
          clearOnResize={false}
          onEnd={onStrokeEnd}
          canvasProps={{
            role: 'img',
            'aria-label': t('leave.signature.canvas', { label }),
            style: { width, height: HEIGHT, display: 'block', cursor: history.locked ? 'not-allowed' : 'crosshair' },
          }}
        />
      </Box>
      <Typography variant="caption" color={history.locked ? 'success.main' : 'text.secondary'}>
        {history.locked ? t('leave.signature.locked') : t('leave.signature.hint')}
      </Typography>
      {error && (
        <FormHelperText error role="alert" sx={{ alignSelf: 'flex-start' }}>
          {error}
        </FormHelperText>
      )}
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button
          size="small"
          variant={history.locked ? 'outlined' : 'contained'}
          startIcon={history.locked ? <EditRounded /> : <LockRounded />}
          onClick={toggleLock}
        >
          {history.locked ? t('leave.signature.edit') : t('leave.signature.save')}
        </Button>
        <Button
          size="small"
          startIcon={<UndoRounded />}
          disabled={!canUndo(history)}
          onClick={() => dispatch({ type: 'undo' })}
        >
          {t('leave.signature.undo')}
        </Button>
        <Button
          size="small"
          startIcon={<RedoRounded />}
          disabled={!canRedo(history)}
          onClick={() => dispatch({ type: 'redo' })}
        >
          {t('leave.signature.redo')}
        </Button>
        <Button size="small" color="error" startIcon={<RestartAltRounded />} disabled={history.locked} onClick={reset}>
          {t('leave.signature.reset')}
        </Button>
      </Stack>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </Stack>
  );
}
