import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { currentLanguage, loadLanguage } from './i18n';

// The chosen language's words are in place before the first paint, so nothing flashes in English.
const language = currentLanguage();
document.documentElement.lang = language;
void loadLanguage(language).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
