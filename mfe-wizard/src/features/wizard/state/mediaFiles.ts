/**
 * The bytes of images added in the wizard, kept outside the store (docs/ARCHITECTURE.md): media uuid →
 * processed file, with an object URL of its small preview. Uploaded as drafts before the one save
 * that names them (docs/product.md "Post-editing is a draft").
 */
const files = new Map<string, { file: Blob; url: string }>();

/** Keeps `file` under `uuid`; returns the object URL of `preview` (the thumbnail). */
export function keepFile(uuid: string, file: Blob, preview: Blob): string {
  const url = URL.createObjectURL(preview);
  files.set(uuid, { file, url });
  return url;
}

/** The processed file of `uuid`, or undefined when none waits. */
export const fileOf = (uuid: string): Blob | undefined => files.get(uuid)?.file;

/** Forgets every kept file and frees the previews (after a save, or when the wizard unloads). */
export function forgetFiles(): void {
  for (const { url } of files.values()) URL.revokeObjectURL(url);
  files.clear();
}
