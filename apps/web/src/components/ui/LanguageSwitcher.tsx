import { Translate } from '@mui/icons-material';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type LanguageCode } from '../../lib/i18n';

/**
 * The language choice before sign-in (issue 19). The browser's language decides first; a choice here is kept in
 * localStorage for later visits until a signed-in user's Settings language takes over.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('ui');
  const current = LANGUAGES.some((l) => l.code === i18n.language) ? i18n.language : 'en';
  return (
    <TextField
      select
      size="small"
      label={t('language')}
      value={current}
      onChange={(e) => setLanguage(e.target.value as LanguageCode)}
      slotProps={{ input: { startAdornment: <Translate fontSize="small" sx={{ mr: 1 }} /> } }}
      sx={{ minWidth: 180 }}
    >
      {LANGUAGES.map((l) => (
        <MenuItem key={l.code} value={l.code} lang={l.code}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
