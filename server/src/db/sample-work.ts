/**
 * Sample inspection work (issue 8 seed, tests and `npm run bench:pdf`): generated photos that an
 * encoder treats like real ones (gradients, shapes, grain), handwritten-looking PNG signatures,
 * and the answers, states, cleanliness, remarks and observations an inspector fills in.
 */
import sharp from 'sharp';
import { v7 as uuid } from 'uuid';
import type { ContentEntity } from 'shared-api/contract';

/**
 * A JPEG of `width`×`height` pixels that compresses like a photo of a room: a gradient with
 * texture at three scales (blotches, surface, grain). About 0.33 MB per megapixel at quality 90.
 */
export async function photoJpeg(width: number, height: number, seed = 1): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},40%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},30%,35%)"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
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
  const layers = await Promise.all([texture(16, 60), texture(3, 40), texture(1, 10)]);
  return sharp(Buffer.from(svg))
    .resize(width, height)
    .composite(
      layers.map((input, index) => ({
        input,
        raw: { width, height, channels: 3 as const },
        blend: index ? 'soft-light' : 'overlay',
      })),
    )
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A PNG signature of 400×160: a dark stroke and the name on white. */
export async function signaturePng(name: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160"><rect width="100%" height="100%" fill="white"/>
    <path d="M20 120 C 80 20, 140 160, 200 70 S 320 40, 380 110" stroke="#123" stroke-width="5" fill="none"/>
    <text x="20" y="150" font-size="16">${name.replace(/[<&>]/g, '')}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Question answers of the sample, typed as the app sends them: an option, a number, a boolean, or text. */
export function sampleAnswers(type: string, options: string[], index: number): (string | number | boolean)[] {
  if (type === 'select' && options.length) return [options[index % options.length]];
  if (type === 'count') return [1 + (index % 6)];
  if (type === 'number') return [1000 + index * 37.5];
  if (type === 'bool' || type === 'boolean') return [index % 5 !== 0];
  return ['In orde'];
}

/** Fills `entity` as an inspector would; every third object gets an observation. */
export function fillEntity(entity: ContentEntity, index: number): void {
  entity.state = ['Goed', 'Zeer goed', 'Gebruikt'][index % 3];
  entity.cleanliness = ['Proper', 'Niet proper'][index % 2];
  entity.remarks = index % 4 === 0 ? `Opmerking bij ${entity.name}` : null;
  for (const question of entity.questions ?? [])
    question.answers = sampleAnswers(question.type, question.options ?? [], index);
  if (index % 3 === 0)
    entity.observations = [
      { uuid: uuid(), name: 'Vaststelling 1', type: 'Gebruikssporen', remarks: 'Lichte krassen', media: [] },
    ];
}
