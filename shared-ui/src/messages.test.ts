import { sharedUiMessages } from './messages';
import { missingTranslations } from './testing';

test('every Dutch text of the design system has its English and French translation with the same arguments', async () => {
  await expect(missingTranslations(sharedUiMessages)).resolves.toEqual([]);
});
