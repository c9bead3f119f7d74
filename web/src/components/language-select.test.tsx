import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { currentLanguage, switchLanguage } from '../i18n';
import { LanguageSelect } from './language-select';

afterEach(async () => {
  await switchLanguage('en');
  document.getElementById('root')?.remove();
});

/** index.html's drawing of Login as the page holds it until React draws over it; `chosen` as its script notes a press. */
function drawing(chosen?: string) {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<div data-first-paint="login"${chosen ? ` data-chosen-language="${chosen}"` : ''}></div>`;
  document.body.append(root);
}

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
