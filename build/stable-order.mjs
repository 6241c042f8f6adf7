/**
 * The orders of a federation build that followed where the repository is checked out (issue 28).
 *
 * - The consume-shared runtime data in an entry (`consumesLoadingData`: `chunkMapping`,
 *   `moduleIdToConsumeDataMapping`, `initialConsumes`) lists the modules in an order Rspack takes
 *   from hashes of the modules' identifiers, absolute paths included. `SortedConsumes` sorts those
 *   lists in the minified entry, after the minimizer and before the real content hash and the
 *   compression plugins: an object's integer keys are iterated in ascending order in JS anyway,
 *   and the modules of one chunk are loaded together, so only the bytes change.
 * - The shared packages of `mf-stats.json` (and `mf-manifest.json`, made from it) came in the
 *   same kind of order: `sortedStats` (the manifest's `additionalData`) sorts them by name.
 */

/** The index just past the bracket that closes the one at `open` (strings skipped). */
function closing(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const char = code[i];
    if (char === '"' || char === "'" || char === '`') {
      for (i++; i < code.length && code[i] !== char; i++) if (code[i] === '\\') i++;
    } else if (char === '{' || char === '[' || char === '(') depth++;
    else if (char === '}' || char === ']' || char === ')') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** The comma-separated items of the object or array literal `literal`, at its top level. */
function items(literal) {
  const inner = literal.slice(1, -1);
  const parts = [];
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i];
    if (char === '"' || char === "'" || char === '`') {
      for (i++; i < inner.length && inner[i] !== char; i++) if (inner[i] === '\\') i++;
    } else if ('{[('.includes(char)) {
      const end = closing(inner, i);
      if (end < 0) return [inner];
      i = end - 1;
    } else if (char === ',') {
      parts.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  if (inner.length) parts.push(inner.slice(start));
  return parts;
}

const keyOf = (item) => item.slice(0, item.indexOf(':')).replace(/^["']|["']$/g, '');
const byKey = (a, b) => {
  const [x, y] = [keyOf(a), keyOf(b)];
  return /^\d+$/.test(x) && /^\d+$/.test(y) ? Number(x) - Number(y) : x < y ? -1 : x > y ? 1 : 0;
};
const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** `code` with the literal after `name:` (inside `from`..`to`) rewritten by `sort`. */
function sortLiteral(code, from, to, name, sort) {
  const at = code.indexOf(`${name}:`, from);
  if (at < 0 || at >= to) return code;
  const open = at + name.length + 1;
  const end = closing(code, open);
  if (end < 0 || end > to) return code;
  return code.slice(0, open) + sort(code.slice(open, end)) + code.slice(end);
}

/** The entry's code with its consume-shared runtime data in a fixed order. */
export function sortConsumes(code) {
  const marker = 'consumesLoadingData={';
  const at = code.indexOf(marker);
  if (at < 0) return code;
  const open = at + marker.length - 1;
  const end = closing(code, open);
  if (end < 0) return code;
  let data = code.slice(open, end);
  const array = (literal) => `[${items(literal).sort(byText).join(',')}]`;
  data = sortLiteral(data, 0, data.length, 'chunkMapping', (literal) => {
    const sorted = items(literal).map((item) => {
      const colon = item.indexOf(':');
      return item.slice(0, colon + 1) + array(item.slice(colon + 1));
    });
    return `{${sorted.sort(byKey).join(',')}}`;
  });
  data = sortLiteral(
    data,
    0,
    data.length,
    'moduleIdToConsumeDataMapping',
    (literal) => `{${items(literal).sort(byKey).join(',')}}`,
  );
  data = sortLiteral(data, 0, data.length, 'initialConsumes', array);
  return code.slice(0, open) + data + code.slice(end);
}

export class SortedConsumes {
  apply(compiler) {
    const name = SortedConsumes.name;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets).filter((file) => file.endsWith('.js'))) {
            const code = compilation.getAsset(file).source.source().toString();
            const sorted = sortConsumes(code);
            if (sorted !== code) compilation.updateAsset(file, new sources.RawSource(sorted));
          }
        },
      );
    });
  }
}

/** The federation stats with their shared packages in name order (the manifest's additionalData). */
export function sortedStats({ stats }) {
  const key = (shared) => `${shared.name}\0${shared.version ?? ''}`;
  stats.shared = [...(stats.shared ?? [])].sort((a, b) => byText(key(a), key(b)));
  return stats;
}
