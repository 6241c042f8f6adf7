/**
 * Logos: a document configuration's and an organisation's (docs/spec.md §3 Document configuration,
 * §5, §9; docs/product.md "Organisations and roles"). The bytes pass through the one media service
 * ({@link processImage}: real type png, jpg or gif from the bytes, at most 50 megapixels,
 * re-encoded without metadata) and only the copy whose longest edge is {@link LOGO_EDGE} is
 * stored, under `logos/`. A new file is stored before its row changes and removed again when the
 * change fails; the file a change replaces or removes goes only after the change committed, so a
 * failed save leaves the old logo in place.
 */
import type { FieldErrors } from '../../lib/messages';
import { Invalid } from '../../lib/errors';
import type { Storage } from '../../ports/files';
import { processImage, type ProcessedImage } from './media';

/** Longest edge of a stored logo in pixels (the editor crops to 128×128, docs/spec.md §9). */
export const LOGO_EDGE = 512;

/**
 * The logo `bytes` as the media service accepts it, or null without bytes. A refused image adds
 * its messages on `logo` to `errors` (so a form reports it with its other fields) and gives null.
 * Other failures are thrown.
 */
export async function checkLogo(bytes: Buffer | null, errors: FieldErrors): Promise<ProcessedImage | null> {
  if (!bytes) return null;
  return processImage(bytes, { field: 'logo', resizedEdge: LOGO_EDGE }).catch((error: unknown) => {
    if (!(error instanceof Invalid)) throw error;
    Object.assign(errors, error.errors);
    return null;
  });
}

/** The `logo_path` column's change: a new path, null to remove it, or nothing (unchanged). */
export type LogoChange = { logo_path: string | null } | Record<string, never>;

/**
 * Runs `write` (one transaction that changes a row's `logo_path`) with the change that `logo`
 * (a new logo, checked by {@link checkLogo}) or `remove` asks for; a new logo wins over `remove`.
 * `write` answers its result and the logo path the row had before. The new file is stored first
 * and removed when `write` fails; the old file is removed once `write` succeeded and the logo
 * changed. Answers `write`'s result; `write`'s errors are thrown.
 */
export async function withLogoChange<T>(
  storage: Pick<Storage, 'put' | 'remove'>,
  logo: ProcessedImage | null,
  remove: boolean,
  write: (change: LogoChange) => Promise<{ result: T; previous: string | null }>,
): Promise<T> {
  const path = logo ? await storage.put('logos', logo.ext, logo.resized) : null;
  const change: LogoChange = path ? { logo_path: path } : remove ? { logo_path: null } : {};
  const { result, previous } = await write(change).catch(async (error: unknown) => {
    if (path) await storage.remove(path);
    throw error;
  });
  if ('logo_path' in change && previous && previous !== path) await storage.remove(previous);
  return result;
}
