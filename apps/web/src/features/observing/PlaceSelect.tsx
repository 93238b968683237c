import { MenuItem, TextField } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** "Seen from": the observing tools' place picker, the default place first, then each of the user's places. */
export function PlaceSelect({
  value,
  onChange,
  places,
}: {
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  places: readonly { id: string; name: string }[] | undefined;
}) {
  const { t } = useTranslation('observing');
  return (
    <TextField
      select
      label={t('identify.location')}
      value={value}
      onChange={onChange}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{t('identify.defaultLocation')}</MenuItem>
      {(places ?? []).map((l) => (
        <MenuItem key={l.id} value={l.id}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
