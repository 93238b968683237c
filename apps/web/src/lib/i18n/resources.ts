export type Bundle = Record<string, unknown>;
/** language → namespace → texts */
export type Resources = Record<string, Record<string, Bundle>>;

/** Group `…/locales/<lang>/<namespace>.json` modules by language and namespace. */
export function collectResources(found: Record<string, Bundle>): Resources {
  const resources: Resources = {};
  for (const [path, bundle] of Object.entries(found)) {
    const m = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
    if (!m) continue;
    const [, lang, ns] = m;
    (resources[lang!] ??= {})[ns!] = bundle;
  }
  return resources;
}
