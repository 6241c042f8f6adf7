/**
 * The bytes of images added in the editor, kept outside the store (docs/ARCHITECTURE.md): media uuid →
 * processed file, thumbnail and SHA-256, with an object URL of the thumbnail. The wizard uploads
 * them as drafts before the one save that names them (docs/product.md "Post-editing is a draft");
 * the field app writes them to the device (docs/product.md "The field app").
 */
import type { AddedImage } from '../images/ImageField';

const files = new Map<string, AddedImage & { url: string }>();

/** Keeps `image` under its uuid; returns the object URL of its preview (the thumbnail). */
export function keepFile(image: AddedImage): string {
  const url = URL.createObjectURL(image.preview);
  files.set(image.uuid, { ...image, url });
  return url;
}

/** The processed file of `uuid`, or undefined when none waits. */
export const fileOf = (uuid: string): Blob | undefined => files.get(uuid)?.file;

/** Everything kept of `uuid`: file, preview and SHA-256; undefined when none waits. */
export const imageOf = (uuid: string): AddedImage | undefined => files.get(uuid);

/** Forgets every kept file and frees the previews (after a save, or when the wizard unloads). */
export function forgetFiles(): void {
  for (const { url } of files.values()) URL.revokeObjectURL(url);
  files.clear();
}
