import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { photoFileProblem, PHOTO_ACCEPT, scalePhoto } from '../lib/photo-checks';

// The cropper (react-avatar-editor) loads only once a photo is picked.
const PhotoCropperDialog = lazy(async () => ({ default: (await import('./photo-cropper-dialog')).PhotoCropperDialog }));

interface Props {
  name: string;
  /** The saved photo, or the cropped one waiting for Save. */
  src: string | null;
  pending: boolean;
  /** Shown under the photo, above the picker's button (the name and NIK). */
  caption?: ReactNode;
  onCropped: (file: File) => void;
  onProblem: (message: string) => void;
}

/** The profile photo with its picker: checks type and size, scales by width (rules §9), then crops square. */
export function PhotoPicker({ name, src, pending, caption, onCropped, onProblem }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<{ url: string; type: 'image/png' | 'image/jpeg' } | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) return onProblem(problem);
    const scaled = await scalePhoto(file);
    if ('problem' in scaled) return onProblem(scaled.problem);
    setSource(scaled);
  };

  const close = () => {
    if (source) URL.revokeObjectURL(source.url);
    setSource(null);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Avatar
        src={src ?? undefined}
        alt={t('profile.photo.alt', { name })}
        sx={{ width: 112, height: 112, fontSize: 40, bgcolor: 'primary.light' }}
      >
        {name.charAt(0)}
      </Avatar>
      {caption}
      {pending && (
        <Typography variant="caption" color="warning.main">
          {t('profile.photo.newPhoto')}
        </Typography>
      )}
      <Button variant="outlined" size="small" startIcon={<PhotoCameraRounded />} onClick={() => input.current?.click()}>
        {t('profile.photo.change')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT}
        hidden
        aria-label={t('profile.photo.change')}
        onChange={(event) => void pick(event)}
        data-testid="photo-input"
      />
      {source && (
        <Suspense fallback={null}>
          <PhotoCropperDialog
            source={source}
            onCancel={close}
            onCropped={(file) => {
              close();
              onCropped(file);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
