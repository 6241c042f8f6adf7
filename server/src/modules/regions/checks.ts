/**
 * The checks a regional rule runs over a report's facts (docs/product.md "Regional completeness").
 * Each answers whether the rule is met and, when not, what is missing as server messages (the
 * reader's language is chosen when they are written). The rule sets (`rules/`) say which check
 * each rule uses; no check knows a region.
 */
import type { RuleTag } from 'shared-api/contract';
import { text, type MessageKey, type Text } from '../../lib/messages';
import type { FactEntity, ReportFacts } from './facts';

/** A check's finding: `missing` is empty when the rule is met. */
export interface Finding {
  ok: boolean;
  missing: Text[];
}
/** A rule's check over a report's facts. */
export type Check = (facts: ReportFacts) => Finding;

const finding = (missing: (Text | null | false)[]): Finding => {
  const found = missing.filter((item): item is Text => Boolean(item));
  return { ok: found.length === 0, missing: found };
};
const names = (items: { name: string }[]) => items.map((item) => item.name).join(', ');
/** Every question of `entity` has an answer. */
const answered = (entity: FactEntity) => entity.answers.every((values) => values.length > 0);
const filled = (value: string | null) => Boolean(value?.trim());

/** Objects of `type`, or tagged `tag` (a template library names what satisfies a rule, never guessed by name). */
const objectsOf = (facts: ReportFacts, tag: RuleTag, type?: string) =>
  facts.entities.filter((entity) => entity.rule_tag === tag || (type !== undefined && entity.type === type));

const NONE: Record<RuleTag, MessageKey> = {
  meter_readings: 'regions.noMeters',
  keys: 'regions.noKeys',
  safety_equipment: 'regions.noSafetyEquipment',
  maintenance_documents: 'regions.noMaintenanceDocuments',
};

/** At least one object of `tag`/`type`, each with every question answered. */
function answeredObjects(facts: ReportFacts, tag: RuleTag, type?: string): Finding {
  const objects = objectsOf(facts, tag, type);
  if (objects.length === 0) return finding([NONE[tag]]);
  const unanswered = objects.filter((entity) => !answered(entity));
  return finding([unanswered.length > 0 && text('regions.unanswered', { items: names(unanswered) })]);
}

/** The date of the findings: set when the report is finished (also for one in the app, at its finish). */
export const findingsDate: Check = (facts) =>
  finding([facts.finished_at === null && facts.state === 'start' && 'regions.notInspected']);

/** Who made the findings and in which capacity: the configuration's inspector and company. */
export const inspectorIdentity: Check = ({ configuration }) =>
  finding(
    configuration === null
      ? ['regions.noConfiguration']
      : [
          !filled(configuration.inspector) && 'regions.noInspectorName',
          !filled(configuration.company) && 'regions.noCompany',
        ],
  );

const hasParty = (facts: ReportFacts, types: string[]) =>
  facts.parties.some((party) => types.includes(party.type) && filled(party.name));
const TENANT = ['tenant'];
const LANDLORD = ['landlord', 'owner'];

/** The parties' identities: a named tenant and a named landlord (or owner). */
export const partiesIdentity: Check = (facts) =>
  finding([!hasParty(facts, TENANT) && 'regions.noTenant', !hasParty(facts, LANDLORD) && 'regions.noLandlord']);

/** The lease references: the parties, the property's address and the lease start date. */
export const leaseReferences: Check = (facts) =>
  finding([
    ...partiesIdentity(facts).missing,
    !filled(facts.address) && 'regions.noAddress',
    facts.lease_start_date === null && 'regions.noLeaseStart',
  ]);

/** The lease start date alone. */
export const leaseStart: Check = (facts) => finding([facts.lease_start_date === null && 'regions.noLeaseStart']);

/** A general note on the property: the place's remarks, or a floor assessed. */
export const generalState: Check = (facts) =>
  finding([
    !filled(facts.place_remarks) &&
      !facts.floors.some((floor) => floor.state || floor.cleanliness || filled(floor.remarks)) &&
      'regions.noGeneralNote',
  ]);

/** Per room its apparent state: the room itself or one of its objects assessed (state, cleanliness or remarks). */
export const roomStates: Check = (facts) => {
  if (facts.rooms.length === 0) return finding(['regions.noRooms']);
  const assessed = (item: { state: string | null; cleanliness: string | null; remarks: string | null }) =>
    Boolean(item.state || item.cleanliness || filled(item.remarks));
  const bare = facts.rooms.filter((room) => !assessed(room) && !room.entities.some(assessed));
  return finding([bare.length > 0 && text('regions.roomsUnassessed', { items: names(bare) })]);
};

/** The state and working of every technical installation present (none present: met). */
export const equipmentWorking: Check = (facts) => {
  const unassessed = facts.entities.filter(
    (entity) => entity.type.startsWith('tech.') && !entity.state && !entity.eval_not_possible,
  );
  return finding([unassessed.length > 0 && text('regions.unassessed', { items: names(unassessed) })]);
};

/** The maintenance documents with their dates: tagged objects answered; needed when a device or heating is present. */
export const maintenanceDocuments: Check = (facts) => {
  const needed = facts.entities.some((entity) => entity.type === 'tech.device' || entity.type === 'tech.heating');
  if (!needed && objectsOf(facts, 'maintenance_documents').length === 0) return finding([]);
  return answeredObjects(facts, 'maintenance_documents');
};

/** Meter readings: every meter (type `meter`, or tagged) with every question answered. */
export const meterReadings: Check = (facts) => answeredObjects(facts, 'meter_readings', 'meter');

/** Keys and devices handed over: every key (type `key`, or tagged) with every question answered. */
export const keysHandedOver: Check = (facts) => answeredObjects(facts, 'keys', 'key');

/** Safety equipment (smoke detectors): tagged objects, answered, each with its place (a room, or remarks). */
export const safetyEquipment: Check = (facts) => {
  const answeredFinding = answeredObjects(facts, 'safety_equipment');
  const unplaced = objectsOf(facts, 'safety_equipment').filter((entity) => !entity.in_room && !filled(entity.remarks));
  return finding([
    ...answeredFinding.missing,
    unplaced.length > 0 && text('regions.unplaced', { items: names(unplaced) }),
  ]);
};

/**
 * The parties' signatures, present only when given: a named tenant and a named landlord (or owner)
 * who signed (themselves or through a representative). Before the finish nobody has signed.
 */
export const partySignatures: Check = (facts) =>
  finding([
    ...partiesIdentity(facts).missing,
    !facts.signed_parties.some((type) => TENANT.includes(type)) && 'regions.tenantNotSigned',
    !facts.signed_parties.some((type) => LANDLORD.includes(type)) && 'regions.landlordNotSigned',
  ]);

/** The signature of whoever made the findings, present only when the inspector signed (the field app's finish). */
export const inspectorSignature: Check = (facts) => finding([!facts.inspector_signed && 'regions.inspectorNotSigned']);

/**
 * An exit report is compared with its entry report: it must be a copy of the finished entry ("Kopie
 * maken"). The rule applies to exit reports only (`Rule.applies`).
 */
export const exitComparison: Check = (facts) =>
  finding([facts.type === 'exit' && facts.follow_up_of_id === null && 'regions.noEntryReport']);
