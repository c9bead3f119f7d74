import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import ZoomOutRounded from '@mui/icons-material/ZoomOutRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import AvatarEditor, { useAvatarEditor } from 'react-avatar-editor';
import { useTranslation } from 'react-i18next';
import { croppedPhotoFile } from '../lib/photo-checks';

/** The square the user frames, in CSS pixels; fits a 360 px phone with the dialog's margins. */
const CROP_SIZE = 220;

interface Props {
  source: { url: string; type: 'image/png' | 'image/jpeg' };
  onCancel: () => void;
  onCropped: (file: File) => void;
}

/** A square cropper: drag to move, slider to zoom; Crop hands back the square as a PNG or JPEG file. */
export function PhotoCropperDialog({ source, onCancel, onCropped }: Props) {
  const { t } = useTranslation();
  const editor = useAvatarEditor();
  const [scale, setScale] = useState(1);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const crop = async () => {
    const canvas = editor.getImage();
    if (!canvas) return;
    setBusy(true);
    try {
      const file = await croppedPhotoFile(canvas, source.type);
      if (file) onCropped(file);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby="crop-title" fullWidth maxWidth="xs">
      <DialogTitle id="crop-title">{t('profile.photo.cropTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('profile.photo.cropHint')}
        </Typography>
        <Box
          role="img"
          aria-label={t('profile.photo.cropper')}
          sx={{
            display: 'flex',
            justifyContent: 'center',
            touchAction: 'none',
            '& canvas': { borderRadius: 2, maxWidth: '100%' },
          }}
        >
          <AvatarEditor
            ref={editor.ref}
            image={source.url}
            width={CROP_SIZE}
            height={CROP_SIZE}
            border={16}
            borderRadius={0}
            color={[0, 0, 0, 0.55]}
            scale={scale}
            onImageReady={() => setReady(true)}
          />
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 2, px: 1 }}>
          <ZoomOutRounded color="action" aria-hidden />
          <Slider
            aria-label={t('profile.photo.zoom')}
            value={scale}
            min={1}
            max={3}
            step={0.05}
            onChange={(_event, value) => setScale(value as number)}
          />
          <ZoomInRounded color="action" aria-hidden />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={() => void crop()} disabled={!ready || busy}>
          {t('profile.photo.useCrop')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
