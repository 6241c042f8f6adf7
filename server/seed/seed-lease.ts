/**
 * The seeded lease (docs/product.md "A realistic seed", "Entry against exit", "The settlement"):
 * a finished entry report of an apartment, its exit follow-up made by the follow-up service
 * ("Kopie maken", which copies the content with `source_uuid`) and completed three years later
 * with what changed (a hole in a wall, scratched parquet, a dirty hob, a photo taken at exit, an
 * object added and one removed, higher meter readings), both signed and finished, and the exit
 * report's deposit and damage lines saved through the settlement's domain function.
 */
import { v7 as uuid } from 'uuid';
import type { Kysely } from 'kysely';
import type { ContentEntity, ContentTree, DamageLineInput } from 'shared-api/contract';
import type { Database } from '../src/db/schema';
import { createFollowUp } from '../src/modules/reports/writer';
import { saveDamages } from '../src/modules/comparison/damages';
import { insertReport, seedLeaseStart } from './seed-reports';
import { finishSeeded, photograph, roomsOf, sampleWork, type SamplePhoto, type SeedKit } from './seed-work';
import { LEASE } from './seed-data';

const DAY = 86_400_000;
/** The parties' index in the seed's names (after the 44 generated reports). */
const PARTY_INDEX = 44;

/** The seeded lease's entry report (ongoing until {@link seedEntryAndExit}) and its owner. */
export interface Lease {
  entryId: number;
  userId: number;
}

const entryFinishedAt = () => new Date(Date.now() - LEASE.yearsRented * 365 * DAY);

/** Inserts the lease's entry report for `userId` (an apartment, tenant and landlord) inside the seed's transaction. */
export async function insertLease(
  trx: Kysely<Database>,
  spec: { userId: number; configurationId: number; homeId: number },
): Promise<Lease> {
  const entryId = await insertReport(trx, {
    ...spec,
    index: PARTY_INDEX,
    type: 'enter',
    state: 'finished',
    place: LEASE.place,
    createdAt: new Date(entryFinishedAt().getTime() - DAY),
    // the exit follow-up keeps it (createFollowUp)
    leaseStartDate: seedLeaseStart('enter', entryFinishedAt(), PARTY_INDEX),
  });
  return { entryId, userId: spec.userId };
}

/** The object named `name` in room `room` of `content` (the seeded apartment has both). */
function objectOf(content: ContentTree, room: string, name: string): ContentEntity {
  const found = roomsOf(content)
    .rooms.find((candidate) => candidate.name === room)
    ?.entities?.find((entity) => entity.name === name);
  if (!found) throw new Error(`seed: no ${name} in ${room}`);
  return found;
}

/** The entry's uuids the exit's changes and damage lines name. */
interface EntryItems {
  hood: string;
}

/** The entry inspection: the sample work, with an oiled oak parquet and a freshly painted wall in the living room. */
function entryWork(items: EntryItems) {
  return (content: ContentTree, photos: SamplePhoto[], day: Date, variant: number) => {
    const uploads = sampleWork(content, photos, day, variant);
    const floor = objectOf(content, 'Woonkamer', 'Vloer');
    const wall = objectOf(content, 'Woonkamer', 'Muren');
    const answers: Record<string, string> = { Materiaal: LEASE.entry.floor.material, Kleur: LEASE.entry.floor.colour };
    for (const question of floor.questions ?? []) question.answers = [answers[question.question] ?? 'Zie foto'];
    Object.assign(floor, { state: 'Zeer goed', cleanliness: 'Proper', remarks: LEASE.entry.floor.remarks });
    Object.assign(wall, { state: 'Zeer goed', cleanliness: 'Proper', remarks: LEASE.entry.wall.remarks });
    floor.observations = [];
    wall.observations = [];
    Object.assign(objectOf(content, 'Keuken', 'Kookplaat'), { state: 'Goed', cleanliness: 'Proper' });
    const hood = objectOf(content, 'Keuken', 'Dampkap');
    Object.assign(hood, { state: 'Gebruikt', remarks: LEASE.entry.hood.remarks });
    items.hood = hood.uuid;
    return uploads;
  };
}

/** The exit's uuids the damage lines name. */
interface ExitItems {
  wall: string;
  floor: string;
  hob: string;
}

/** The exit inspection of the copied content: what changed in three years (see the module's comment). */
function exitWork(items: ExitItems) {
  return (content: ContentTree, photos: SamplePhoto[]) => {
    const finding = ([type, remarks]: string[]) => ({ uuid: uuid(), name: 'Vaststelling 1', type, remarks, media: [] });
    const { wall: wallChange, floor: floorChange, hob: hobChange, added } = LEASE.exit;
    const wall = objectOf(content, 'Woonkamer', 'Muren');
    Object.assign(wall, { state: wallChange.state, remarks: wallChange.remarks });
    wall.observations = [finding(wallChange.finding)];
    const floor = objectOf(content, 'Woonkamer', 'Vloer');
    Object.assign(floor, { state: floorChange.state, remarks: floorChange.remarks });
    floor.observations = [finding(floorChange.finding)];
    const hob = objectOf(content, 'Keuken', 'Kookplaat');
    Object.assign(hob, hobChange);
    const kitchen = roomsOf(content).rooms.find((room) => room.name === 'Keuken')!;
    kitchen.entities = kitchen.entities!.filter((entity) => entity.name !== 'Dampkap');
    const bedroom = roomsOf(content).rooms.find((room) => room.name === 'Slaapkamer')!;
    bedroom.entities!.push({
      uuid: uuid(),
      name: added.name,
      type: 'base',
      order: bedroom.entities!.length + 1,
      state: 'Goed',
      cleanliness: 'Proper',
      remarks: added.remarks,
      media: [],
      questions: [],
      observations: [],
    });
    for (const meter of roomsOf(content).main.entities ?? [])
      for (const question of meter.questions ?? []) {
        const used = LEASE.exit.consumption[meter.name]?.[question.question];
        const [reading] = question.answers;
        if (used !== undefined && typeof reading === 'number')
          question.answers = [Math.round((reading + used) * 10) / 10];
      }
    Object.assign(items, { wall: wall.uuid, floor: floor.uuid, hob: hob.uuid });
    // the one photo taken at exit: the hole in the wall
    return [photograph(wall, photos[2])];
  };
}

/**
 * Finishes the lease's entry report, makes its exit follow-up as its owner through the follow-up
 * service (one credit, as for any follow-up), completes and finishes it, and saves the deposit
 * and damage lines through `saveDamages` (its check of the items included).
 */
export async function seedEntryAndExit(kit: SeedKit, lease: Lease) {
  const { db } = kit.deps;
  const city = LEASE.place[3];
  const entryItems: EntryItems = { hood: '' };
  await finishSeeded(kit, { id: lease.entryId, finishedAt: entryFinishedAt(), city }, entryWork(entryItems));

  const row = await db
    .selectFrom('users')
    .select(['id', 'role', 'email', 'organisation_id', 'branch_id', 'org_role'])
    .where('id', '=', lease.userId)
    .executeTakeFirstOrThrow();
  const owner = {
    id: row.id,
    role: row.role,
    email: row.email,
    organisationId: row.organisation_id,
    branchId: row.branch_id,
    orgRole: row.org_role,
  };
  const exitId = await createFollowUp(db, owner, lease.entryId, 'exit');
  // the tablet took it into the app two days ago
  await db
    .updateTable('reports')
    .set({ state: 'ongoing', created_at: new Date(Date.now() - 2 * DAY) })
    .where('id', '=', exitId)
    .execute();
  const exitItems: ExitItems = { wall: '', floor: '', hob: '' };
  await finishSeeded(kit, { id: exitId, finishedAt: new Date(Date.now() - DAY), city }, exitWork(exitItems));

  const { wall, floor, hob, hood } = LEASE.damages;
  const lines: DamageLineInput[] = [
    { ...wall, item_uuid: exitItems.wall, liability: 'tenant' },
    { ...floor, item_uuid: exitItems.floor, liability: 'wear' },
    { ...hob, item_uuid: exitItems.hob, liability: 'tenant' },
    { ...hood, item_uuid: entryItems.hood, liability: 'landlord' },
  ];
  await saveDamages({ db }, exitId, { deposit_cents: LEASE.depositCents, lines });
}
