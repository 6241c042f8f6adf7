/**
 * The PDF of a finished report or addendum (spec §2 documents table, §4 "finished documents
 * offer downloads", §7 `GET /reports/pdf/{hashed_id}`), made with pdfmake: the document
 * configuration's company block and logo, the report type, address and date, the parties with
 * their representatives, the intro text of the report type, the content tree (homes, floors,
 * rooms, objects with their answers, condition and remarks) and the signature text.
 * Rich texts are rendered as plain paragraphs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import sanitizeHtml from 'sanitize-html';
import { addressText, partyDisplayName, placeText, type Report, type ReportType } from 'shared-api/contract';
import type { DB } from '../db/database';
import { toUnix } from '../lib/time';
import { loadConfigurations } from './configurations';
import { loadReports } from './report-reader';
import { loadContentTree } from './report-content';

const require = createRequire(import.meta.url);
const fontsDir = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));
pdfmake.setFonts(require('pdfmake/fonts/Roboto.js'));
// no remote resources; local files only from the fonts (the logo is embedded as a data URL)
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontsDir + path.sep));

const TYPE_TITLES: Record<ReportType, string> = {
  enter: 'Plaatsbeschrijving bij intrede',
  exit: 'Plaatsbeschrijving bij uittrede',
  start_works: 'Plaatsbeschrijving vóór aanvang der werken',
  other: 'Plaatsbeschrijving',
};
const PARTY_LABELS: Record<string, string> = {
  tenant: 'Huurder',
  landlord: 'Verhuurder',
  owner: 'Eigenaar',
  client: 'Opdrachtgever',
  contractor: 'Aannemer',
  other: 'Andere',
};

/** A finished document found by its public id: the report, and the addendum when it is one. */
export interface FinishedDocument {
  reportId: number;
  addendumId: number | null;
  finishedAt: number;
}

/** Looks up a finished report or addendum by `hashedId`; null when unknown or not finished. */
export async function findFinishedDocument(db: DB, hashedId: string): Promise<FinishedDocument | null> {
  const report = await db
    .selectFrom('reports')
    .select(['id', 'finished_at'])
    .where('hashed_id', '=', hashedId)
    .where('state', '=', 'finished')
    .executeTakeFirst();
  if (report) return { reportId: report.id, addendumId: null, finishedAt: toUnix(report.finished_at)! };
  const addendum = await db
    .selectFrom('addenda')
    .select(['id', 'report_id', 'finished_at'])
    .where('hashed_id', '=', hashedId)
    .where('state', '=', 'finished')
    .executeTakeFirst();
  return addendum
    ? { reportId: addendum.report_id, addendumId: addendum.id, finishedAt: toUnix(addendum.finished_at)! }
    : null;
}

/** Rich HTML (already sanitized) as plain paragraphs. */
function paragraphs(html: string): Content[] {
  return sanitizeHtml(html.replace(/<\/(p|li|h[1-3])>|<br\s*\/?>/g, '\n'), { allowedTags: [], allowedAttributes: {} })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text) => ({ text, margin: [0, 0, 0, 6] }));
}

/** The content tree of the report (addendum_id null) or of one addendum, as nested sections. */
async function treeContent(db: DB, reportId: number, addendumId: number | null): Promise<Content[]> {
  const { homes, floors, rooms, entities, questions } = await loadContentTree(db, reportId, addendumId);
  if (!homes.length) return [];

  const entityTable = (owned: typeof entities): Content[] =>
    owned.length
      ? [
          {
            table: {
              widths: ['30%', '*'],
              body: owned.map((entity) => {
                const answers = questions
                  .filter((question) => question.entity_uuid === entity.uuid)
                  .map(
                    (question) =>
                      `${question.question}: ${(question.answers as unknown[]).map(String).join(', ') || '–'}`,
                  );
                const details = [
                  entity.state && `Staat: ${entity.state}`,
                  entity.cleanliness && `Netheid: ${entity.cleanliness}`,
                  entity.remarks,
                ]
                  .filter(Boolean)
                  .join(' · ');
                return [{ text: entity.name, bold: true }, [...answers, details].filter(Boolean).join('\n') || '–'];
              }),
            },
            layout: 'lightHorizontalLines',
            margin: [0, 0, 0, 8],
          },
        ]
      : [];
  return homes.flatMap((home): Content[] => [
    { text: home.name, style: 'h2' },
    ...floors
      .filter((floor) => floor.home_uuid === home.uuid)
      .flatMap((floor): Content[] => [
        { text: floor.name, style: 'h3' },
        ...rooms
          .filter((room) => room.floor_uuid === floor.uuid)
          .flatMap((room): Content[] => [
            { text: room.name, bold: true, margin: [0, 4, 0, 2] },
            ...entityTable(entities.filter((entity) => entity.room_uuid === room.uuid)),
          ]),
      ]),
    ...entityTable(entities.filter((entity) => entity.home_uuid === home.uuid)),
  ]);
}

function partyContent(report: Report): Content[] {
  return report.parties.map((party) => ({
    stack: [
      {
        text: `${PARTY_LABELS[party.type]}${party.other_type ? ` (${party.other_type})` : ''}: ${partyDisplayName(party)}`,
        bold: true,
      },
      ...[
        party.company_name && party.company_number ? `${party.company_name} · ${party.company_number}` : '',
        addressText(party.address),
        party.email ?? '',
        party.phone ?? '',
      ].filter(Boolean),
      ...party.represented_by.map((representative) => `vertegenwoordigd door ${partyDisplayName(representative)}`),
    ],
    margin: [0, 0, 0, 6],
  }));
}

/** The configuration's png or jpg logo (`/files/logos/x.png`) as an embedded image; pdfmake cannot draw gif. */
async function logoContent(filesDir: string, urlPath: string | undefined): Promise<Content[]> {
  const type = urlPath ? /\.(png|jpg)$/.exec(urlPath)?.[1] : undefined;
  if (!urlPath || !type) return [];
  const file = path.join(filesDir, path.basename(path.dirname(urlPath)), path.basename(urlPath));
  const bytes = await fs.promises.readFile(file).catch(() => null);
  if (!bytes) return [];
  return [
    {
      image: `data:image/${type === 'png' ? 'png' : 'jpeg'};base64,${bytes.toString('base64')}`,
      width: 64,
      margin: [0, 0, 0, 8],
    },
  ];
}

/** Builds the PDF of `document` and returns its bytes and a download file name. */
export async function renderReportPdf(
  db: DB,
  filesDir: string,
  document: FinishedDocument,
): Promise<{ bytes: Buffer; fileName: string }> {
  const [report] = await loadReports(db, [document.reportId]);
  const [config] = report.config ? await loadConfigurations(db, [report.config.id]) : [];
  const logo = await logoContent(filesDir, config?.logo?.path);
  const date = new Date(document.finishedAt * 1000).toLocaleDateString('nl-BE', { timeZone: 'Europe/Brussels' });
  const address = placeText(report.place);
  const definition: TDocumentDefinitions = {
    info: { title: `${TYPE_TITLES[report.type]} ${address}` },
    content: [
      ...logo,
      ...(config
        ? [
            {
              text: [config.company_name, [config.first_name, config.last_name].filter(Boolean).join(' ')]
                .filter(Boolean)
                .join('\n'),
              margin: [0, 0, 0, 12],
            } as Content,
          ]
        : []),
      {
        text: document.addendumId ? `Addendum bij ${TYPE_TITLES[report.type].toLowerCase()}` : TYPE_TITLES[report.type],
        style: 'h1',
      },
      { text: `${address}\nAfgewerkt op ${date}`, margin: [0, 0, 0, 12] },
      { text: 'Partijen', style: 'h2' },
      ...partyContent(report),
      ...(config ? paragraphs(config[`${report.type}_text`]) : []),
      ...(await treeContent(db, report.id, document.addendumId)),
      ...(config ? paragraphs(config[`${report.type}_signature_text`]) : []),
    ],
    styles: {
      h1: { fontSize: 18, bold: true, margin: [0, 0, 0, 6] },
      h2: { fontSize: 14, bold: true, margin: [0, 10, 0, 4] },
      h3: { fontSize: 12, bold: true, margin: [0, 6, 0, 2] },
    },
    defaultStyle: { fontSize: 10 },
  };
  const bytes = await pdfmake.createPdf(definition).getBuffer();
  return {
    bytes,
    fileName: `plaatsbeschrijving-${report.id}${document.addendumId ? `-addendum-${document.addendumId}` : ''}.pdf`,
  };
}
