import postcss from 'postcss';

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** The custom properties a value reads (`var(--x)`, fallbacks included). */
function referencedProperties(value: string): string[] {
  return [...value.matchAll(VAR_REFERENCE)].map((match) => match[1] ?? '');
}

/**
 * `css` without the custom property declarations nothing in it reads (directly, or through another custom
 * property that is read), and without the rules and at-rules left empty. Blueprint declares ≈ 200 design
 * tokens on `:root`; the critical CSS of the first screens reads ≈ 40 of them: the others only make the
 * page heavier (the full stylesheet, loaded after the first paint, declares them all again).
 */
export function withoutUnusedCustomProperties(css: string): string {
  const root = postcss.parse(css);
  const values = new Map<string, string[]>();
  const read = new Set<string>();
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) {
      const list = values.get(declaration.prop) ?? [];
      list.push(declaration.value);
      values.set(declaration.prop, list);
    } else {
      for (const name of referencedProperties(declaration.value)) read.add(name);
    }
  });
  const pending = [...read];
  while (pending.length > 0) {
    const name = pending.pop() ?? '';
    for (const value of values.get(name) ?? [])
      for (const next of referencedProperties(value))
        if (!read.has(next)) {
          read.add(next);
          pending.push(next);
        }
  }
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--') && !read.has(declaration.prop)) declaration.remove();
  });
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if (
        (node.type === 'rule' || node.type === 'atrule') &&
        node.nodes !== undefined &&
        node.nodes.length === 0
      ) {
        node.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}
