import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { headerSize, processImage } from '../src/modules/media/media';
import { Invalid } from '../src/lib/errors';
import { pngBomb } from './helpers';

/** A 40×20 JPEG shot on its side (EXIF orientation 6) with a capture time and a GPS position. */
const phonePhoto = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
    .withExif({
      IFD0: { Make: 'Telefoon' },
      IFD2: { DateTimeOriginal: '2026:03:14 10:20:30' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 3/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

describe('the media service (issue 8 "Images")', () => {
  it('reads the pixel size from the PNG, JPEG or GIF header alone, and refuses above the caller’s limit before decoding', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#abc' } })
      .jpeg({ progressive: true })
      .toBuffer();
    const gif = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#abc' } })
      .gif()
      .toBuffer();
    assert.deepEqual(headerSize(pngBomb(8000, 7000), 'image/png'), { width: 8000, height: 7000 });
    assert.deepEqual(headerSize(jpeg, 'image/jpeg'), { width: 300, height: 200 });
    assert.deepEqual(headerSize(gif, 'image/gif'), { width: 30, height: 20 });
    assert.equal(headerSize(jpeg.subarray(0, 20), 'image/jpeg'), null, 'a header cut off');
    await assert.rejects(processImage(pngBomb(3000, 3000), { field: 'signature', maxPixels: 4_000_000 }), (error) => {
      assert.ok(error instanceof Invalid);
      assert.deepEqual(error.errors.signature, [{ key: 'media.megapixels', values: { max: 4 } }]);
      return true;
    });
  });

  it('applies the EXIF orientation, keeps the capture time, and stores copies without metadata or GPS', async () => {
    const input = await phonePhoto();
    assert.ok((await sharp(input).metadata()).exif, 'the input carries EXIF');
    const image = await processImage(input);
    assert.deepEqual([image.width, image.height], [20, 40], 'turned upright');
    assert.equal(image.capturedAt?.toISOString(), '2026-03-14T10:20:30.000Z');
    for (const copy of [image.original, image.resized]) {
      const meta = await sharp(copy).metadata();
      assert.equal(meta.exif, undefined, 'no EXIF (so no GPS) in what is served and printed');
      assert.equal(meta.orientation, undefined);
      assert.deepEqual([meta.width, meta.height], [20, 40]);
    }
  });

  it('refuses other types, images over 50 megapixels and unreadable bytes with 422', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const huge = pngBomb(8000, 7000);
    const truncated = (await phonePhoto()).subarray(0, 300);
    for (const [name, bytes, message] of [
      ['svg', svg, 'media.type'],
      ['56 MP', huge, 'media.megapixels'],
      ['truncated', truncated, 'media.unreadable'],
    ] as const) {
      await assert.rejects(processImage(bytes, { field: 'logo' }), (error: unknown) => {
        assert.ok(error instanceof Invalid, name);
        const [first] = error.errors.logo;
        assert.equal(typeof first === 'string' ? first : first.key, message, name);
        return true;
      });
    }
  });
});
