/**
 * Finishing a report or addendum in the tablet app (issue 8; `POST /app/reports/{id}/finish`):
 * every photo the content names must be held, and every party and representative signs with a
 * PNG that goes through the media service. The document becomes finished and version 1 of its
 * PDF of record is requested in the same transaction. A report finished while its region's rules
 * miss items records the parties' agreement to deviate from them (docs/product.md "Regional
 * completeness"). The inspector who finishes may sign too (docs/product.md "Honest signatures").
 */
import type { Deps } from '../../ports/deps';
import type { DB } from '../../db/database';
import { partyDisplayName, type FinishBody } from 'shared-api/contract';
import { invalid, Invalid, invalidField } from '../../lib/errors';
import { type FieldErrors, text } from '../../lib/messages';
import { toUnix } from '../../lib/time';
import { loadReports } from '../reports';
import { withoutNumbers } from '../personal-data';
import { processImage, type ProcessedImage } from '../media';
import { requestDocument } from '../documents';
import { assertWritable, lockInApp, mediaReceipt, type SyncTarget } from './sync';
import { agreedDeviations, reportCompleteness } from '../regions';

/** The account that finishes in the app: the inspector, who may sign beside the parties. */
export interface Finisher {
  userId: number;
}

/** Who signs: a party's uuid, and a representative's key or nothing for the party itself. */
const signerKey = (partyUuid: string, representativeKey?: string | null) => `${partyUuid}/${representativeKey ?? ''}`;

/**
 * `POST /app/reports/{id}/finish`: stores one signature per party and representative (PNG via the
 * media service), and the inspector's when given (`inspector_signature`, signed by `finisher` with
 * the first and last name of that account; docs/product.md "Honest signatures"), marks the document finished with `finished_at`, allows regeneration and
 * requests version 1 of its PDF. The photo check and the finish run under the document's lock
 * (docs/product.md "Serialized finish"), so a content upload racing the finish is either seen
 * whole or refused. Returns the new document version's id; the caller enqueues it.
 * 409 when already finished or not in the app, or on `device` when another device claimed it
 * (docs/product.md "One device at a time"; an unclaimed document is claimed by the finish); 422
 * with `media` listing missing uuids, on `signatures` when one is missing, unknown or not a PNG,
 * or on `inspector_signature` when it is not a PNG, or on `agreed_deviations.{i}` for an agreed
 * item that is not missing.
 */
export async function finishDocument(
  deps: Pick<Deps, 'db' | 'storage'>,
  target: SyncTarget,
  body: FinishBody,
  finisher: Finisher,
) {
  assertWritable(target);
  const [report] = await loadReports(deps.db, [target.reportId], withoutNumbers);
  const partyRows = await deps.db
    .selectFrom('parties')
    .select(['id', 'uuid'])
    .where('report_id', '=', target.reportId)
    .execute();
  const representativeRows = partyRows.length
    ? await deps.db
        .selectFrom('representatives')
        .select(['id', 'party_id', 'key'])
        .where(
          'party_id',
          'in',
          partyRows.map((row) => row.id),
        )
        .execute()
    : [];
  const errors: FieldErrors = {};
  const signers = report.parties.flatMap((party) => [
    { party, representative: null as null | (typeof party.represented_by)[number] },
    ...party.represented_by.map((representative) => ({ party, representative })),
  ]);
  const given = new Map(
    body.signatures.map((signature, index) => [
      signerKey(signature.party_uuid, signature.representative_key),
      { signature, index },
    ]),
  );
  const keys = new Set(signers.map((signer) => signerKey(signer.party.uuid, signer.representative?.key)));
  for (const signer of signers) {
    if (!given.has(signerKey(signer.party.uuid, signer.representative?.key)))
      (errors.signatures ??= []).push(
        text('reports.signatureMissing', {
          name: partyDisplayName(signer.representative ?? signer.party) || signer.party.type,
        }),
      );
  }
  body.signatures.forEach((signature, index) => {
    if (!keys.has(signerKey(signature.party_uuid, signature.representative_key)))
      errors[`signatures.${index}.party_uuid`] = ['reports.unknownSigner'];
  });
  if (Object.keys(errors).length) throw invalid(errors);

  const images: { signer: (typeof signers)[number]; image: ProcessedImage }[] = [];
  for (const signer of signers) {
    const { signature, index } = given.get(signerKey(signer.party.uuid, signer.representative?.key))!;
    images.push({ signer, image: await signaturePng(signature.image, `signatures.${index}.image`) });
  }
  const inspectorImage =
    body.inspector_signature === undefined ? null : await signaturePng(body.inspector_signature, 'inspector_signature');
  const stored: string[] = [];
  try {
    for (const item of images) stored.push(await deps.storage.put('signatures', item.image.ext, item.image.resized));
    const inspectorPath =
      inspectorImage && (await deps.storage.put('signatures', inspectorImage.ext, inspectorImage.resized));
    if (inspectorPath) stored.push(inspectorPath);
    return await deps.db.transaction().execute(async (trx) => {
      await lockInApp(trx, target);
      const { missing } = await mediaReceipt(trx, target);
      if (missing.length)
        throw new Invalid('documents.photosMissing', {
          media: missing.map((uuid) => text('documents.missingPhoto', { uuid })),
        });
      const finishedAt = new Date();
      await trx
        .updateTable(target.addendumId === null ? 'reports' : 'addenda')
        .set({ state: 'finished', finished_at: finishedAt, allow_regenerate_pdf: true })
        .where('id', '=', target.addendumId ?? target.reportId)
        .execute();
      await trx
        .insertInto('signatures')
        .values(
          images.map(({ signer }, index) => {
            const partyId = partyRows.find((row) => String(row.uuid) === signer.party.uuid)!.id;
            return {
              report_id: target.reportId,
              addendum_id: target.addendumId,
              party_id: partyId,
              representative_id: signer.representative
                ? representativeRows.find((row) => row.party_id === partyId && row.key === signer.representative!.key)!
                    .id
                : null,
              name: partyDisplayName(signer.representative ?? signer.party),
              image_path: stored[index],
              signed_place: body.signed_place,
              signed_at: new Date(body.signed_at * 1000),
            };
          }),
        )
        .execute();
      if (inspectorPath)
        await trx
          .insertInto('signatures')
          .values({
            report_id: target.reportId,
            addendum_id: target.addendumId,
            party_id: null,
            signer: 'inspector',
            user_id: finisher.userId,
            name: await accountName(trx, finisher.userId),
            image_path: inspectorPath,
            signed_place: body.signed_place,
            signed_at: new Date(body.signed_at * 1000),
          })
          .execute();
      // with the signatures held, missing items do not block: those the parties agreed to leave out are recorded as agreed, the
      // others as missing (docs/product.md "Regional completeness")
      if (target.addendumId === null) {
        const agreed = agreedDeviations(await reportCompleteness(trx, target.reportId), body.agreed_deviations);
        await trx
          .updateTable('reports')
          .set({ agreed_deviations: agreed && JSON.stringify(agreed) })
          .where('id', '=', target.reportId)
          .execute();
      }
      const documentId = await requestDocument(trx, target);
      return { state: 'finished' as const, finished_at: toUnix(finishedAt)!, document_id: documentId };
    });
  } catch (error) {
    await Promise.all(stored.map((path) => deps.storage.remove(path)));
    throw error;
  }
}

/**
 * A drawn signature (`base64`) read by the media service; 422 on `field` when it is not an image
 * it reads, or not a PNG.
 */
async function signaturePng(base64: string, field: string): Promise<ProcessedImage> {
  const image = await processImage(Buffer.from(base64, 'base64'), { field });
  if (image.mime !== 'image/png') throw invalidField(field, 'reports.signaturePng');
  return image;
}

/** The first and last name of account `userId`, as its signature names it. */
async function accountName(db: DB, userId: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return `${user.first_name} ${user.last_name}`.trim();
}
