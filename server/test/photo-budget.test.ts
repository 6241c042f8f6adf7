import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { DocumentModel, ModelPhoto } from '../src/modules/documents/model-types';
import { fitPhotos, MIN_DPI } from '../src/modules/documents/pdf/photo-budget';
import { processImage } from '../src/modules/media/media';
import { photoJpeg } from './tablet';

describe('the size budget of a PDF\'s photos (docs/product.md "The PDF layout")', () => {
  it('re-encodes photos smaller when they exceed the budget, never below 150 dpi, and leaves them alone within it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-budget-'));
    try {
      const photos: ModelPhoto[] = [];
      for (let index = 0; index < 6; index++) {
        const file = path.join(dir, `stored-${index}.jpg`);
        await fs.writeFile(file, (await processImage(await photoJpeg(1600, 1200, index + 1))).resized);
        photos.push({ file, sha256: String(index), caption: null, captured_at: null });
      }
      const entity = {
        name: 'Vloer',
        type: 'base',
        eval_not_possible: false,
        state: null,
        cleanliness: null,
        amount: null,
        remarks: null,
        answers: [],
        observations: [],
      };
      const model = () =>
        ({
          homes: [
            {
              type: 'main',
              name: 'Woning',
              entities: [],
              floors: [
                {
                  name: 'Gelijkvloers',
                  state: null,
                  cleanliness: null,
                  remarks: null,
                  photos: [],
                  entities: [],
                  rooms: [
                    {
                      name: 'Keuken',
                      state: null,
                      cleanliness: null,
                      remarks: null,
                      photos: [],
                      entities: [{ ...entity, photos: photos.map((photo) => ({ ...photo })) }],
                    },
                  ],
                },
              ],
            },
          ],
        }) as unknown as DocumentModel;
      const sizes = await Promise.all(photos.map(async (photo) => (await fs.stat(photo.file)).size));
      const total = sizes.reduce((sum, size) => sum + size, 0);

      const within = await fitPhotos(model(), dir, total);
      const kept = within.model.homes[0].floors[0].rooms[0].entities[0].photos;
      assert.deepEqual(
        kept.map((photo) => photo.file),
        photos.map((photo) => photo.file),
        'within the budget nothing changes',
      );
      assert.ok(within.dpi > 200);

      const halved = await fitPhotos(model(), dir, total / 2);
      const fitted = halved.model.homes[0].floors[0].rooms[0].entities[0].photos;
      const fittedSizes = await Promise.all(fitted.map(async (photo) => (await fs.stat(photo.file)).size));
      assert.ok(fitted.every((photo) => photo.file.startsWith(dir) && !photos.some((old) => old.file === photo.file)));
      assert.ok(fittedSizes.reduce((sum, size) => sum + size, 0) <= (total / 2) * 1.1, 'about half the bytes');
      assert.ok(halved.dpi >= MIN_DPI && halved.dpi < within.dpi);

      const floor = await fitPhotos(model(), dir, 1000);
      assert.equal(floor.dpi, MIN_DPI, 'the floor holds however small the budget');
      const { width } = await sharp(floor.model.homes[0].floors[0].rooms[0].entities[0].photos[0].file).metadata();
      assert.ok(width! >= 347, `a photo keeps ${width} px across 2.3 in`);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
