/**
 * Module ids that do not depend on where the repository is checked out (issue 28). Rspack's
 * `deterministic` module ids hash each module's identifier with its paths made relative to the
 * context, but only the identifier's segments that *are* paths: a consume-shared module
 * (`consume shared module (default) react@^19.0.0 (strict) (fallback: /abs/…/react/index.js)`)
 * and the federation runtime's `data:` module (`import … from "/abs/…/index.cjs"`) keep an
 * absolute path inside the text, so two clones of one commit gave those modules, and every chunk
 * that refers to them, other ids and content hashes, i.e. another release version.
 *
 * Before the ids are assigned, each module whose identifier still holds an absolute path after
 * the leading one gets an id hashed from the identifier with every absolute path made relative to
 * the context, 4 digits like the deterministic ones; Rspack's deterministic plugin then numbers the
 * other modules around the ids already taken.
 */
import crypto from 'node:crypto';
import path from 'node:path';

const ABSOLUTE = /(?<=^|[\s"'(!,:=])\/[^\s"'()!,]+/g;
const EMBEDDED = /[\s"'(,:=]\//;

/** Whether a segment of the identifier (between `!`) holds an absolute path after its start. */
const embedsPath = (identifier) => identifier.split('!').some((segment) => EMBEDDED.test(segment));

/**
 * The identifier with every absolute path in it relative to `context` (posix separators), less
 * the hash a `data:` module's identifier ends with (it hashes the source, absolute paths included).
 */
export function portableIdentifier(identifier, context) {
  return identifier
    .replace(ABSOLUTE, (file) => path.relative(context, file).split(path.sep).join('/'))
    .replace(/\|[0-9a-f]{32}$/, '');
}

export class CheckoutIndependentIds {
  apply(compiler) {
    const name = CheckoutIndependentIds.name;
    compiler.hooks.compilation.tap(name, (compilation) => {
      compilation.hooks.beforeModuleIds.tap(name, (modules) => {
        const context = compiler.context;
        const embedded = [...modules]
          // the hook's modules carry `identifier` as a string, not as the usual method
          .map((module) => ({ module, identifier: String(module.identifier) }))
          .filter(({ identifier }) => embedsPath(identifier))
          .map(({ module, identifier }) => ({ module, key: portableIdentifier(identifier, context) }))
          .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
        const taken = new Set();
        for (const { module, key } of embedded) {
          let id = 1000 + (parseInt(crypto.createHash('sha256').update(key).digest('hex').slice(0, 8), 16) % 9000);
          while (taken.has(id)) id = id === 9999 ? 1000 : id + 1;
          taken.add(id);
          module.id = id;
        }
      });
    });
  }
}
