/**
 * The words the reports list shows for a report's type and state, per reader language: the same
 * texts as the catalogues of mfe-reports (`type.*`, `state.*`; test/lists.test.ts holds them
 * equal), so that the list sorts these columns as they read (issue 23). `app` and `ongoing` are
 * both "In app". Migration 014 indexes the sorts by these words as they are: changing one needs a
 * migration that makes those indexes again (or the type and state sorts read every report). They
 * sit in db/ for that migration; modules/reports sorts by them.
 */
import type { ReportState, ReportType } from 'shared-api/contract';
import type { ReaderLanguage } from '../lib/reader-language';

export const REPORT_TYPE_WORDS: Record<ReaderLanguage, Record<ReportType, string>> = {
  nl: { enter: 'Intrede', exit: 'Uittrede', start_works: 'Aanvang werken', other: 'Andere' },
  fr: { enter: 'Entrée', exit: 'Sortie', start_works: 'Début des travaux', other: 'Autre' },
  en: { enter: 'Check-in', exit: 'Check-out', start_works: 'Start of works', other: 'Other' },
};

export const REPORT_STATE_WORDS: Record<ReaderLanguage, Record<ReportState, string>> = {
  nl: { start: 'Draft', app: 'In app', ongoing: 'In app', finished: 'Afgewerkt' },
  fr: { start: 'Brouillon', app: "Dans l'app", ongoing: "Dans l'app", finished: 'Terminé' },
  en: { start: 'Draft', app: 'In app', ongoing: 'In app', finished: 'Finished' },
};
