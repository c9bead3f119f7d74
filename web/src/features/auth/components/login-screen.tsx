import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AlertDialog, type AlertState } from '../../../components/alert-dialog';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { env } from '../../../config/env';
import { takeEarlyLogin } from '../../../first-paint/early-login';
import { useFirstPaint } from '../../../first-paint/use-first-paint';
import { paths } from '../../../config/paths';
import { LoginDocument, ReloginDocument, type LoginMutation } from '../../../gql/graphql';
import { flash } from '../../../lib/flash';
import { readError } from '../../../lib/graphql-error';
import { readGraphqlReply, sendGraphql } from '../../../lib/plain-graphql';
import { useTimedErrors } from '../../../lib/use-timed-message';
import { LanguageSelect } from '../../../components/language-select';
import { sendWithProof } from '../lib/proof-of-work';
import { completeSignIn, coverPage, waitForLoader, type SignedIn } from '../lib/signed-in-early';
import { rememberChoiceBeforeLogin } from '../lib/signed-in-language';
import { LoginBackground } from './login-background';

// A question with two answers; like the alert, MUI's Dialog loads only when one opens (issue 15's /login budget).
const ConfirmDialog = lazy(async () => ({
  default: (await import('../../../components/confirm-dialog')).ConfirmDialog,
}));

const ERROR_MS = 5000;
const digits = (text: string) => text.replace(/\D/g, '');

interface Entered {
  nik: string;
  password: string;
}

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Typed (and maybe sent) on index.html's first paint of this screen before the app had started (issue 15).
  const drawn = useFirstPaint(['nik', 'password'], {
    onTyped: (values) => {
      setNik(digits(values.nik));
      setPassword(values.password);
    },
    onSent: (values, sentAt) => trySignIn({ nik: digits(values.nik), password: values.password }, sentAt),
  });
  const [nik, setNik] = useState(() => digits(drawn.typed.nik));
  const [password, setPassword] = useState(() => drawn.typed.password);
  const [loading, setLoading] = useState(false);
  // The drawn form's loader was on screen already (pressed before the app started): no fade in again.
  const [loaderShown, setLoaderShown] = useState(false);
  const theme = useTheme();
  const backdrop = useRef<HTMLDivElement>(null);
  const [alert, setAlert] = useState<AlertState | null>(null);
  // The person is signed in elsewhere: the server's question, answered here (Continue here / Cancel).
  const [reloginQuestion, setReloginQuestion] = useState<string | null>(null);
  const [notice] = useState(flash.take);
  const { errors, show } = useTimedErrors<'nik' | 'password'>(ERROR_MS);

  const variables = (entered: Entered) => ({ nik: entered.nik.trim(), password: entered.password });
  // Past a limit strangers can fill, the api asks for a proof of work first: solved, the same goes again (issue 46).
  const [solving, setSolving] = useState(false);
  const withProof = (entered: Entered, proof: string | undefined) => ({
    ...variables(entered),
    ...(proof ? { proof } : {}),
  });
  // A plain fetch, not Apollo Client: Login loads none of it (issue 15; lib/plain-graphql.ts).
  const sendLogin = (entered: Entered) => () =>
    sendWithProof(async (proof) => {
      // Pressed on the drawn form, the sign-in went before the app had started (first-paint/early-login.ts): its
      // reply is read here; none came (no network), it is sent again.
      const early = proof ? null : takeEarlyLogin(variables(entered));
      const reply = early && (await early);
      return (
        reply ? readGraphqlReply<LoginMutation>(reply) : await sendGraphql(LoginDocument, withProof(entered, proof))
      ).login;
    }, setSolving);
  const sendRelogin = () =>
    sendWithProof(
      async (proof) => (await sendGraphql(ReloginDocument, withProof({ nik, password }, proof))).relogin,
      setSolving,
    );

  const signIn = async (send: () => Promise<SignedIn>, pressedAt = performance.now()) => {
    setLoading(true);
    // The loader's second (rules §9) runs from the press, which on the drawn form (before the app had started) showed it already.
    const loader = waitForLoader(pressedAt);
    let signedIn: SignedIn;
    try {
      signedIn = await send();
    } catch (reason) {
      await loader;
      setLoading(false);
      const error = readError(reason);
      if (error.code === 'PASSWORD_RESET_REQUIRED' && typeof error.extensions.resetToken === 'string') {
        void navigate(paths.reset.href(error.extensions.resetToken), { state: { first: true } });
        return;
      }
      if (error.code === 'CONFLICT') setReloginQuestion(error.message);
      else setAlert({ status: 'failure', message: error.message });
      return;
    }
    // Home is drawn at once, beneath a copy of the loader kept over the page for the rest of its second
    // (issue 31). Copied while it is on screen: keeping the session (completeSignIn) sends this guest-only
    // screen to Home at once (guards.tsx), and its loader goes with it.
    const shown = backdrop.current?.cloneNode(true);
    if (shown) coverPage([shown], loader);
    await completeSignIn(signedIn);
    void navigate(paths.home.href(), { replace: true });
  };

  const trySignIn = (entered: Entered, pressedAt?: number) => {
    const problems = {
      ...(entered.nik.trim() ? {} : { nik: t('login.nikRequired') }),
      ...(entered.password ? {} : { password: t('login.passwordRequired') }),
    };
    if (Object.keys(problems).length > 0) return show(problems);
    if (pressedAt !== undefined) setLoaderShown(true);
    void signIn(sendLogin(entered), pressedAt);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    trySignIn({ nik, password });
  };

  const confirmRelogin = () => {
    setReloginQuestion(null);
    void signIn(sendRelogin);
  };

  return (
    <LoginBackground>
      <Card component="main" sx={{ width: '100%', maxWidth: 400, borderRadius: 4 }}>
        <CardContent sx={{ p: 3 }}>
          <Stack spacing={0.5} sx={{ mb: 2, textAlign: 'center' }}>
            <Typography component="h1" variant="h1" color="primary">
              {t('app.name')}
            </Typography>
            <Typography variant="subtitle1" component="p">
              {t('login.welcome')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('login.subtitle')}
            </Typography>
          </Stack>
          {notice && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {notice}
            </Alert>
          )}
          <form noValidate onSubmit={submit} aria-label={t('login.title')}>
            <TextInput
              label={t('login.nik')}
              name="nik"
              value={nik}
              onChange={(event) => setNik(digits(event.target.value))}
              error={Boolean(errors.nik)}
              helperText={errors.nik ?? ' '}
              autoComplete="username"
              inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 16 }}
            />
            <PasswordField
              label={t('login.password')}
              name="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password ?? ' '}
              autoComplete="current-password"
            />
            <Button type="submit" variant="contained" size="large" fullWidth disabled={loading} sx={{ mt: 1 }}>
              {t('login.submit')}
            </Button>
          </form>
          <Stack direction="row" sx={{ mt: 2, justifyContent: 'space-between', alignItems: 'center' }}>
            <Link component={RouterLink} to={paths.forgot.href()} underline="hover">
              {t('login.forgot')}
            </Link>
            <Typography variant="caption" color="text.secondary" aria-label={t('app.versionLabel')}>
              {t('app.version', { version: env.appVersion })}
            </Typography>
          </Stack>
          <Stack sx={{ mt: 2 }}>
            <LanguageSelect onChosen={rememberChoiceBeforeLogin} />
          </Stack>
        </CardContent>
      </Card>
      {/* data-first-paint-busy: the drawn form's script shows this loader (drawn hidden) at a press before the app has started. */}
      <Backdrop
        ref={backdrop}
        open={loading}
        transitionDuration={loaderShown ? { enter: 0, exit: theme.transitions.duration.leavingScreen } : undefined}
        data-first-paint-busy
        sx={{
          zIndex: (theme) => theme.zIndex.modal + 1,
          color: 'common.white',
          // Hidden (Fade's inline visibility, as React writes it in the page or index.html's drawing
          // has it), the spinner stands still: its stroke animation is the main thread's, and ran
          // every frame while the form waited — 0.2–0.4 s of style and paint work a second at CPU ×4
          // (issue 48). Shown, by the app or the drawn form's script, it turns.
          '&[style*="visibility: hidden"] *, &[style*="visibility:hidden"] *': { animationPlayState: 'paused' },
        }}
      >
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress color="inherit" aria-label={t(solving ? 'login.checkingBrowser' : 'app.loading')} />
          {solving && (
            <Typography role="status" variant="subtitle1">
              {t('login.checkingBrowser')}
            </Typography>
          )}
        </Stack>
      </Backdrop>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
      {reloginQuestion !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog
            question={reloginQuestion}
            confirmLabel={t('login.relogin')}
            onConfirm={confirmRelogin}
            onCancel={() => setReloginQuestion(null)}
          />
        </Suspense>
      )}
    </LoginBackground>
  );
}
