/**
 * Idempotent seed (issue "walking skeleton"): on a database without users it inserts the
 * accounts, subscriptions and credits, the template library, places, a document configuration
 * per account and 44 reports over all states and types with their own content trees; the firm of
 * issue 44 (two branches, four members, a shared configuration, credits and subscription, five
 * reports, one of them assigned and each paid from the shared pool), plus a
 * finished entry report and its finished exit follow-up with damage lines (seed-lease.ts).
 * The OAuth client of the login page is upserted on every start. Returns whether it seeded.
 */
import type { DB } from '../src/db/database';
import { hashPassword } from '../src/modules/auth/passwords';
import { sha256 } from '../src/modules/auth/oauth-model';
import type { Storage } from '../src/ports/files';
import { sampleKit, seedFinishedWork, type FinishedSeed } from './seed-work';
import { insertReport, REPORT_STATES, REPORT_TYPES, seedLeaseStart } from './seed-reports';
import { insertLease, seedEntryAndExit, type Lease } from './seed-lease';
import { DEFAULT_CONFIGURATION_TEXTS } from '../src/modules/document-configurations/default-texts';
import { CIRCUMSTANCES, ENTITIES, FLOORS, HOMES, PLACES, ROOMS, SEED_ACCOUNTS, SEED_FIRM } from './seed-data';

const DAY = 86_400_000;

export async function upsertOauthClient(db: DB, clientId: string, clientSecret: string) {
  await db
    .insertInto('oauth_clients')
    .values({
      client_id: clientId,
      client_secret_hash: sha256(clientSecret),
      name: 'Back-office',
      grants: ['password', 'refresh_token'],
    })
    .onConflict((oc) => oc.column('client_id').doUpdateSet({ client_secret_hash: sha256(clientSecret) }))
    .execute();
}

/** Seeds an empty database; photos and signatures of the finished reports go to `storage`. */
export async function seed(db: DB, storage: Storage): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const hashes = await Promise.all(SEED_ACCOUNTS.map((account) => hashPassword(account.password)));
  const toFinish: FinishedSeed[] = [];
  let lease: Lease | undefined;
  await db.transaction().execute(async (trx) => {
    // the firm and its branches; every other regular account gets an organisation of one (migration 026)
    const firm = await trx
      .insertInto('organisations')
      .values({ name: SEED_FIRM.name, vat_number: SEED_FIRM.vat_number, address_id: null, logo_path: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const branchIds: Record<string, number> = {};
    for (const name of SEED_FIRM.branches)
      branchIds[name] = (
        await trx
          .insertInto('branches')
          .values({ organisation_id: firm.id, name })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    /** Books `credits` and a subscription of `days` from today on account `id`'s organisation. */
    const fund = async (id: number, credits: number, days: number | null) => {
      if (days !== null) {
        const validUntil = new Date(Date.now() + days * DAY);
        await trx
          .insertInto('subscriptions')
          .values({ user_id: id, start_date: new Date(validUntil.getTime() - 365 * DAY), valid_until: validUntil })
          .execute();
      }
      if (!credits) return;
      await trx
        .insertInto('credit_transactions')
        .values({ user_id: id, credits, kind: 'initial', payment_reference: null, report_id: null })
        .execute();
      await trx
        .updateTable('organisations')
        .set({ credit_count: credits })
        .where('id', '=', (eb) => eb.selectFrom('users').select('organisation_id').where('id', '=', id))
        .execute();
    };
    const userIds: Record<string, number> = {};
    for (const [index, account] of SEED_ACCOUNTS.entries()) {
      const membership =
        'firm' in account
          ? {
              organisation_id: firm.id,
              org_role: account.firm.role,
              branch_id: account.firm.branch ? branchIds[account.firm.branch] : null,
            }
          : {};
      const { id } = await trx
        .insertInto('users')
        .values({
          email: account.email,
          password_hash: hashes[index],
          first_name: account.first_name,
          last_name: account.last_name,
          role: account.role,
          active: account.active,
          phone: '+32 470 12 34 ' + String(10 + index),
          vat_number: null,
          profile_picture_path: null,
          address_id: null,
          ...membership,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds[account.key] = id;
      if (account.role !== 'admin') await fund(id, account.credits, account.subscriptionDays);
    }
    await fund(userIds.firmManager, SEED_FIRM.credits, SEED_FIRM.subscriptionDays);

    const entityIds = new Map<string, { id: number; type: string }>();
    for (const entity of ENTITIES) {
      const { id } = await trx
        .insertInto('template_entities')
        .values({ name: entity.name, description: '', type: entity.type, rule_tag: entity.rule_tag ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      entityIds.set(entity.name, { id, type: entity.type });
      for (const question of entity.questions) {
        await trx
          .insertInto('template_questions')
          .values({
            entity_id: id,
            question: question.question,
            type: question.type,
            placeholder: question.placeholder ?? null,
            options: JSON.stringify(question.options ?? []),
          })
          .execute();
      }
    }
    const roomIds = new Map<string, number>();
    for (const room of ROOMS) {
      const { id } = await trx
        .insertInto('template_rooms')
        .values({ name: room.name, description: room.description })
        .returning('id')
        .executeTakeFirstOrThrow();
      roomIds.set(room.name, id);
      await trx
        .insertInto('template_room_entities')
        .values(
          room.entities.map((name, order) => ({
            room_id: id,
            entity_id: entityIds.get(name)!.id,
            name,
            order: order + 1,
            type: entityIds.get(name)!.type,
          })),
        )
        .execute();
    }
    const floorIds = new Map<string, number>();
    for (const floor of FLOORS) {
      const { id } = await trx
        .insertInto('template_floors')
        .values({ name: floor.name, description: floor.description })
        .returning('id')
        .executeTakeFirstOrThrow();
      floorIds.set(floor.name, id);
      await trx
        .insertInto('template_floor_rooms')
        .values(
          floor.rooms.map(([room, name], order) => ({
            floor_id: id,
            room_id: roomIds.get(room)!,
            name,
            order: order + 1,
          })),
        )
        .execute();
    }
    const homeIds = new Map<string, number>();
    for (const home of HOMES) {
      const { id } = await trx
        .insertInto('template_homes')
        .values({ name: home.name, description: home.description, extra: home.extra })
        .returning('id')
        .executeTakeFirstOrThrow();
      homeIds.set(home.name, id);
      await trx
        .insertInto('template_home_floors')
        .values(
          home.floors.map((name, order) => ({ home_id: id, floor_id: floorIds.get(name)!, name, order: order + 1 })),
        )
        .execute();
      await trx
        .insertInto('template_home_entities')
        .values(
          home.entities.map((name, order) => ({
            home_id: id,
            entity_id: entityIds.get(name)!.id,
            name,
            order: order + 1,
            type: entityIds.get(name)!.type,
          })),
        )
        .execute();
      for (const [order, extra] of home.extras.entries()) {
        await trx
          .insertInto('template_home_extra_homes')
          .values({ home_id: id, extra_home_id: homeIds.get(extra)!, name: extra, order: order + 1 })
          .execute();
      }
    }
    await trx
      .insertInto('circumstances')
      .values(CIRCUMSTANCES.map(([key, text], position) => ({ key, text, position })))
      .execute();

    // the firm's configuration is its company manager's, shared with every member
    const owners = ['admin', 'user', 'expiring', 'firmManager'] as const;
    const configIds: Record<string, number> = {};
    for (const owner of owners) {
      const account = SEED_ACCOUNTS.find((candidate) => candidate.key === owner)!;
      const { id } = await trx
        .insertInto('document_configurations')
        .values({
          user_id: userIds[owner],
          name: `Standaard ${account.first_name}`,
          company_name: owner === 'firmManager' ? SEED_FIRM.name : 'Plaatsbeschrijvingen Vlaanderen bv',
          first_name: account.first_name,
          last_name: account.last_name,
          emails: JSON.stringify([account.email]),
          logo_path: null,
          address_id: null,
          ...DEFAULT_CONFIGURATION_TEXTS,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      configIds[owner] = id;
    }

    for (let index = 0; index < 44; index++) {
      const owner = index % 4 === 0 ? 'admin' : index % 11 === 5 ? 'expiring' : 'user';
      const state = REPORT_STATES[(index * 3 + Math.floor(index / 4)) % 4];
      const place = PLACES[index % PLACES.length];
      const type = REPORT_TYPES[index % 4];
      const createdAt = new Date(Date.now() - (60 - index) * DAY);
      const finishedAt = new Date(Date.now() - (index + 2) * DAY);
      const id = await insertReport(trx, {
        index,
        userId: userIds[owner],
        configurationId: configIds[owner],
        homeId: homeIds.get(index % 3 === 0 ? 'Appartement' : 'Eengezinswoning')!,
        type,
        state,
        place,
        createdAt,
        // dated from the report's own date: its finish, or its creation while it is not finished
        leaseStartDate: seedLeaseStart(type, state === 'finished' ? finishedAt : createdAt, index),
      });
      if (state === 'finished') toFinish.push({ id, finishedAt, city: place[3] });
    }
    // the firm's reports: its inspector's in Gent (one finished, one sent to the app), one its sales
    // member made and assigned to the inspector, and one of its company manager in Antwerpen
    const firmReports = [
      { owner: 'firmInspector', state: 'finished', type: 'enter' },
      { owner: 'firmInspector', state: 'app', type: 'exit' },
      { owner: 'firmInspector', state: 'start', type: 'enter' },
      { owner: 'firmSales', state: 'app', type: 'enter', assigned: 'firmInspector' },
      { owner: 'firmManager', state: 'start', type: 'other', branch: 'Antwerpen' },
    ] as const;
    for (const [offset, spec] of firmReports.entries()) {
      const index = 44 + offset;
      const place = PLACES[(index * 5) % PLACES.length];
      const createdAt = new Date(Date.now() - (20 - offset) * DAY);
      const finishedAt = new Date(Date.now() - 3 * DAY);
      const id = await insertReport(trx, {
        index,
        userId: userIds[spec.owner],
        configurationId: configIds.firmManager,
        homeId: homeIds.get(offset % 2 ? 'Appartement' : 'Eengezinswoning')!,
        type: spec.type,
        state: spec.state,
        place,
        createdAt,
        leaseStartDate: seedLeaseStart(spec.type, spec.state === 'finished' ? finishedAt : createdAt, index),
        branchId: 'branch' in spec ? branchIds[spec.branch] : undefined,
        assignedInspectorId: 'assigned' in spec ? userIds[spec.assigned] : undefined,
      });
      if (spec.state === 'finished') toFinish.push({ id, finishedAt, city: place[3] });
    }
    await trx
      .insertInto('credit_transactions')
      .values(
        (
          await trx
            .selectFrom('reports')
            .select(['id', 'user_id'])
            .where('branch_id', 'in', Object.values(branchIds))
            .execute()
        ).map((report) => ({
          user_id: report.user_id,
          credits: -1,
          kind: 'report' as const,
          payment_reference: null,
          report_id: report.id,
        })),
      )
      .execute();
    await trx
      .updateTable('organisations')
      .set({ credit_count: SEED_FIRM.credits - firmReports.length })
      .where('id', '=', firm.id)
      .execute();

    lease = await insertLease(trx, {
      userId: userIds.user,
      configurationId: configIds.user,
      homeId: homeIds.get('Appartement')!,
    });
  });
  const kit = await sampleKit(db, storage, toFinish.length);
  await seedFinishedWork(kit, toFinish);
  await seedEntryAndExit(kit, lease!);
  return true;
}
