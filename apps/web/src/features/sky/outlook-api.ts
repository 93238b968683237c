import { useQuery } from '@tanstack/react-query';
import { outlookQuery, weatherQuery } from '../../lib/api/queries/sky';

/** The hourly forecast at the place (live or the bundled sample); null without a place. */
export const useWeather = (enabled: boolean, locationId = '') => useQuery({ ...weatherQuery(locationId), enabled });

/** The outlook is an extra: null without a place (409), so the page shows nothing rather than an error box. */
export const useOutlook = (enabled: boolean, id = '', locationId = '', days = 7) =>
  useQuery({ ...outlookQuery(id, locationId, days), enabled });
