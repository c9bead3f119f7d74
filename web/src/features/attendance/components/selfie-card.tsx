import PhotoCameraFrontRounded from '@mui/icons-material/PhotoCameraFrontRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraCapture } from '../../../components/camera-capture';

interface Props {
  photo: File | null;
  cameraOpen: boolean;
  /** The person tried to submit without a selfie: say so here, where the camera is. */
  missing: boolean;
  onOpen: () => void;
  onCapture: (file: File) => void;
  onRetake: () => void;
  onCameraStarting?: (starting: boolean) => void;
  /** The face check's words for a retake (issue 49): no face, or more than one; never a block. */
  faceHint?: string | null;
}

/** The selfie: a button until the camera is opened, then the camera, then the photo with Retake. */
export const SelfieCard = forwardRef<HTMLElement, Props>(function SelfieCard(
  { photo, cameraOpen, missing, onOpen, onCapture, onRetake, onCameraStarting, faceHint = null },
  ref,
) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="selfie-title" ref={ref}>
      <CardContent>
        <Typography id="selfie-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('attendance.clock.selfie')}
        </Typography>
        {missing && !photo && (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            {t('attendance.clock.selfieMissing')}
          </Alert>
        )}
        {photo && faceHint && (
          <Alert severity="warning" sx={{ mb: 1.5 }} data-testid="face-hint">
            {faceHint}
          </Alert>
        )}
        {photo || cameraOpen ? (
          <CameraCapture photo={photo} onCapture={onCapture} onRetake={onRetake} onStarting={onCameraStarting} />
        ) : (
          <Button
            fullWidth
            variant="outlined"
            size="large"
            startIcon={<PhotoCameraFrontRounded />}
            onClick={onOpen}
            sx={{ py: 3 }}
          >
            {t('attendance.camera.open')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
});
