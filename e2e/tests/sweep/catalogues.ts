/**
 * Every message catalogue of the product (shell, remotes, design system, server), merged per locale, for
 * the screen sweep: `text(locale, key)` is what a control is called on a page in that locale, and
 * `englishLeftIn(locale, text)` finds English catalogue texts on a non-English page (issue 13).
 */
import { nl as shellNL } from '../../../shell/src/messages/nl';
import { en as shellEN } from '../../../shell/src/messages/en';
import { fr as shellFR } from '../../../shell/src/messages/fr';
import { nl as publicPagesNL } from '../../../mfe-public/src/messages/nl';
import { en as publicPagesEN } from '../../../mfe-public/src/messages/en';
import { fr as publicPagesFR } from '../../../mfe-public/src/messages/fr';
import { nl as invitationNL } from '../../../mfe-public/src/features/invitation/messages/nl';
import { en as invitationEN } from '../../../mfe-public/src/features/invitation/messages/en';
import { fr as invitationFR } from '../../../mfe-public/src/features/invitation/messages/fr';
import { nl as reportsNL } from '../../../mfe-reports/src/messages/nl';
import { en as reportsEN } from '../../../mfe-reports/src/messages/en';
import { fr as reportsFR } from '../../../mfe-reports/src/messages/fr';
import { nl as reportFormNL } from '../../../mfe-reports/src/features/report-form/messages/nl';
import { en as reportFormEN } from '../../../mfe-reports/src/features/report-form/messages/en';
import { fr as reportFormFR } from '../../../mfe-reports/src/features/report-form/messages/fr';
import { nl as comparisonNL } from '../../../mfe-reports/src/features/comparison/messages/nl';
import { en as comparisonEN } from '../../../mfe-reports/src/features/comparison/messages/en';
import { fr as comparisonFR } from '../../../mfe-reports/src/features/comparison/messages/fr';
import { nl as wizardNL } from '../../../mfe-wizard/src/messages/nl';
import { en as wizardEN } from '../../../mfe-wizard/src/messages/en';
import { fr as wizardFR } from '../../../mfe-wizard/src/messages/fr';
import * as field from '../../../mfe-wizard/src/features/inspections/messages';
import { nl as templatesNL } from '../../../mfe-templates/src/messages/nl';
import { en as templatesEN } from '../../../mfe-templates/src/messages/en';
import { fr as templatesFR } from '../../../mfe-templates/src/messages/fr';
import { nl as adminNL } from '../../../mfe-admin/src/messages/nl';
import { en as adminEN } from '../../../mfe-admin/src/messages/en';
import { fr as adminFR } from '../../../mfe-admin/src/messages/fr';
import { sharedUiMessages } from '../../../shared-ui/src/messages';
import { fr as sharedUiFR } from '../../../shared-ui/src/messages-fr';
import { nl as serverNL } from '../../../server/src/messages/nl';
import { en as serverEN } from '../../../server/src/messages/en';
import { fr as serverFR } from '../../../server/src/messages/fr';

export type SweepLocale = 'nl' | 'fr';
type Catalogue = Record<string, string>;

// the server's messages under `server.`, so that an English server message on a page is found too (issue 23)
const server = (catalogue: Catalogue) =>
  Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [`server.${key}`, message]));

const CATALOGUES: Record<'nl' | 'en' | 'fr', Catalogue> = {
  nl: {
    ...sharedUiMessages.nl,
    ...shellNL,
    ...publicPagesNL,
    ...invitationNL,
    ...reportsNL,
    ...reportFormNL,
    ...comparisonNL,
    ...wizardNL,
    ...field.nl,
    ...templatesNL,
    ...adminNL,
    ...server(serverNL),
  },
  en: {
    ...sharedUiMessages.en,
    ...shellEN,
    ...publicPagesEN,
    ...invitationEN,
    ...reportsEN,
    ...reportFormEN,
    ...comparisonEN,
    ...wizardEN,
    ...field.en,
    ...templatesEN,
    ...adminEN,
    ...server(serverEN),
  },
  fr: {
    ...sharedUiFR,
    ...shellFR,
    ...publicPagesFR,
    ...invitationFR,
    ...reportsFR,
    ...reportFormFR,
    ...comparisonFR,
    ...wizardFR,
    ...field.fr,
    ...templatesFR,
    ...adminFR,
    ...server(serverFR),
  },
};

/** The text of `key` in `locale` (with `{name}` arguments filled from `values`). */
export function text(locale: SweepLocale, key: string, values: Record<string, string> = {}): string {
  const message = CATALOGUES[locale][key];
  if (message === undefined) throw new Error(`no message ${key}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** The literal runs of a message: its text between ICU arguments and rich-text tags. */
const literalParts = (message: string) =>
  message
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\w+>/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part.length >= 4 && /[A-Za-z]{3}/.test(part));

const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordBounded = (part: string) => new RegExp(`(?<![\\p{L}\\d])${escape(part)}(?![\\p{L}\\d])`, 'u');

/** English texts that are not also words of the `locale` catalogue (so "Page" or "Actions" do not count). */
function englishOnly(locale: SweepLocale): { part: string; pattern: RegExp }[] {
  const own = Object.values(CATALOGUES[locale]).join('\n');
  return [...new Set(Object.values(CATALOGUES.en).flatMap(literalParts))]
    .map((part) => ({ part, pattern: wordBounded(part) }))
    .filter(({ pattern }) => !pattern.test(own));
}

const ENGLISH = { nl: englishOnly('nl'), fr: englishOnly('fr') };

/** The English catalogue texts found in `shown` (a page's visible text and accessible names). */
export const englishLeftIn = (locale: SweepLocale, shown: string): string[] =>
  ENGLISH[locale].filter(({ pattern }) => pattern.test(shown)).map(({ part }) => part);

const OWN = { nl: Object.values(CATALOGUES.nl).join('\n'), fr: Object.values(CATALOGUES.fr).join('\n') };

/** Whether `part` is a whole word (or words) of some text of the `locale` catalogue ("base" is French too). */
export const catalogueHas = (locale: SweepLocale, part: string): boolean => wordBounded(part).test(OWN[locale]);
