import { Card, CardContent, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../lib/i18n/format';
import { paths } from '../../lib/paths';
import { formatPass, type BrightestPasses } from '@cosmos/contracts';
import { clock, magnitude, nightDates } from './format';

/** The brightest visible passes of any catalogue satellite tonight (the night Tonight shows, dates stated). */
export function BrightestCard({ data }: { data: BrightestPasses }) {
  const { t, i18n } = useTranslation('sky');
  const tz = data.station.timeZone;
  return (
    <Card data-testid="brightest-card">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('brightest.title')}
        </Typography>
        <Typography variant="body2" data-testid="brightest-night">
          {t('night', nightDates(data.date, i18n.language))}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t('brightest.searched', {
            from: clock(data.from, tz),
            to: clock(data.to, tz),
            n: formatNumber(data.satellites),
          })}
        </Typography>
        {data.passes.length === 0 ? (
          <Typography sx={{ mt: 1 }}>{t('brightest.none')}</Typography>
        ) : (
          <List dense>
            {data.passes.slice(0, 8).map(({ id, name, pass }) => (
              <ListItem key={`${id}-${pass.rise.time}`} disableGutters>
                <ListItemText
                  primary={
                    <>
                      <Link component={RouterLink} to={paths.object.to(id)}>
                        {name}
                      </Link>
                      {` — ${
                        pass.magnitudeSigma === null
                          ? t('brightest.magnitude', { mag: magnitude(pass.maxMagnitude!) })
                          : t('passes.magSigma', {
                              mag: magnitude(pass.maxMagnitude!),
                              sigma: pass.magnitudeSigma.toFixed(1),
                            })
                      }`}
                    </>
                  }
                  secondary={formatPass(pass, { timeZone: tz, lang: i18n.language })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
