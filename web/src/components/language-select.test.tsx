import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { currentLanguage, switchLanguage } from '../i18n';
import { drawFirstPaint } from '../test/draw-first-paint';
import { LanguageSelect } from './language-select';

afterEach(async () => {
  await switchLanguage('en');
  document.getElementById('root')?.remove();
});

/** The drawn Login; `chosen` as its script notes a language pressed on it. */
const drawing = (chosen?: string) =>
  drawFirstPaint(`<div data-first-paint="login"${chosen ? ` data-chosen-language="${chosen}"` : ''}></div>`);

describe('LanguageSelect', () => {
  it('applies a language pressed on the first paint before the app had started, and reports it as chosen', async () => {
    drawing('id');
    const chosen = jest.fn();
    render(<LanguageSelect onChosen={chosen} />);
    await waitFor(() => expect(chosen).toHaveBeenCalledWith('id'));
    expect(currentLanguage()).toBe('id');
    expect(await screen.findByRole('button', { name: 'Bahasa Indonesia', pressed: true })).toBeInTheDocument();
  });

  it('changes nothing when no language was pressed there', async () => {
    drawing();
    const chosen = jest.fn();
    render(<LanguageSelect onChosen={chosen} />);
    expect(screen.getByRole('button', { name: 'English', pressed: true })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chosen).not.toHaveBeenCalled();
    expect(currentLanguage()).toBe('en');
  });
});
