import { missingTranslations } from 'shared-ui/testing';
import { messages } from '.';
import { signOffMessages } from '../features/sign-off/messages';
import { invitationMessages } from '../features/invitation/messages';

test('every Dutch text has its English and French translation with the same arguments', async () => {
  await expect(missingTranslations(messages)).resolves.toEqual([]);
  await expect(missingTranslations(signOffMessages)).resolves.toEqual([]);
  await expect(missingTranslations(invitationMessages)).resolves.toEqual([]);
});
