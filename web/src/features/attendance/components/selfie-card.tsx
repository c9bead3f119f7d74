import PhotoCameraFrontRounded from '@mui/icons-material/PhotoCameraFrontRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraCapture } from '../../../components/camera-capture';
import type { FaceHint } from '../lib/face-hints';

interface Props {
  photo: File | null;
  cameraOpen: boolean;
  /** The person tried to submit without a selfie: say so here, where the camera is. */
  missing: boolean;
  onOpen: () => void;
  onCapture: (file: File) => void;
  onRetake: () => void;
  onCameraStarting?: (starting: boolean) => void;
  /** What the face check asks the person to change about the selfie (issue 49); never a block. */
  faceHint?: FaceHint | null;
  /** The blink challenge asks for a blink on the live camera ("Blink once"), for a few seconds. */
  blinkPrompt?: boolean;
}

/** The selfie: a button until the camera is opened, then the camera, then the photo with Retake. */
export const SelfieCard = forwardRef<HTMLElement, Props>(function SelfieCard(
  { photo, cameraOpen, missing, onOpen, onCapture, onRetake, onCameraStarting, faceHint = null, blinkPrompt = false },
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
            {t(`attendance.clock.faceHint.${faceHint}`)}
          </Alert>
        )}
        {photo || cameraOpen ? (
          // The prompt lies over the top of the live video: the picture and Capture do not move under it.
          <Box sx={{ position: 'relative' }}>
            <CameraCapture photo={photo} onCapture={onCapture} onRetake={onRetake} onStarting={onCameraStarting} />
            {!photo && blinkPrompt && (
              <Alert
                severity="info"
                icon={<VisibilityRounded />}
                data-testid="face-prompt"
                sx={{ position: 'absolute', top: 8, left: 8, right: 8, boxShadow: 2 }}
              >
                {t('attendance.clock.blinkOnce')}
              </Alert>
            )}
          </Box>
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
