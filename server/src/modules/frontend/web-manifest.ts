/**
 * The web app manifest and its icons (docs/ARCHITECTURE.md "Offline: the service worker"): what
 * makes the back-office installable, so that the field app opens from the home screen at
 * `/inspections`, in a window of its own, with its data kept (a site not added to the home screen
 * loses what its scripts stored after 7 days without use in Safari).
 *
 * One source for the look: the shell's built `index.html`. Its favicon (an inline SVG house) is
 * drawn with `sharp` into the PNG icons, and its `<meta name="theme-color">` (the design tokens'
 * primary colour) is the manifest's theme colour and the maskable icon's background. The name is
 * the server catalogue's `app.name` in the reader's language (`Accept-Language`).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { translate, type MessageKey } from '../../lib/messages';
import type { ReaderLanguage } from '../../lib/reader-language';

/** One icon of the manifest: its URL, its size in px and its purpose. */
export interface ManifestIcon {
  src: string;
  sizes: `${number}x${number}`;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

/** The icons the server draws, by URL: square PNGs. */
export const ICONS: (ManifestIcon & { size: number })[] = [
  { src: '/icons/icon-192.png', size: 192, sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', size: 512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The splash screen's background: the design tokens' surface colour (shared-ui tokens.css). */
const SURFACE = '#ffffff';

/** The favicon SVG and the theme colour of the page `html`; throws when the page lacks either. */
export function pageLook(html: string): { svg: string; themeColor: string } {
  const icon = /<link\s+rel="icon"\s+href="data:image\/svg\+xml,([^"]+)"/.exec(html);
  const theme = /<meta\s+name="theme-color"\s+content="(#[0-9a-fA-F]{3,8})"/.exec(html);
  if (!icon || !theme) throw new Error('the shell page has no inline SVG favicon or no theme-color');
  return { svg: decodeURIComponent(icon[1]), themeColor: theme[1] };
}

/** The manifest in `language` with the page's theme colour (see the module comment). */
export function webManifest(language: ReaderLanguage, themeColor: string) {
  const text = (key: MessageKey) => translate(key, language);
  return {
    name: text('app.name'),
    short_name: text('app.shortName'),
    lang: language,
    start_url: '/inspections',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: SURFACE,
    icons: ICONS.map(({ src, sizes, type, purpose }) => ({ src, sizes, type, purpose })),
  };
}

/**
 * The PNG of `icon` drawn from the page's favicon `svg`: the house on a transparent square with a
 * margin, or for the maskable icon in white within the safe zone (the middle 80 %) on `background`.
 */
export async function drawIcon(svg: string, icon: (typeof ICONS)[number], background: string): Promise<Buffer> {
  const maskable = icon.purpose === 'maskable';
  const inner = Math.round(icon.size * (maskable ? 0.5 : 0.8));
  const margin = (icon.size - inner) / 2;
  const source = maskable ? svg.replace(/fill='[^']*'/g, "fill='#ffffff'") : svg;
  const house = await sharp(Buffer.from(source), { density: Math.ceil((72 * inner) / 16) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  return sharp(house)
    .extend({
      top: Math.floor(margin),
      bottom: Math.ceil(margin),
      left: Math.floor(margin),
      right: Math.ceil(margin),
      background: maskable ? background : { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The look of the shell in `shellDir` and its icons, drawn once per build of its page (by the
 * page's modification time); null when there is no built page.
 */
export function shellLook(shellDir: string) {
  let cached: { stamp: number; look: ReturnType<typeof pageLook>; icons: Map<string, Promise<Buffer>> } | null = null;
  return () => {
    const page = path.join(shellDir, 'index.html');
    const stamp = fs.statSync(page, { throwIfNoEntry: false })?.mtimeMs;
    if (stamp === undefined) return null;
    if (cached?.stamp !== stamp) cached = { stamp, look: pageLook(fs.readFileSync(page, 'utf8')), icons: new Map() };
    const { look, icons } = cached;
    return {
      themeColor: look.themeColor,
      /** The PNG at `src` (one of {@link ICONS}), or undefined for another URL. */
      icon(src: string): Promise<Buffer> | undefined {
        const icon = ICONS.find((candidate) => candidate.src === src);
        if (!icon) return undefined;
        if (!icons.has(src)) icons.set(src, drawIcon(look.svg, icon, look.themeColor));
        return icons.get(src);
      },
    };
  };
}
