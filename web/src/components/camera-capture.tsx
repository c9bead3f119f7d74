import CameraAltRounded from '@mui/icons-material/CameraAltRounded';
import CameraswitchRounded from '@mui/icons-material/CameraswitchRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Webcam from 'react-webcam';
import { i18n } from '../i18n';
import { CAPTURE_HEIGHT, CAPTURE_WIDTH, captureFrame } from '../lib/capture-frame';

type Facing = 'user' | 'environment';

interface Props {
  /** Called with the 500x300 JPEG once the person captures. */
  onCapture: (file: File) => void;
  /** Called when the person drops the photo to take another. */
  onRetake?: () => void;
  /** A photo taken before (the parent keeps it, e.g. across a failed submit): shown with Retake. */
  photo?: File | null;
  /** Whether the camera is starting (asked for and not yet live, nor failed): a screen may hold other work back meanwhile. */
  onStarting?: (starting: boolean) => void;
}

/** Why the camera cannot be offered at all (rules §8's camera messages), or null. */
function unsupportedReason(): string | null {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia)
    return i18n.t('attendance.camera.mediaDevicesUnsupported');
  if (typeof navigator.mediaDevices.enumerateDevices !== 'function')
    return i18n.t('attendance.camera.enumerateUnsupported');
  return null;
}

function PhotoPreview({ photo, onRetake }: { photo: File; onRetake: () => void }) {
  const { t } = useTranslation();
  const url = useMemo(() => URL.createObjectURL(photo), [photo]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Stack spacing={1}>
      <Box
        component="img"
        src={url}
        alt={t('attendance.camera.preview')}
        sx={{ width: '100%', aspectRatio: `${CAPTURE_WIDTH} / ${CAPTURE_HEIGHT}`, objectFit: 'cover', borderRadius: 2 }}
      />
      <Button variant="outlined" startIcon={<ReplayRounded />} onClick={onRetake}>
        {t('attendance.camera.retake')}
      </Button>
    </Stack>
  );
}

/**
 * The selfie camera of rules §9: front camera by default at 1080x1080, a switch to the rear one,
 * capture to a 500x300 JPEG, and retake. react-webcam loads only with the screens that use it.
 */
export function CameraCapture({ onCapture, onRetake, photo = null, onStarting }: Props) {
  const { t } = useTranslation();
  const webcam = useRef<Webcam>(null);
  const [facing, setFacing] = useState<Facing>('user');
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<string | null>(unsupportedReason);
  const [busy, setBusy] = useState(false);
  const [missed, setMissed] = useState(false);
  const starting = !photo && !failure && !ready;

  useEffect(() => {
    onStarting?.(starting);
  }, [starting, onStarting]);
  useEffect(() => () => onStarting?.(false), [onStarting]);

  const retake = () => {
    setReady(false);
    onRetake?.();
  };

  if (photo) return <PhotoPreview photo={photo} onRetake={retake} />;
  if (failure) return <Alert severity="error">{failure}</Alert>;

  const capture = async () => {
    const video = webcam.current?.video;
    if (!video) return;
    setBusy(true);
    const file = await captureFrame(video);
    setBusy(false);
    setMissed(!file);
    if (file) onCapture(file);
  };

  const switchCamera = () => {
    setReady(false);
    setFacing((current) => (current === 'user' ? 'environment' : 'user'));
  };

  return (
    <Stack spacing={1}>
      <Box
        sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.900', aspectRatio: '1 / 1' }}
      >
        <Webcam
          ref={webcam}
          key={facing}
          audio={false}
          mirrored={facing === 'user'}
          aria-label={`${t('attendance.camera.live')}: ${facing === 'user' ? t('attendance.camera.front') : t('attendance.camera.rear')}`}
          videoConstraints={{ facingMode: facing, width: { ideal: 1080 }, height: { ideal: 1080 } }}
          onLoadedData={() => setReady(true)}
          onUserMediaError={(error) =>
            setFailure(
              t('attendance.camera.failed', {
                reason: typeof error === 'string' ? error : error.message || error.name,
              }),
            )
          }
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          playsInline
        />
      </Box>
      {missed && <Alert severity="warning">{t('attendance.camera.captureFailed')}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<CameraswitchRounded />}
          onClick={switchCamera}
          aria-label={t('attendance.camera.switch')}
          sx={{ flexShrink: 0 }}
        >
          {facing === 'user' ? t('attendance.camera.rear') : t('attendance.camera.front')}
        </Button>
        <Button
          variant="contained"
          startIcon={<CameraAltRounded />}
          onClick={() => void capture()}
          disabled={!ready || busy}
          fullWidth
        >
          {ready ? t('attendance.camera.capture') : t('attendance.camera.starting')}
        </Button>
      </Stack>
    </Stack>
  );
}
