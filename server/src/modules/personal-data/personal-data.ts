/**
 * Personal data at start and on request (docs/product.md "Personal data"): the start loads the
 * data key, checks it opens the stored numbers and encrypts those still in clear; a reveal answers
 * one person's full number to the report's owner or an admin and writes an audit event.
 */
import { partyDisplayName } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/database';
import { notFound } from '../../lib/errors';
import { recordAuditEvent } from '../audit';
import type { AuditActor } from '../../lib/actors';
import { createPersonalData } from './cipher';
import type { PersonalData } from '../../ports/personal-data';
import { loadDataKey } from './data-key';
import { anySealedNumber, sealClearNumbers, sealedDataExists } from './national-numbers';

/**
 * The cipher of `config` for `db`, after encrypting the numbers still in clear. Throws (the
 * server does not start) when the key file is missing while encrypted data exists, and when the
 * key does not open the stored numbers.
 */
export async function openPersonalData(config: Pick<Config, 'dataKey' | 'dataDir'>, db: DB): Promise<PersonalData> {
  const personal = createPersonalData(loadDataKey(config.dataKey, config.dataDir, await sealedDataExists(db)));
  const sample = await anySealedNumber(db);
  if (sample !== null) {
    try {
      personal.open(sample);
    } catch {
      throw new Error(
        'The data key does not open the encrypted personal data of this database (DATA_KEY or the data key file).',
      );
    }
  }
  await sealClearNumbers(db, personal);
  return personal;
}

/** Which person of a report: a party by uuid, or one of its representatives by key. */
export interface PersonRef {
  reportId: number;
  partyUuid: string;
  representativeKey: string | null;
}

/**
 * The full national register number of `person` (`85.07.30-033.28`, null when none is stored),
 * for a caller who may see the report (the route checked it). Writes the audit event
 * `national_number.revealed` with `actor` and the person's name as subject in the same
 * transaction when a number is revealed. 404 (`notFound.party`) for an unknown party or key.
 */
export async function revealNationalNumber(
  db: DB,
  personal: PersonalData,
  person: PersonRef,
  actor: AuditActor & { userId: number },
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const party = await trx
      .selectFrom('parties as p')
      .innerJoin('reports as r', 'r.id', 'p.report_id')
      .select(['p.id', 'r.user_id', 'p.first_name', 'p.last_name', 'p.company_name', 'p.national_security_number'])
      .where('p.report_id', '=', person.reportId)
      .where('p.uuid', '=', person.partyUuid)
      .executeTakeFirst();
    if (!party) throw notFound('party');
    const row =
      person.representativeKey === null
        ? party
        : await trx
            .selectFrom('representatives')
            .select(['first_name', 'last_name', 'company_name', 'national_security_number'])
            .where('party_id', '=', party.id)
            .where('key', '=', person.representativeKey)
            .executeTakeFirst();
    if (!row) throw notFound('party');
    const number = personal.reveal(row.national_security_number);
    if (number === null) return null;
    await recordAuditEvent(trx, {
      ownerUserId: party.user_id,
      reportId: person.reportId,
      kind: 'national_number.revealed',
      subject: partyDisplayName(row),
      actor,
      detail: { party_uuid: person.partyUuid, representative_key: person.representativeKey },
    });
    return number;
  });
}
