/**
 * English texts the entry bundle needs before any lazy page: sign-in, the shell around pages, loaders. The same list
 * is excluded in en-rest.ts (import.meta.glob takes literals only); i18n.test.ts checks that the two split English exactly.
 */
import { collectResources, type Bundle } from '../resources';

export default collectResources(
  import.meta.glob<Bundle>('/src/**/locales/en/{common,ui,app,auth,session,settings-api,a11y}.json', {
    eager: true,
    import: 'default',
  }),
)['en'] ?? {};
