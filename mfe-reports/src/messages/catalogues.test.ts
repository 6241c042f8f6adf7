import { missingTranslations } from 'shared-ui/testing';
import { messages } from '.';
import { comparisonMessages } from '../features/comparison/messages';
import { signOffMessages } from '../features/sign-off/messages';
import { regionMessages } from '../features/regions/messages';
import { personalDataMessages } from './personal-data';
import { auditMessages } from '../features/audit/messages';

test('every Dutch text has its English and French translation with the same arguments', () => {
  expect(missingTranslations(messages)).toEqual([]);
  expect(missingTranslations(comparisonMessages)).toEqual([]);
  expect(missingTranslations(signOffMessages)).toEqual([]);
  expect(missingTranslations(regionMessages)).toEqual([]);
  expect(missingTranslations(personalDataMessages)).toEqual([]);
  expect(missingTranslations(auditMessages)).toEqual([]);
});
