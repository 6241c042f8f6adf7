/**
 * The sweep's check of coded values (issue 43): a value the product stores as a code is shown in
 * the reader's words. On any page, no raw code of the contract's lists (`start_works`,
 * `tech.device`, `force_majeure`, `finished`…; a code that is also a word of the page's catalogue,
 * such as "base", does not count). On a French page, no Dutch word of the coded values whose
 * French differs ("Zeer goed" where "Très bon" belongs, "Proper" for "Propre"), matched as whole,
 * capitalised words as the screens show them, so a Dutch name such as "Vuilnisbak" does not count.
 * The page is read text node by text node (`shownPieces`): `innerText` runs a term and its value
 * together ("ÉtatZeer goed") and would hide the value from a whole-word match.
 */
import type { Page } from '@playwright/test';
import {
  COMPARED_KINDS,
  ENTITY_TYPES,
  LIABILITIES,
  optionMessages,
  PARTY_TYPES,
  QUESTION_TYPES,
  REPORT_STATES,
  REPORT_TYPES,
} from '../../../shared-api/src/contract';
import { catalogueHas, type SweepLocale } from './catalogues';

const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const whole = (part: string) => new RegExp(`(?<![\\p{L}\\d_.])${escape(part)}(?![\\p{L}\\d_])`, 'u');

const CODES = [
  ...REPORT_TYPES,
  ...REPORT_STATES,
  ...PARTY_TYPES,
  ...ENTITY_TYPES,
  ...LIABILITIES,
  ...COMPARED_KINDS,
  ...QUESTION_TYPES,
  'new_damage',
];

/** The Dutch coded values whose word in `locale` is another one. */
const dutchValues = (locale: SweepLocale) =>
  Object.keys(optionMessages.nl)
    .map((key) => key.slice('option.'.length))
    .filter((value) => optionMessages[locale][`option.${value}`] !== value);

const CHECKS: Record<SweepLocale, { code: string; pattern: RegExp }[]> = Object.fromEntries(
  (['nl', 'fr'] as const).map((locale) => [
    locale,
    [...new Set([...CODES.filter((code) => !catalogueHas(locale, code)), ...dutchValues(locale)])].map((code) => ({
      code,
      pattern: whole(code),
    })),
  ]),
) as Record<SweepLocale, { code: string; pattern: RegExp }[]>;

/** The coded values shown untranslated in `shown` (a page's visible text and accessible names) on a `locale` page. */
export const codesLeftIn = (locale: SweepLocale, shown: string): string[] =>
  CHECKS[locale].filter(({ pattern }) => pattern.test(shown)).map(({ code }) => code);

/** The visible text of the page, one text node (or accessible name, placeholder, title, alt) per line. */
export const shownPieces = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const pieces: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && node.textContent?.trim() && parent.checkVisibility()) pieces.push(node.textContent.trim());
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) pieces.push(element.getAttribute(name) ?? '');
    return pieces.join('\n');
  });
