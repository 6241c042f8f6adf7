import { missingTranslations } from 'shared-ui/testing';
import { messages } from '.';
import { comparisonMessages } from '../features/comparison/messages';
import { signOffMessages } from '../features/sign-off/messages';
import { regionMessages } from '../features/regions/messages';
import { formMessages } from '../features/report-form/messages';
import { personalDataMessages } from './personal-data';
import { auditMessages } from '../features/audit/messages';
import { planningMessages } from '../features/planning/messages';
import { configurationFormMessages } from '../features/configuration-form/messages';

test('every Dutch text has its English and French translation with the same arguments', async () => {
  await expect(missingTranslations(messages)).resolves.toEqual([]);
  await expect(missingTranslations(comparisonMessages)).resolves.toEqual([]);
  await expect(missingTranslations(signOffMessages)).resolves.toEqual([]);
  await expect(missingTranslations(regionMessages)).resolves.toEqual([]);
  await expect(missingTranslations(formMessages)).resolves.toEqual([]);
  await expect(missingTranslations(personalDataMessages)).resolves.toEqual([]);
  await expect(missingTranslations(auditMessages)).resolves.toEqual([]);
  await expect(missingTranslations(planningMessages)).resolves.toEqual([]);
  await expect(missingTranslations(configurationFormMessages)).resolves.toEqual([]);
});
