/**
 * An entry report and its finished exit follow-up made through the API and the tablet's sync API
 * (docs/product.md "Entry against exit"), for the comparison test and bench. The entry is
 * completed as the tablet does (every object filled in) with `rooms` rooms and `photos` photos; the
 * exit is a copy completed with the same number of photos on the same objects (so each makes a
 * pair with an entry photo), every 10th object of a room worse and every 7th with new remarks.
 */
import { expect, type Page } from '@playwright/test';
import type { ContentTree } from '../../shared-api/src/contract';
import { completeInApp } from '../../server/test/tablet';
import { apiSend, createReport, documentsMade, personParty } from './helpers';

/** The exit's findings: worse states and new remarks spread over the rooms' objects. */
function exitFindings(content: ContentTree) {
  const main = content.homes.find((home) => home.type === 'main')!;
  const objects = (main.floors ?? []).flatMap((floor) => (floor.rooms ?? []).flatMap((room) => room.entities ?? []));
  objects.forEach((object, index) => {
    if (index % 10 === 0) object.state = 'Te Vervangen';
    if (index % 7 === 0) object.remarks = 'Vlek op de muur bij uittrede';
  });
}

/**
 * Makes both reports for the signed-in user at `street` 1, Gent; photos are 320×240 JPEGs; `edit`
 * makes the exit's findings (by default worse states and new remarks spread over the objects). Waits
 * until every document of both is made (so their generation does not run during a measurement),
 * at most `pdfTimeout` ms each. Returns both ids.
 */
export async function comparedReports(
  page: Page,
  street: string,
  {
    rooms,
    photos,
    pdfTimeout = 60_000,
    edit = exitFindings,
  }: { rooms?: number; photos: number; pdfTimeout?: number; edit?: (content: ContentTree) => void },
) {
  const send = await apiSend(page);
  const parties = [personParty('tenant', 'Lotte', 'Vergelijk', 'lotte@voorbeeld.be')];
  const tablet = { photos, photoSize: [320, 240] as [number, number], distinctPhotos: 12 };
  const { id: entryId, configurationId } = await createReport(page, { street, readyForApp: true, parties });
  await completeInApp(send, entryId, { ...tablet, rooms });
  await documentsMade(send, entryId, pdfTimeout);
  const followUp = await send({ method: 'POST', url: `/front/reports/${entryId}/follow_up`, json: { type: 'exit' } });
  const exitId = (followUp.body as { id: number }).id;
  const { place_id } = (await send({ method: 'GET', url: `/front/reports/${exitId}` })).body as { place_id: number };
  const ready = await send({
    method: 'PATCH',
    url: `/front/reports/${exitId}`,
    json: { place_id, document_configuration_id: configurationId, parties, ready_for_app: true },
  });
  expect(ready.status, JSON.stringify(ready.body)).toBe(200);
  await completeInApp(send, exitId, { ...tablet, edit });
  await documentsMade(send, exitId, pdfTimeout);
  return { entryId, exitId };
}
