import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { readError } from '../../../lib/graphql-error';
import { useActivate } from '../api/use-password';
import { sendWithProof } from '../lib/proof-of-work';
import { LoginBackground, RESET_BACKGROUND } from './login-background';

/**
 * /activate/{code}: the link HR handed over. The code is checked once on opening; a good one goes
 * on to choose a password (the reset screen, which says why), a bad one says what to do.
 */
export function ActivateScreen() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [activate] = useActivate();
  const [failure, setFailure] = useState<string | null>(null);
  // Past the address's limit of wrong codes, the api asks for a proof of work first (issue 46).
  const [solving, setSolving] = useState(false);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    sendWithProof(async (proof) => (await activate({ variables: { code, proof } })).data!.activate, setSolving)
      .then((opened) => {
        void navigate(paths.reset.href(opened.token), { replace: true, state: { first: true, name: opened.name } });
      })
      .catch((error: unknown) => setFailure(readError(error).message));
  }, [activate, code, navigate]);

  return (
    <LoginBackground fixed={RESET_BACKGROUND}>
      <Card component="main" sx={{ width: '100%', maxWidth: 400, borderRadius: 4 }}>
        <CardContent sx={{ p: 3 }}>
          <Typography component="h1" variant="h2" gutterBottom>
            {t('activate.title')}
          </Typography>
          {failure ? (
            <Stack spacing={2}>
              <Typography role="alert">{failure}</Typography>
              <Button component={RouterLink} to={paths.login.href()} variant="contained">
                {t('activate.toLogin')}
              </Button>
            </Stack>
          ) : (
            <Stack spacing={1.5} role="progressbar" aria-label={t('activate.checking')}>
              {solving && <Typography role="status">{t('activate.checkingBrowser')}</Typography>}
              <Skeleton variant="rounded" animation="wave" height={56} />
              <Skeleton variant="rounded" animation="wave" height={56} />
            </Stack>
          )}
        </CardContent>
      </Card>
    </LoginBackground>
  );
}
