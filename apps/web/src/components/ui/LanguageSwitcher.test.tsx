import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('LanguageSwitcher (sign-in pages)', () => {
  it('switches the interface at once, sets <html lang> and remembers the choice for the next visit', async () => {
    render(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'English',
      'Español',
      'Français',
      'Deutsch',
    ]); // 日本語 is not offered until it is translated (issue 36)
    fireEvent.change(select, { target: { value: 'de' } });
    // Its own label is now German: the whole interface re-rendered in the new language.
    await screen.findByRole('combobox', { name: 'Sprache' });
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('cosmos.language')).toBe('de');
  }, 20_000);
});
