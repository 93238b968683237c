import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('LanguageSwitcher (sign-in pages)', () => {
  it('switches the interface at once, sets <html lang> and remembers the choice for the next visit', async () => {
    render(<LanguageSwitcher />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Deutsch' }));
    // Its own label is now German: the whole interface re-rendered in the new language.
    await screen.findByRole('combobox', { name: 'Sprache' });
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('cosmos.language')).toBe('de');
  }, 20_000);
});
