/**
 * Sample inspection work (seed, tests and `npm run bench:pdf`; docs/product.md "A realistic
 * seed"): generated photos of rooms and façades with camera grain, handwritten-looking PNG
 * signatures, and answers, states, cleanliness, remarks and findings that fit their objects.
 */
import sharp from 'sharp';
import { v7 as uuid } from 'uuid';
import type { ContentEntity } from 'shared-api/contract';

/** A room seen from its doorway: walls, floor boards, a window with sky, a door and a radiator (SVG, 400×300 units). */
function roomScene(seed: number): string {
  const hue = (seed * 47) % 360;
  const wall = `hsl(${hue},18%,82%)`;
  const floor = `hsl(${(hue + 30) % 360},35%,${38 + (seed % 3) * 8}%)`;
  const boards = Array.from({ length: 9 }, (_, index) => {
    const x = 100 + index * 25;
    return `<line x1="${x}" y1="220" x2="${(x - 200) * 2 + 200}" y2="300" stroke="rgba(0,0,0,.18)" stroke-width="1.2"/>`;
  }).join('');
  const windowX = 120 + (seed % 4) * 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="none">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb8de"/><stop offset="1" stop-color="#dceaf5"/></linearGradient>
      <linearGradient id="light" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="rgba(255,255,255,.25)"/><stop offset="1" stop-color="rgba(0,0,0,.15)"/></linearGradient>
    </defs>
    <rect width="400" height="300" fill="hsl(${hue},10%,92%)"/>
    <polygon points="0,0 100,60 100,220 0,300" fill="hsl(${hue},18%,70%)"/>
    <polygon points="400,0 300,60 300,220 400,300" fill="hsl(${hue},18%,76%)"/>
    <rect x="100" y="60" width="200" height="160" fill="${wall}"/>
    <polygon points="0,300 100,220 300,220 400,300" fill="${floor}"/>${boards}
    <rect x="${windowX}" y="80" width="74" height="72" fill="url(#sky)" stroke="#f4f4f4" stroke-width="5"/>
    <line x1="${windowX + 37}" y1="80" x2="${windowX + 37}" y2="152" stroke="#f4f4f4" stroke-width="3"/>
    <rect x="${windowX + 4}" y="168" width="66" height="26" rx="3" fill="#f1f1f1" stroke="#c9c9c9"/>
    <rect x="228" y="104" width="48" height="116" fill="hsl(${(hue + 200) % 360},20%,${55 + (seed % 4) * 6}%)" stroke="#555" stroke-width="1.5"/>
    <circle cx="268" cy="164" r="2.5" fill="#333"/>
    <rect x="100" y="216" width="200" height="4" fill="#fafafa"/>
    <rect width="400" height="300" fill="url(#light)"/>
  </svg>`;
}

/** The front of a terraced house (SVG, 400×300 units), for a place's front picture. */
export function facadeSvg(seed: number): string {
  const brick = `hsl(${12 + (seed % 4) * 6},${35 + (seed % 3) * 8}%,${42 + (seed % 2) * 8}%)`;
  const windows = [60, 250]
    .flatMap((x) => [60, 160].map((y) => ({ x, y })))
    .map(
      ({ x, y }) => `<rect x="${x}" y="${y}" width="90" height="70" fill="#9cc3e4" stroke="#f2f2f2" stroke-width="6"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="none">
    <rect width="400" height="300" fill="#bcd6ee"/>
    <polygon points="10,40 200,0 390,40" fill="#4a4a4a"/>
    <rect x="20" y="40" width="360" height="250" fill="${brick}"/>${windows}
    <rect x="170" y="175" width="60" height="115" fill="#2f4858" stroke="#ddd" stroke-width="4"/>
    <rect x="0" y="288" width="400" height="12" fill="#9a9a9a"/>
  </svg>`;
}

/**
 * A JPEG of `width`×`height` pixels of a room (or of `svg`) with camera grain. With `grain` 'camera'
 * it compresses like a phone photo (texture at three scales, about 0.33 MB per megapixel at
 * quality 90, for benchmarks); 'light' is quick to make (the seed and tests).
 */
export async function photoJpeg(
  width: number,
  height: number,
  seed = 1,
  { grain = 'camera', svg = roomScene(seed) }: { grain?: 'camera' | 'light'; svg?: string } = {},
): Promise<Buffer> {
  const texture = (scale: number, sigma: number) =>
    sharp({
      create: {
        width: Math.ceil(width / scale),
        height: Math.ceil(height / scale),
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
  const layers = await Promise.all(
    grain === 'camera' ? [texture(16, 40), texture(3, 30), texture(1, 10)] : [texture(1, 12)],
  );
  return sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'fill' })
    .composite(layers.map((input) => ({ input, raw: { width, height, channels: 3 as const }, blend: 'soft-light' })))
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A PNG signature of 400×160: a dark stroke of its own (drawn from `name` and `signer`, the
 * signer's own key such as a party's uuid) and the name on white.
 */
export async function signaturePng(name: string, signer = ''): Promise<Buffer> {
  // each signer draws their own stroke: two signers never share a signature image, even of one name
  const code = [...`${name}\u0000${signer}`].reduce(
    (sum, char, index) => (sum * 31 + char.charCodeAt(0) * (index + 1)) % 9973,
    7,
  );
  const at = (step: number, span: number, base: number) => base + ((code * (step + 3)) % span);
  const stroke = `M20 ${at(1, 60, 80)} C ${at(2, 60, 50)} ${at(3, 80, 10)}, ${at(4, 60, 120)} ${at(5, 60, 100)}, ${at(6, 60, 170)} ${at(7, 70, 40)} S ${at(8, 60, 290)} ${at(9, 80, 20)}, 380 ${at(10, 60, 70)}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160"><rect width="100%" height="100%" fill="white"/>
    <path d="${stroke}" stroke="#123" stroke-width="5" fill="none"/>
    <text x="20" y="150" font-size="16">${name.replace(/[<&>]/g, '')}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** `day` as the inspector writes a date: `DD/MM/YYYY`. */
const written = (day: Date) =>
  `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;

/** Text answers an inspector writes, by question; dates fall before the report's own `day`. */
const TEXT_ANSWERS: Record<string, (index: number, day: Date) => string> = {
  Meternummer: (index) => `5414${String(4480000000000 + index * 7_919_317).padStart(14, '0')}`,
  Kleur: (index) => ['lichtgrijs', 'gebroken wit', 'beige', 'antraciet'][index % 4],
  Merk: (index) => ['Vaillant', 'Bulex', 'Viessmann', 'Bosch'][index % 4],
  'Laatste onderhoud': (index, day) => written(new Date(day.getTime() - (40 + ((index * 37) % 300)) * 86_400_000)),
  Beplanting: () => 'gazon met beukenhaag',
};
/** Counts that are not small numbers of items. */
const COUNT_ANSWERS: Record<string, (index: number) => number> = {
  'Inhoud (liter)': (index) => [80, 120, 150, 200][index % 4],
};
/** Yes/no answers that must agree with the object's remarks (a smoke detector that works). */
const BOOL_ANSWERS: Record<string, boolean> = { 'Getest en werkend': true };
/** A small whole number of `text`, so that two questions of one object get different readings. */
const spread = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 997, 0);

/**
 * Question answers of the sample, typed as the app sends them and fitting their question; a date
 * answer falls before `day`, the report's date.
 */
export function sampleAnswers(
  type: string,
  options: string[],
  index: number,
  question = '',
  day = new Date(),
): (string | number | boolean)[] {
  if (type === 'select' && options.length) return [options[index % options.length]];
  if (type === 'count') return [COUNT_ANSWERS[question]?.(index) ?? 1 + (index % 6)];
  if (type === 'number') return [Math.round((1200 + ((index * 7331 + spread(question) * 53) % 38000)) * 10) / 10];
  if (type === 'bool' || type === 'boolean') return [BOOL_ANSWERS[question] ?? index % 5 !== 0];
  return [TEXT_ANSWERS[question]?.(index, day) ?? 'Zie foto'];
}

/** Remarks an inspector writes, by object: only what fits the object. */
const REMARKS: Record<string, string> = {
  Muren: 'Recent geschilderd, geen zichtbare sporen.',
  Plafond: 'Recent geschilderd, geen zichtbare sporen.',
  Deur: 'Sluit goed; scharnieren recent gesmeerd.',
  Verwarmingsketel: 'Werkt naar behoren bij de test.',
  Boiler: 'Werkt naar behoren bij de test.',
  Thermostaat: 'Werkt naar behoren bij de test.',
  Verlichting: 'Alle lichtpunten werken.',
  Lavabo: 'Siliconenvoegen licht verkleurd.',
  Douche: 'Siliconenvoegen licht verkleurd.',
  Bad: 'Siliconenvoegen licht verkleurd.',
};
/**
 * Findings by object, their type from the list (OBSERVATION_TYPES, so they read in every language):
 * a crack in a tile belongs to a floor, never to a key.
 */
const FINDINGS: Record<string, [string, string]> = {
  Vloer: ['Gebruikssporen', 'Lichte krassen voor de deur over ca. 30 cm.'],
  Muren: ['Boorgaten', 'Twee boorgaten van ca. 6 mm naast de deur.'],
  Plafond: ['Barst', 'Haarscheur in de pleister van ca. 15 cm in de hoek bij de buitenmuur.'],
  Deur: ['Gebruikssporen', 'Lichte krassen ter hoogte van de klink, ca. 5 cm.'],
  Raam: ['Gebruikssporen', 'Vernislaag plaatselijk versleten aan de dorpel.'],
  Plinten: ['Loshangend', 'Plint los over ca. 40 cm naast de deur.'],
  Stopcontacten: ['Ontbreekt', 'Afdekplaatje van één stopcontact ontbreekt.'],
  Aanrecht: ['Beschadigd', 'Brandvlek van ca. 3 cm op het werkblad naast de kookplaat.'],
  Lavabo: ['Kalkaanslag', 'Kalkaanslag rond de kraan.'],
  Gevel: ['Gebruikssporen', 'Lichte vervuiling onder de vensterbanken.'],
};
/** Objects that are counted or read, never cleaned: meters and keys. */
const NEVER_DIRTY = new Set(['meter', 'key']);

/**
 * Fills `entity` as an inspector would on `day`, the report's date: its state and cleanliness,
 * answers, a remark and (for every third object) a finding, each only where it fits the object.
 */
export function fillEntity(entity: ContentEntity, index: number, day: Date): void {
  entity.state = ['Goed', 'Zeer goed', 'Gebruikt'][index % 3];
  entity.cleanliness = NEVER_DIRTY.has(entity.type ?? '') ? 'Proper' : ['Proper', 'Proper', 'Niet proper'][index % 3];
  entity.remarks = index % 4 === 0 ? (REMARKS[entity.name] ?? null) : null;
  for (const question of entity.questions ?? [])
    question.answers = sampleAnswers(question.type, question.options ?? [], index, question.question, day);
  const finding = FINDINGS[entity.name];
  if (index % 3 === 0 && finding)
    entity.observations = [{ uuid: uuid(), name: 'Vaststelling 1', type: finding[0], remarks: finding[1], media: [] }];
}
