/**
 * The report tree a regional rule reads (docs/product.md "Regional completeness"): the report's
 * type, state and dates, its configuration, parties, place, and its own content (floors, rooms
 * and objects with their answers and the rule tag of the template entity each object came from).
 * Rules are pure functions of these facts, so they are tested on small trees without a database.
 */
import { partyDisplayName, placeText, type PartyType, type ReportState, type ReportType } from 'shared-api/contract';
import type { Region, RuleTag } from 'shared-api/contract';
import type { DB } from '../../db/database';
import { loadReports } from '../reports';
import { withoutNumbers } from '../personal-data';
import { loadConfigurations } from '../document-configurations';
import { loadContentTree, nestContentTree, type NestedEntity } from '../content';

/** An object of the report: `answers` holds each question's answers (an empty list: unanswered). */
export interface FactEntity {
  name: string;
  type: string;
  rule_tag: RuleTag | null;
  state: string | null;
  cleanliness: string | null;
  remarks: string | null;
  eval_not_possible: boolean;
  /** Whether it belongs to a room (its place is known) rather than to the building. */
  in_room: boolean;
  answers: unknown[][];
}
/** A floor or room with its own assessment. */
export interface FactArea {
  name: string;
  state: string | null;
  cleanliness: string | null;
  remarks: string | null;
}
/** A room with its objects. */
export interface FactRoom extends FactArea {
  entities: FactEntity[];
}
/** Everything a rule may look at; `finished_at` unix seconds, `lease_start_date` `YYYY-MM-DD`. */
export interface ReportFacts {
  type: ReportType;
  state: ReportState;
  finished_at: number | null;
  lease_start_date: string | null;
  /** The report this one was copied from ("Kopie maken"); null when made from a template. */
  follow_up_of_id: number | null;
  /** The configuration's inspector and company; null when the report has no configuration. */
  configuration: { inspector: string; company: string | null } | null;
  parties: { type: PartyType; name: string }[];
  /** The types of the parties whose own or representative's signature the report holds (none before its finish). */
  signed_parties: PartyType[];
  /** Whether the inspector's own signature is held (the field app's finish gives it). */
  inspector_signed: boolean;
  /** The property's address as printed; empty when the report has no place with an address. */
  address: string;
  place_remarks: string | null;
  floors: FactArea[];
  rooms: FactRoom[];
  /** Every object: the buildings' own (meters, keys, installations, exterior) and the rooms'. */
  entities: FactEntity[];
}

/** What a report's completeness depends on besides its facts: its region override and its place's postcode. */
export interface LoadedFacts {
  facts: ReportFacts;
  region_override: Region | null;
  postcode: string | null;
}

/** Loads the facts of report `reportId` (its own content, not an addendum's). Throws when it does not exist. */
export async function loadReportFacts(db: DB, reportId: number): Promise<LoadedFacts> {
  const [[report], row, tree, signatures] = await Promise.all([
    loadReports(db, [reportId], withoutNumbers),
    db
      .selectFrom('reports as r')
      .leftJoin('places as p', 'p.id', 'r.place_id')
      .select(['r.region', 'r.follow_up_of_id', 'p.remarks as place_remarks'])
      .select((eb) => eb.cast<string | null>('r.lease_start_date', 'text').as('lease_start_date'))
      .where('r.id', '=', reportId)
      .executeTakeFirstOrThrow(),
    loadContentTree(db, reportId, null),
    db
      .selectFrom('signatures as s')
      .leftJoin('parties as p', 'p.id', 's.party_id')
      .select(['s.signer', 'p.type'])
      .where('s.report_id', '=', reportId)
      .where('s.addendum_id', 'is', null)
      .execute(),
  ]);
  const templateIds = [
    ...new Set(tree.entities.map((entity) => entity.template_entity_id).filter((id) => id !== null)),
  ];
  const [[config], tags] = await Promise.all([
    report.config ? loadConfigurations(db, [report.config.id]) : [],
    templateIds.length
      ? db.selectFrom('template_entities').select(['id', 'rule_tag']).where('id', 'in', templateIds).execute()
      : [],
  ]);
  const tagOf = new Map(tags.map((tag) => [tag.id, tag.rule_tag]));
  const entity = ({ row: item, questions }: NestedEntity): FactEntity => ({
    name: item.name,
    type: item.type,
    rule_tag: item.template_entity_id === null ? null : (tagOf.get(item.template_entity_id) ?? null),
    state: item.state,
    cleanliness: item.cleanliness,
    remarks: item.remarks,
    eval_not_possible: item.eval_not_possible,
    in_room: item.room_uuid !== null,
    answers: questions.map((question) => (question.answers as unknown[]).filter((value) => value !== '')),
  });
  const area = (item: FactArea): FactArea => ({
    name: item.name,
    state: item.state,
    cleanliness: item.cleanliness,
    remarks: item.remarks,
  });
  const homes = nestContentTree(tree);
  const floors = homes.flatMap((home) => home.floors);
  const rooms = floors.flatMap((floor) =>
    floor.rooms.map((room) => ({ ...area(room.row), entities: room.entities.map(entity) })),
  );
  const inspector = config ? [config.first_name, config.last_name].filter(Boolean).join(' ') : '';
  return {
    facts: {
      type: report.type,
      state: report.state,
      finished_at: report.finished_at,
      lease_start_date: row.lease_start_date,
      follow_up_of_id: row.follow_up_of_id,
      configuration: config ? { inspector, company: config.company_name || null } : null,
      parties: report.parties.map((party) => ({ type: party.type, name: partyDisplayName(party) })),
      signed_parties: [...new Set(signatures.flatMap((row) => (row.type ? [row.type as PartyType] : [])))],
      inspector_signed: signatures.some((row) => row.signer === 'inspector'),
      address: report.place?.address ? placeText(report.place) : '',
      place_remarks: row.place_remarks,
      floors: floors.map((floor) => area(floor.row)),
      rooms,
      entities: [...homes.flatMap((home) => home.entities.map(entity)), ...rooms.flatMap((room) => room.entities)],
    },
    region_override: row.region,
    postcode: report.place?.address?.zipcode ?? null,
  };
}
