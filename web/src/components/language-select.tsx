import TranslateRounded from '@mui/icons-material/TranslateRounded';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, LANGUAGES, switchLanguage, type Language } from '../i18n';

/** English / Bahasa Indonesia; the screen speaks the choice at once, `onChosen` may save it too. */
export function LanguageSelect({ onChosen }: { onChosen?: (language: Language) => void }) {
  const { t } = useTranslation();
  const choose = async (value: string) => {
    if (!isLanguage(value) || value === currentLanguage()) return;
    await switchLanguage(value);
    onChosen?.(value);
  };
  return (
    <TextField
      select
      size="small"
      label={t('language.label')}
      name="language"
      value={currentLanguage()}
      onChange={(event) => void choose(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <TranslateRounded fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language} lang={language}>
          {t(`language.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
