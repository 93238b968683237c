import { Translate } from '@mui/icons-material';
import { Box, FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, OFFERED, setLanguage, type LanguageCode } from '../../lib/i18n';

/**
 * The language choice before sign-in (issue 19). The browser's language decides first; a choice here is kept in
 * localStorage for later visits until a signed-in user's Settings language takes over. A native select: it is what
 * phones show best, and it keeps MUI's Select and Menu out of the sign-in page's JavaScript (issue 12).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('ui');
  const id = useId();
  const current = LANGUAGES.some((l) => l.code === i18n.language) ? i18n.language : 'en';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Translate fontSize="small" color="action" aria-hidden />
      <FormControl size="small" sx={{ minWidth: 160 }}>
        <InputLabel htmlFor={id} shrink>
          {t('language')}
        </InputLabel>
        <NativeSelect
          value={current}
          onChange={(e) => void setLanguage(e.target.value as LanguageCode)}
          input={<OutlinedInput id={id} label={t('language')} notched />}
        >
          {OFFERED.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
    </Box>
  );
}
