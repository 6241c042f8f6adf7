/**
 * The document model of a finished report or addendum (issue 8 "The PDF of record"): every fact
 * the PDF prints, as plain JSON that the PDF worker renders without a database. The logo and the
 * front picture are checked copies in the job's work folder; photos and signatures name their
 * stored files (storage URL paths) until {@link copyImages} copies them into the work folder, so
 * pdfmake reads nothing but that folder whichever storage backend holds the files
 * (docs/ARCHITECTURE.md "Runtime data"). The fingerprint printed on every page is
 * the SHA-256 of this model with each image replaced by its checksum, so the same facts always
 * give the same fingerprint and any change of a fact or photo changes it.
 */
import path from 'node:path';
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import {
  addressText,
  partyDisplayName,
  placeText,
  type Answer,
  type DocumentLanguage,
  type Party,
  type PartyInput,
} from 'shared-api/contract';
import type { DB } from '../../db/database';
import type { RecordedItem } from '../../db/schema';
import { toUnix } from '../../lib/time';
import { loadConfigurations } from '../document-configurations';
import { loadReports, reportReference } from '../reports';
import { loadContentTree, nestContentTree, type NestedEntity, type NestedFloor, type NestedRoom } from '../content';
import { processImage, sha256Of, FILES_PREFIX } from '../media';
import type { Storage } from '../../ports/files';
import { photosOf } from './pdf/photo-budget';
import { withoutNumbers } from '../personal-data';
import type { PersonalData } from '../../ports/personal-data';
import { documentLanguage, RULE_SETS } from '../regions';
import { DOCUMENT_LABELS } from './pdf/labels';
import { dateText } from './pdf/words';
import { loadComparisonModel, loadSettlementModel } from './compared-model';
import type { DocumentTarget } from '../../ports/documents';
import type {
  ModelPhoto,
  ModelEntity,
  ModelArea,
  ModelHome,
  ModelCertificateEntry,
  ModelAcceptedRemarks,
  DocumentModel,
} from './model-types';

/** Whether an object or area holds anything to print: an assessment, an answer, a photo, an observation or an object. */
function hasFacts(item: ModelArea | ModelEntity): boolean {
  const entity = item as Partial<ModelEntity>;
  return Boolean(
    item.state ||
    item.cleanliness ||
    item.remarks ||
    item.photos.length ||
    ('entities' in item && item.entities.length) ||
    entity.answers?.length ||
    (entity.amount !== null && entity.amount !== undefined) ||
    entity.eval_not_possible ||
    entity.observations?.length,
  );
}

/**
 * A stored image (`urlPath`, read through `storage`) re-checked by the media service (older files
 * predate it), written to `workDir` as `name` with its longest edge at most `edge`; null when
 * absent or refused.
 */
async function checkedImage(
  storage: Storage,
  urlPath: string | null | undefined,
  workDir: string,
  name: string,
  edge: number,
): Promise<{ file: string; sha256: string } | null> {
  if (!urlPath?.startsWith(FILES_PREFIX)) return null;
  const bytes = await storage.read(urlPath).catch(() => null);
  if (!bytes) return null;
  const image = await processImage(bytes, { resizedEdge: edge }).catch(() => null);
  if (!image) return null;
  const file = path.join(workDir, `${name}.${image.ext}`);
  await fs.writeFile(file, image.resized);
  return { file, sha256: sha256Of(image.resized) };
}

/**
 * Loads the model of `target` from the database (a settlement: the report's facts with its
 * settlement instead of its inventory); the logo and the front picture are read from
 * `storage` and checked into `workDir`, a private folder for derived files. National register
 * numbers are opened with `personalData` only when the configuration prints them. Throws when
 * the report does not exist.
 */
export async function loadDocumentModel(
  db: DB,
  storage: Storage,
  workDir: string,
  target: DocumentTarget,
  personalData: PersonalData,
): Promise<DocumentModel> {
  const configId = (
    await db
      .selectFrom('reports')
      .select('document_configuration_id')
      .where('id', '=', target.reportId)
      .executeTakeFirst()
  )?.document_configuration_id;
  const [config] = configId ? await loadConfigurations(db, [configId]) : [];
  // docs/product.md "Personal data": printed only when the configuration says so
  const numbers = config?.print_national_numbers ? personalData.reveal : withoutNumbers;
  // numbers as stored (an addendum's parties are stored so too); `numbers` opens them below
  const [report] = await loadReports(db, [target.reportId], (stored) => stored);
  if (!report) throw new Error(`Report ${target.reportId} not found`);
  const tree = await loadContentTree(db, target.reportId, target.addendumId);
  const ownerUuids = [...tree.floors, ...tree.rooms, ...tree.entities, ...tree.observations].map((node) => node.uuid);
  const [media, signatures, inspectorSignature, circumstances, addendum] = await Promise.all([
    ownerUuids.length
      ? db
          .selectFrom('media')
          .select(['owner_uuid', 'resized_path', 'path', 'sha256', 'caption', 'captured_at'])
          .where('report_id', '=', target.reportId)
          .where('draft', '=', false)
          .where('owner_uuid', 'in', ownerUuids)
          .orderBy('captured_at')
          .orderBy('id')
          .execute()
      : [],
    db
      .selectFrom('signatures as s')
      .innerJoin('parties as p', 'p.id', 's.party_id')
      .leftJoin('sign_off_signatures as so', 'so.signature_id', 's.id')
      .select([
        's.name',
        's.image_path',
        's.signed_place',
        's.signed_at',
        's.representative_id',
        's.version',
        'p.type',
        'p.uuid',
      ])
      .select('so.request_id')
      .where('s.report_id', '=', target.reportId)
      .where('s.addendum_id', target.addendumId === null ? 'is' : '=', target.addendumId)
      // a settlement prints the signatures given on it (by link), a report or addendum its own
      .where('s.kind', '=', target.kind === 'settlement' ? 'settlement' : 'report')
      .orderBy('p.position')
      .orderBy('s.id')
      .execute(),
    // a settlement is signed by its parties only (docs/product.md "The settlement")
    target.kind === 'settlement'
      ? undefined
      : db
          .selectFrom('signatures')
          .select(['name', 'image_path', 'signed_place', 'signed_at'])
          .where('report_id', '=', target.reportId)
          .where('addendum_id', target.addendumId === null ? 'is' : '=', target.addendumId)
          .where('kind', '=', 'report')
          .where('signer', '=', 'inspector')
          .orderBy('id')
          .executeTakeFirst(),
    db
      .selectFrom('report_circumstances as rc')
      .innerJoin('circumstances as c', 'c.key', 'rc.circumstance_key')
      .select(['c.key', 'c.text'])
      .where('rc.report_id', '=', target.reportId)
      .orderBy('c.position')
      .execute(),
    target.addendumId === null
      ? null
      : db
          .selectFrom('addenda')
          .select(['finished_at', 'parties', 'circumstances', 'place_remarks'])
          .where('id', '=', target.addendumId)
          .executeTakeFirst(),
  ]);
  // an addendum prints its own facts (docs/product.md "The document of record")
  const circumstanceTexts = !addendum
    ? circumstances.map((row) => row.text)
    : addendum.circumstances.length
      ? (
          await db
            .selectFrom('circumstances')
            .select('text')
            .where('key', 'in', addendum.circumstances)
            .orderBy('position')
            .execute()
        ).map((row) => row.text)
      : [];
  const parties: (Party | PartyInput)[] = addendum?.parties ?? report.parties;
  const photosOf = (uuid: string): ModelPhoto[] =>
    media
      .filter((item) => item.owner_uuid === uuid)
      .map((item) => ({
        file: item.resized_path ?? item.path,
        sha256: item.sha256,
        caption: item.caption,
        captured_at: toUnix(item.captured_at),
      }));
  const entity = ({ row, questions, observations }: NestedEntity): ModelEntity => ({
    name: row.name,
    type: row.type,
    eval_not_possible: row.eval_not_possible,
    state: row.state,
    cleanliness: row.cleanliness,
    amount: row.amount,
    remarks: row.remarks,
    answers: questions
      .map((question) => ({
        question: question.question,
        values: (question.answers as Answer[]).filter((value) => value !== ''),
      }))
      .filter((answer) => answer.values.length > 0),
    photos: photosOf(row.uuid),
    observations: observations.map((observation) => ({
      name: observation.name,
      type: observation.type,
      remarks: observation.remarks,
      photos: photosOf(observation.uuid),
    })),
  });
  const area = (row: NestedFloor['row'] | NestedRoom['row'], entities: NestedEntity[]): ModelArea => ({
    name: row.name,
    state: row.state,
    cleanliness: row.cleanliness,
    remarks: row.remarks,
    photos: photosOf(row.uuid),
    entities: entities.map(entity).filter(hasFacts),
  });
  // nothing is printed for an item without a single fact (docs/product.md "Honest signatures")
  const homes: ModelHome[] = nestContentTree(tree)
    .map((home) => ({
      type: home.row.type,
      name: home.row.name,
      floors: home.floors
        .map((floor) => ({
          ...area(floor.row, []),
          rooms: floor.rooms.map((room) => area(room.row, room.entities)).filter(hasFacts),
        }))
        .filter((floor) => hasFacts(floor) || floor.rooms.length > 0),
      entities: home.entities.map(entity).filter(hasFacts),
    }))
    .filter((home) => home.floors.length > 0 || home.entities.length > 0);

  const place =
    report.place_id === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('places')
          .select(['front_picture_path', 'remarks'])
          .where('id', '=', report.place_id)
          .executeTakeFirst();
  const [logo, frontPicture, placeRemarks, owner] = await Promise.all([
    checkedImage(storage, config?.logo?.path, workDir, 'logo', 256),
    place.then((row) => checkedImage(storage, row?.front_picture_path, workDir, 'front', 1200)),
    place.then((row) => row?.remarks ?? null),
    db
      .selectFrom('reports as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('organisations as o', 'o.id', 'u.organisation_id')
      .select(['u.first_name', 'u.last_name', 'u.email', 'u.phone', 'u.vat_number', 'o.vat_number as organisation_vat'])
      .where('r.id', '=', target.reportId)
      .executeTakeFirstOrThrow(),
  ]);
  const finishedAt = target.addendumId === null ? report.finished_at : toUnix(addendum?.finished_at ?? null);
  const isSettlement = target.kind === 'settlement';
  const language = documentLanguage(config?.language ?? null, report.region);
  const [comparison, settlement, certificate, acceptedRemarks] = await Promise.all([
    isSettlement || target.addendumId !== null ? null : loadComparisonModel(db, report.id),
    isSettlement ? loadSettlementModel(db, report.id) : null,
    loadCertificate(db, target),
    isSettlement || target.addendumId !== null ? null : loadAcceptedRemarks(db, report.id, language),
  ]);
  const lines = (text: string | null | undefined) => text?.split('\n').filter((line) => line.trim()) ?? [];
  const generalRemarks = lines(addendum?.place_remarks);
  // the report's own place remarks; an addendum prints its own as general remarks
  const ownPlaceRemarks = isSettlement || target.addendumId !== null ? [] : lines(placeRemarks);
  const agreed = await db
    .selectFrom('reports')
    .select('agreed_deviations')
    .where('id', '=', report.id)
    .executeTakeFirstOrThrow();
  const model: Omit<DocumentModel, 'fingerprint'> = {
    language,
    report_type: report.type,
    reference: reportReference(report.id, target.addendumId),
    amends: target.addendumId === null ? null : reportReference(report.id, null),
    address: placeText(report.place),
    finished_at: finishedAt ?? Math.floor(Date.now() / 1000),
    company: {
      logo: logo?.file ?? null,
      logo_sha256: logo?.sha256 ?? null,
      name: config?.company_name || null,
      address: addressText(config?.address ?? null) || null,
      phone: owner.phone,
      emails: config?.emails.length ? config.emails : [owner.email],
      // the firm's number (docs/product.md "The shared library"); an account without one its own
      vat_number: owner.organisation_vat?.trim() || owner.vat_number,
    },
    inspector: {
      name:
        [config?.first_name, config?.last_name].filter(Boolean).join(' ') ||
        `${owner.first_name} ${owner.last_name}`.trim(),
      email: owner.email,
      phone: owner.phone,
    },
    front_picture: frontPicture,
    parties: parties.map((party) => ({
      uuid: String(party.uuid),
      type: party.type,
      other_type: party.other_type ?? null,
      name: partyDisplayName(party),
      company:
        [party.company_name === partyDisplayName(party) ? null : party.company_name, party.company_number]
          .filter(Boolean)
          .join(' · ') || null,
      address: addressText(party.address ?? null) || null,
      email: party.email ?? null,
      phone: party.phone ?? null,
      dob: party.dob ?? null,
      birthplace: party.birthplace ?? null,
      national_number: numbers(party.national_security_number ?? null),
      representatives: (party.represented_by ?? []).map(partyDisplayName),
    })),
    intro_html: config?.[`${report.type}_text`] ?? '',
    signature_html: config?.[`${report.type}_signature_text`] ?? '',
    circumstances: circumstanceTexts,
    general_remarks: generalRemarks.length ? generalRemarks : null,
    place_remarks: ownPlaceRemarks.length ? ownPlaceRemarks : null,
    accepted_remarks: acceptedRemarks,
    homes: isSettlement ? [] : homes,
    comparison,
    settlement,
    signatures: signatures.map((row) => ({
      party: row.uuid,
      name: row.name,
      role: row.representative_id === null ? row.type : 'representative',
      place: row.signed_place,
      signed_at: toUnix(row.signed_at)!,
      file: row.image_path,
      // a link signature binds its version as it is given (modules/sign-off/signature.ts)
      ...(row.request_id === null ? {} : { by_link: { version: row.version! } }),
    })),
    inspector_signature: inspectorSignature
      ? {
          name: inspectorSignature.name,
          place: inspectorSignature.signed_place,
          signed_at: toUnix(inspectorSignature.signed_at)!,
          file: inspectorSignature.image_path,
        }
      : null,
    // absent without link signatures, so the fingerprint of such a document stays as it was
    ...(certificate.length ? { certificate } : {}),
    approval: !isSettlement && report.region ? RULE_SETS[report.region].approval[language] : null,
    agreed_deviations: labelsOf(target.addendumId === null ? agreed.agreed_deviations?.items : undefined, language),
    missing_items: labelsOf(target.addendumId === null ? agreed.agreed_deviations?.missing : undefined, language),
    lease_start_date: report.lease_start_date,
  };
  return { ...model, fingerprint: fingerprintOf(model) };
}

/**
 * The remarks of report `reportId`'s accepted remark addenda (docs/product.md "Sign-off by link"),
 * oldest addendum first, each remark worded in `language` ("Opmerking van {party} op {date time}:
 * {remark}"); null when none was accepted, so a report without keeps its fingerprint.
 */
async function loadAcceptedRemarks(
  db: DB,
  reportId: number,
  language: DocumentLanguage,
): Promise<ModelAcceptedRemarks[] | null> {
  const rows = await db
    .selectFrom('sign_off_requests')
    .select(['name', 'remarks', 'remark_addendum_id'])
    .where('report_id', '=', reportId)
    .where('remark_state', '=', 'accepted')
    .where('remark_addendum_id', 'is not', null)
    .orderBy('remark_addendum_id')
    .execute();
  const labels = DOCUMENT_LABELS[language];
  return rows.length
    ? rows.map((row) => ({
        reference: reportReference(reportId, row.remark_addendum_id),
        remarks: row.remarks.map((remark) => ({
          path: remark.path,
          text: labels.remarkBy(row.name, dateText(remark.created_at, language, true), remark.text),
        })),
      }))
    : null;
}

/** The signatures given through sign-off links on `target` (docs/product.md "Sign-off by link"), oldest first. */
async function loadCertificate(db: DB, target: DocumentTarget): Promise<ModelCertificateEntry[]> {
  const rows = await db
    .selectFrom('sign_off_signatures')
    .selectAll()
    .where('report_id', '=', target.reportId)
    .where('addendum_id', target.addendumId === null ? 'is' : '=', target.addendumId)
    .where('kind', '=', target.kind ?? 'report')
    .orderBy('signed_at')
    .orderBy('request_id')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    role: row.role,
    version: row.version,
    pdf_sha256: row.pdf_sha256,
    content_sha256: row.content_sha256,
    signed_at: toUnix(row.signed_at)!,
    ip: row.ip,
    user_agent: row.user_agent,
    remarks: row.remarks.length,
  }));
}

/**
 * Copies every photo and signature of a loaded `model` from `storage` into `workDir` (each stored
 * file once, as `image-<n>.<ext>`) and points their `file` at the copies, so the PDF worker reads
 * them from the work folder whichever backend stores them. Throws when one cannot be read.
 */
export async function copyImages(model: DocumentModel, storage: Storage, workDir: string): Promise<void> {
  // a photo object may be listed twice (a settlement's lines on one item share their photos)
  const items = [
    ...new Set([
      ...photosOf(model),
      ...model.signatures,
      ...(model.inspector_signature ? [model.inspector_signature] : []),
    ]),
  ];
  const copies = new Map<string, string>();
  for (const item of items)
    if (!copies.has(item.file))
      copies.set(item.file, path.join(workDir, `image-${copies.size}${path.extname(item.file)}`));
  await Promise.all([...copies].map(([urlPath, file]) => pipeline(storage.stream(urlPath), createWriteStream(file))));
  for (const item of items) item.file = copies.get(item.file)!;
}

/** The labels of recorded completeness `items` in `language`; null when there is none. */
const labelsOf = (items: RecordedItem[] | undefined, language: DocumentLanguage) =>
  items?.length ? items.map((item) => item.label[language]) : null;

/** Facts a document may lack; left out of the fingerprint when it does, so older documents keep theirs. */
const OPTIONAL_FACTS = [
  'comparison',
  'settlement',
  'national_number',
  'approval',
  'agreed_deviations',
  'missing_items',
  'lease_start_date',
  'inspector_signature',
  'general_remarks',
  'place_remarks',
  'accepted_remarks',
];

/**
 * Keys left out of the fingerprint: image paths, and the optional facts the document does not
 * have (a comparison, settlement or national register number it does not print, no region).
 */
const unprinted = (key: string, value: unknown) =>
  key === 'file' || key === 'logo' || (OPTIONAL_FACTS.includes(key) && value === null);

/**
 * SHA-256 over the model's facts; photos and the logo count by their checksums, not their paths.
 * A document without a comparison, or that prints no national register number, keeps the
 * fingerprint it had before those were printed.
 */
function fingerprintOf(model: Omit<DocumentModel, 'fingerprint'>): string {
  const facts = JSON.stringify(model, (key, value: unknown) => (unprinted(key, value) ? undefined : value));
  return sha256Of(Buffer.from(facts));
}
