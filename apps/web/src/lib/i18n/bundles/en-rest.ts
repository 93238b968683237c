/** Every other English namespace (the feature pages'), one lazy chunk fetched alongside the first lazy page. */
import { collectResources, type Bundle } from '../resources';

export default collectResources(
  import.meta.glob<Bundle>(
    ['/src/**/locales/en/*.json', '!/src/**/locales/en/{common,ui,app,auth,session,settings-api,a11y}.json'],
    { eager: true, import: 'default' },
  ),
)['en'] ?? {};
