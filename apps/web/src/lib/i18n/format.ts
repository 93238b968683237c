import i18next from 'i18next';

/** Locale-aware formatting through Intl, always in the current interface language. */
const locale = () => i18next.language || 'en';

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale(), options).format(value);
}

export function formatCurrency(amount: number, currency = 'USD'): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency }).format(amount);
}

export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  return new Intl.DateTimeFormat(locale(), options).format(new Date(value));
}

export function formatDateTime(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
) {
  return new Intl.DateTimeFormat(locale(), options).format(new Date(value));
}
