import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The notice's paragraphs, in the order UU PDP art. 21(1) asks: what, why (and the looks accepted selfies add), where, how long, how to withdraw. */
const PARAGRAPHS = ['what', 'why', 'refine', 'where', 'howLong', 'withdraw', 'law'] as const;

/** What the face check keeps and why, in plain words (rules §9 "Face check"). */
export function NoticeText() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      {PARAGRAPHS.map((name) => (
        <Typography key={name} variant="body2">
          {t(`faceCheck.notice.${name}`)}
        </Typography>
      ))}
    </Stack>
  );
}

/**
 * The notice to read and the explicit consent: a box the person ticks themselves (never ticked for
 * them) and a button that stays off until they do. `changed`: the person agreed to an earlier
 * version, and is told so above the new one (their consent stays as it was until they agree).
 */
export function FaceNotice({
  busy,
  onAgree,
  changed = false,
}: {
  busy: boolean;
  onAgree: () => void;
  changed?: boolean;
}) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  return (
    <Card variant="outlined" component="section" aria-labelledby="face-notice-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="face-notice-title" variant="h6" component="h2">
            {changed ? t('faceCheck.changed.title') : t('faceCheck.notice.title')}
          </Typography>
          {changed && <Alert severity="info">{t('faceCheck.changed.hint')}</Alert>}
          <NoticeText />
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
            label={t('faceCheck.notice.agree')}
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0 } }}
          />
          <Button variant="contained" disabled={!agreed || busy} onClick={onAgree}>
            {t('faceCheck.notice.give')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
