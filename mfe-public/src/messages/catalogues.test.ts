import { missingTranslations } from 'shared-ui/testing';
import { messages } from '.';
import { signOffMessages } from '../features/sign-off/messages';

test('every Dutch text has its English and French translation with the same arguments', () => {
  expect(missingTranslations(messages)).toEqual([]);
  expect(missingTranslations(signOffMessages)).toEqual([]);
});
