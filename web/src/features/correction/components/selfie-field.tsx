import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

// The camera (react-webcam) loads only when it is opened.
const CameraCapture = lazy(async () => ({
  default: (await import('../../../components/camera-capture')).CameraCapture,
}));

interface Props {
  open: boolean;
  photo: File | null;
  onCapture: (file: File) => void;
  onRetake: () => void;
}

/** Brings the camera into view once it has mounted: it opens below the fold of a phone. */
function ScrollIntoView({ target }: { target: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    target.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [target]);
  return null;
}

/** The selfie: a hint until Submit opens the camera, then the camera, then the captured photo with Retake. */
export function SelfieField({ open, photo, onCapture, onRetake }: Props) {
  const { t } = useTranslation();
  const section = useRef<HTMLDivElement>(null);
  return (
    <div ref={section}>
      <FormLabel component="p" sx={{ mb: 0.5 }}>
        {t('correction.modal.selfie')}
      </FormLabel>
      {open || photo ? (
        <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
          <CameraCapture photo={photo} onCapture={onCapture} onRetake={onRetake} />
          <ScrollIntoView target={section} />
        </Suspense>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('correction.modal.noSelfie')}
        </Typography>
      )}
    </div>
  );
}
