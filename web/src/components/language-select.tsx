import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, LANGUAGES, switchLanguage, type Language } from '../i18n';
import { useFirstPaint } from '../first-paint/use-first-paint';

/**
 * English / Bahasa Indonesia as two buttons (each named in its own language); the screen speaks
 * the choice at once, `onChosen` may save it too. Buttons, not a select: the Login chunk already
 * has them, a select would bring Menu, Popover and Modal along.
 */
export function LanguageSelect({ onChosen }: { onChosen?: (language: Language) => void }) {
  const { t } = useTranslation();
  const current = currentLanguage();
  const choose = async (language: Language) => {
    if (language === current) return;
    await switchLanguage(language);
    onChosen?.(language);
  };
  // Pressed on index.html's drawing of Login before the app had started (issue 15).
  useFirstPaint([], {
    onLanguageChosen: (language) => {
      if (isLanguage(language)) void choose(language);
    },
  });
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('language.label')}
      spacing={1}
      sx={{ justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap' }}
    >
      <TranslateRounded fontSize="small" color="action" aria-hidden />
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="small"
          lang={language}
          data-language={language}
          variant={language === current ? 'contained' : 'text'}
          aria-pressed={language === current}
          onClick={() => void choose(language)}
        >
          {t(`language.${language}`)}
        </Button>
      ))}
    </Stack>
  );
}
