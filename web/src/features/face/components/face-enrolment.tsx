import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraCapture } from '../../../components/camera-capture';
import type { FaceCheckFieldsFragment } from '../../../gql/graphql';
import { readError } from '../../../lib/graphql-error';
import { useEnrolFace } from '../api/use-face';

/** The three pictures and the guide for each: front, then a slight turn each way (the api takes 3 to 5). */
const STEPS = ['front', 'left', 'right'] as const;

function Thumbnail({ file, number }: { file: File; number: number }) {
  const { t } = useTranslation();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Box
      component="img"
      src={url}
      alt={t('faceCheck.enrol.picture', { number })}
      sx={{ width: 72, aspectRatio: '5 / 3', objectFit: 'cover', borderRadius: 1 }}
    />
  );
}

/**
 * Enrolment with the selfie camera: three pictures a moment apart, each with its guide, then sent
 * together; the server makes the template. A refusal (no face, two faces in picture N) is told in
 * the api's words, and the pictures are taken again.
 */
export function FaceEnrolment(props: { onEnrolled: (face: FaceCheckFieldsFragment) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [enrol, { loading }] = useEnrolFace();
  const [frames, setFrames] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const step = STEPS[frames.length];

  const send = async (all: File[]) => {
    try {
      const reply = await enrol({ variables: { frames: all } });
      props.onEnrolled(reply.data!.enrolFace.face);
    } catch (error) {
      setFailure(readError(error).message);
    }
  };
  const capture = (file: File) => {
    const next = [...frames, new File([file], `frame${frames.length + 1}.jpg`, { type: file.type })];
    setFrames(next);
    if (next.length === STEPS.length) void send(next);
  };
  const again = () => {
    setFailure(null);
    setFrames([]);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="face-enrol-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="face-enrol-title" variant="h6" component="h2">
            {t('faceCheck.enrol.title')}
          </Typography>
          <Typography variant="body2">{t('faceCheck.enrol.intro')}</Typography>
          {/* Dark glasses sent every genuine selfie of the measured set to review (docs/face-check.md): a template made as the person usually looks is the remedy. */}
          <Typography variant="body2">{t('faceCheck.enrol.asYouLook')}</Typography>
          <LinearProgress
            variant={loading ? 'indeterminate' : 'determinate'}
            value={(frames.length / STEPS.length) * 100}
            aria-label={t('faceCheck.enrol.taken')}
          />
          {failure ? (
            <>
              <Alert severity="error">{failure}</Alert>
              <Button variant="contained" onClick={again}>
                {t('faceCheck.enrol.again')}
              </Button>
            </>
          ) : loading ? (
            <Typography role="status">{t('faceCheck.enrol.sending')}</Typography>
          ) : (
            step && (
              <>
                <Box role="status">
                  <Typography variant="overline" component="p">
                    {t('faceCheck.enrol.step', { number: frames.length + 1, count: STEPS.length })}
                  </Typography>
                  <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                    {t(`faceCheck.enrol.guide.${step}`)}
                  </Typography>
                </Box>
                <CameraCapture onCapture={capture} />
              </>
            )
          )}
          {frames.length > 0 && (
            <Stack direction="row" spacing={1} aria-label={t('faceCheck.enrol.taken')} role="list">
              {frames.map((file, index) => (
                <Box key={index} role="listitem">
                  <Thumbnail file={file} number={index + 1} />
                </Box>
              ))}
            </Stack>
          )}
          <Button onClick={props.onCancel} disabled={loading}>
            {t('faceCheck.enrol.cancel')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
