import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jakartaDisplayDate, jakartaDisplayTime } from '../../../../lib/jakarta';

export interface Activation {
  code: string;
  link: string;
  expiresAt: string;
  emailedTo?: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A new activation code, shown to HR this once: the code in large letters, the link, until when it
 * works, and ways to hand it over (copy, or a printed letter for someone without e-mail).
 */
export function ActivationCard({ activation, name, nik }: { activation: Activation; name: string; nik: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  const until = `${jakartaDisplayDate(activation.expiresAt)} ${jakartaDisplayTime(activation.expiresAt)}`;

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    } catch {
      setCopied(null);
    }
  };

  const printLetter = () => {
    const letter = window.open('', '_blank', 'noopener=no');
    if (!letter) return;
    const lines = t('hr.activation.letter', {
      name,
      nik,
      code: activation.code,
      link: activation.link,
      until,
      returnObjects: true,
    }) as string[];
    letter.document.write(
      `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(t('hr.activation.letterTitle'))}</title></head>` +
        `<body style="font-family:sans-serif;max-width:40em;margin:3em auto;line-height:1.5">` +
        lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
        `<p style="font:700 2em monospace;letter-spacing:.1em">${escapeHtml(activation.code)}</p></body></html>`,
    );
    letter.document.close();
    letter.print();
  };

  return (
    <Alert severity="info" aria-labelledby="activation-title" icon={false}>
      <Stack spacing={1}>
        <Typography id="activation-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('hr.activation.title', { name })}
        </Typography>
        <Typography
          aria-label={t('hr.activation.code')}
          sx={{ fontFamily: 'monospace', fontSize: '1.6rem', fontWeight: 700, letterSpacing: '0.08em' }}
        >
          {activation.code}
        </Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {activation.link}
        </Typography>
        <Typography variant="body2">{t('hr.activation.until', { until })}</Typography>
        {activation.emailedTo && (
          <Typography variant="body2">{t('hr.activation.emailed', { email: activation.emailedTo })}</Typography>
        )}
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('hr.activation.onlyNow')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" onClick={() => void copy(activation.code, 'code')}>
            {t('hr.activation.copyCode')}
          </Button>
          <Button variant="outlined" onClick={() => void copy(activation.link, 'link')}>
            {t('hr.activation.copyLink')}
          </Button>
          <Button variant="outlined" onClick={printLetter}>
            {t('hr.activation.print')}
          </Button>
        </Stack>
        {copied && (
          <Typography variant="caption" role="status">
            {copied === 'code' ? t('hr.activation.copiedCode') : t('hr.activation.copiedLink')}
          </Typography>
        )}
      </Stack>
    </Alert>
  );
}
