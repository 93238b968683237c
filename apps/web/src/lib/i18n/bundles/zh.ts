/** Every namespace of one language, as one chunk (see ../index.ts for why languages load apart). */
import { collectResources, type Bundle } from '../resources';

export default collectResources(
  import.meta.glob<Bundle>('/src/**/locales/zh/*.json', { eager: true, import: 'default' }),
)['zh'] ?? {};
