/** Every served route as 'METHOD /path' from the app's own route tree (HEAD twins, docs UI and the SPA left out). */
export function routeTable(tree: string): string[] {
  const stack: string[] = [];
  const out = new Set<string>();
  for (const line of tree.split('\n')) {
    const m = /^([│├└─\s]*)(\S.*?) \(([A-Z, ]+)\)\s*$/.exec(line);
    if (!m) continue;
    const depth = Math.round(m[1]!.length / 4);
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = path;
    for (const method of m[3]!.split(',').map((s) => s.trim())) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (
        path === '/api/docs' ||
        path.startsWith('/api/docs/') ||
        path === '/' ||
        path === '/*' ||
        path.startsWith('/assets')
      )
        continue;
      out.add(`${method} ${path}`);
    }
  }
  return [...out].sort();
}
