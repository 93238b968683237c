import { Card, CardContent, Typography } from '@mui/material';
import { ResponsiveTable } from '../../components/ui/ResponsiveTable';
import { useTranslation } from 'react-i18next';
import type { Tonight } from '@cosmos/contracts';
import { clock, magnitude, nightDates } from './format';
import { NightOutlookPanel } from './NightOutlookPanel';
import { useOutlook, useWeather } from './outlook-api';

/** The API names the Moon's phase in English ("Waning gibbous"); its key in `moonPhases` is that name in camel case. */
const phaseKey = (name: string) => name.toLowerCase().replace(/ (\w)/g, (_, c: string) => c.toUpperCase());

/** Tonight's sky at the observing place: twilights, the Moon and the planets, in the place's time zone. */
export function TonightCard({ data, locationId = '' }: { data: Tonight; locationId?: string }) {
  const { t: tr, i18n } = useTranslation('sky');
  const weather = useWeather(true, locationId);
  const outlook = useOutlook(true, '', locationId, 1);
  const night = outlook.data?.nights[0] ?? null;
  const tonightPasses = (outlook.data?.passes ?? []).filter((p) => night && p.rise < night.to);
  const tz = data.station.timeZone;
  const t = (iso: string | null) => (iso ? clock(iso, tz) : '—');
  const s = data.sun;
  return (
    <Card data-testid="tonight-card">
      <CardContent>
        <Typography variant="h6" component="h2">
          {tr('tonight.title', { place: data.station.name ?? tr('yourLocation') })}
        </Typography>
        <Typography variant="body2" data-testid="tonight-night">
          {tr('night', nightDates(data.date, i18n.language))}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {tr('tonight.sun', {
            sunset: t(s.sunset),
            darkFrom: t(s.astronomicalDusk),
            darkTo: t(s.astronomicalDawn),
            sunrise: t(s.sunrise),
          })}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {tr('tonight.twilight', {
            civil: t(s.civilDusk),
            nautical: t(s.nauticalDusk),
            phase: tr(`moonPhases.${phaseKey(data.moon.phaseName)}`, { defaultValue: data.moon.phaseName }),
            lit: Math.round(data.moon.illumination * 100),
            rise: t(data.moon.rise),
            set: t(data.moon.set),
          })}
        </Typography>
        <NightOutlookPanel night={night} passes={tonightPasses} weather={weather.data ?? null} timeZone={tz} />
        <ResponsiveTable
          label={tr('tonight.planets')}
          rows={data.planets}
          rowKey={(p) => p.id}
          inlineFields
          columns={[
            {
              key: 'planet',
              header: tr('tonight.planet'),
              card: 'title',
              cell: (p) => tr(`planets.${p.id}`, { defaultValue: p.name }),
            },
            { key: 'rises', header: tr('tonight.rises'), nowrap: true, cell: (p) => t(p.rise) },
            {
              key: 'highest',
              header: tr('tonight.highest'),
              nowrap: true,
              cell: (p) => (p.transit ? `${t(p.transit)} ${p.transitAltitudeDeg?.toFixed(0)}°` : '—'),
            },
            { key: 'sets', header: tr('tonight.sets'), nowrap: true, cell: (p) => t(p.set) },
            {
              key: 'mag',
              header: tr('tonight.mag'),
              nowrap: true,
              align: 'right',
              cell: (p) => magnitude(p.magnitude),
            },
          ]}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {tr('tonight.timesIn', { tz })}
        </Typography>
      </CardContent>
    </Card>
  );
}
