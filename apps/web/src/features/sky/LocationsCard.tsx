import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Place } from '@cosmos/contracts';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { useDeletePlace, useUpdatePlace } from '../../lib/places';
import { formatLatitude, formatLongitude } from '../../lib/i18n';

/** Saved observing places (lib/places): pick the one the page uses, make default, delete; added in Settings → Places. */
export function LocationsCard({
  locations,
  chosen,
  onChoose,
}: {
  locations: Place[];
  chosen: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation('sky');
  const makeDefault = useUpdatePlace();
  const remove = useDeletePlace();
  return (
    <Card data-testid="locations-card">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('locations.title')}
        </Typography>
        {locations.length > 0 && (
          <TextField
            select
            size="small"
            fullWidth
            label={t('locations.showFrom')}
            value={chosen}
            onChange={(e) => onChoose(e.target.value)}
            sx={{ my: 1 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('locations.defaultLocation')}</MenuItem>
            {locations.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <List dense>
          {locations.map((l) => (
            <ListItem
              key={l.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('locations.delete', { name: l.name })}
                  onClick={() => remove.mutate(l.id, { onSuccess: () => chosen === l.id && onChoose('') })}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    {l.name}
                    {l.isDefault ? (
                      <Chip size="small" label={t('locations.default')} />
                    ) : (
                      <Button size="small" onClick={() => makeDefault.mutate({ id: l.id, isDefault: true })}>
                        {t('locations.makeDefault')}
                      </Button>
                    )}
                  </Box>
                }
                secondary={`${formatLatitude(l.latitude)}, ${formatLongitude(l.longitude)} · ${l.timeZone}`}
              />
            </ListItem>
          ))}
        </List>
        {locations.length === 0 && (
          <Typography color="text.secondary" variant="body2">
            {t('locations.none')}
          </Typography>
        )}
        <Button component={RouterLink} to={`${paths.settings.to()}#places`} size="small" sx={{ mt: 1 }}>
          {t('locations.manage')}
        </Button>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('locations.note')}
        </Typography>
      </CardContent>
    </Card>
  );
}
