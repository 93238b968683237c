import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFERED } from '../../lib/i18n';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('LanguageSwitcher (sign-in pages)', () => {
  it('switches the interface at once, sets <html lang> and remembers the choice for the next visit', async () => {
    render(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    // Every complete language, each by its own name (issue 36: none offered empty).
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual(OFFERED.map((l) => l.name));
    expect(names).toEqual(expect.arrayContaining(['English', 'Español', 'Français', 'Deutsch', '日本語', '中文']));
    fireEvent.change(select, { target: { value: 'de' } });
    // Its own label is now German: the whole interface re-rendered in the new language.
    await screen.findByRole('combobox', { name: 'Sprache' });
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('cosmos.language')).toBe('de');
  }, 20_000);
});
