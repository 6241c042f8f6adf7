/**
 * The reports list at a million reports (issue 28, `npm run bench:api -- --reports 1000000`).
 *
 * Sorting by type or state orders by the rank of the word a reader sees (lib/paging.ts
 * `byShownWords`, issue 23), an expression no index of migration 005 serves: every such page
 * sorted all the reports (half a second at a million). One index per language and column on
 * that very expression, then the id, lets a page read its rows from the index in both
 * directions. The expression is made by the code the list uses (`shownWordsRank`) from the words
 * of db/shown-words.ts as they are now; a change of those words needs a later migration
 * that makes these indexes again, or the sorts go back to sorting every report.
 */
import { sql, type Kysely } from 'kysely';
import { shownWordsRank } from '../../lib/paging';
import type { ReaderLanguage } from '../../lib/reader-language';
import { REPORT_STATE_WORDS, REPORT_TYPE_WORDS } from '../shown-words';

const LANGUAGES: ReaderLanguage[] = ['nl', 'fr', 'en'];
const COLUMNS = [
  ['type', REPORT_TYPE_WORDS],
  ['state', REPORT_STATE_WORDS],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, words] of COLUMNS)
    for (const language of LANGUAGES)
      await sql
        .raw(
          `CREATE INDEX reports_${column}_shown_${language} ON reports ((${shownWordsRank(column, words, language)}), id)`,
        )
        .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [column] of COLUMNS)
    for (const language of LANGUAGES) await sql.raw(`DROP INDEX reports_${column}_shown_${language}`).execute(db);
}
