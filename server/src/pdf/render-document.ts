/**
 * Renders a {@link DocumentModel} to PDF bytes with pdfmake (issue 8 "The PDF of record"): a cover
 * with logo, company, title, address, date, reference and parties; the intro text with its
 * formatting (html-to-pdfmake); circumstances; meters, keys, technical installations; each floor
 * and room with its objects, observations and a photo grid; extra buildings and exterior; the
 * signature text and the signatures. Every page carries "page X of Y" and the fingerprint.
 * Runs in the PDF worker pool; reads only the font files and the model's image files.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import htmlToPdfmake from 'html-to-pdfmake';
import { JSDOM } from 'jsdom';
import type { Column, Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentModel, ModelArea, ModelEntity, ModelHome, ModelPhoto } from '../services/document-model';
import { DOCUMENT_LABELS, type DocumentLabels } from './labels';
import { answerText, dateText } from './words';
import { changePages, signatureStatement, versionLine } from './record-pages';

const require = createRequire(import.meta.url);
const fontsDir = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));
pdfmake.setFonts(require('pdfmake/fonts/Roboto.js'));
pdfmake.setUrlAccessPolicy(() => false);
const { window } = new JSDOM('');

/** Photos per row in a grid. */
const GRID_COLUMNS = 3;
const GRID_WIDTH = 515;

/** Sanitized rich HTML (the configuration's allowlist) as pdfmake content; links print as text. */
function richText(html: string): Content[] {
  if (!html.trim()) return [];
  const content = htmlToPdfmake(html.replace(/<a\b[^>]*>|<\/a>/g, ''), { window, removeExtraBlanks: true });
  return [{ stack: Array.isArray(content) ? content : [content], margin: [0, 0, 0, 8] }];
}

/** `cells` laid out `GRID_COLUMNS` to a row. */
function inRows(cells: Column[]): Content[] {
  const rows: Content[] = [];
  for (let index = 0; index < cells.length; index += GRID_COLUMNS)
    rows.push({ columns: cells.slice(index, index + GRID_COLUMNS), columnGap: 8, margin: [0, 4, 0, 4] });
  return rows;
}

function photoGrid(photos: ModelPhoto[], language: string, labels: DocumentLabels): Content[] {
  if (!photos.length) return [];
  const width = (GRID_WIDTH - (GRID_COLUMNS - 1) * 8) / GRID_COLUMNS;
  return inRows(
    photos.map((photo): Column => ({
      width,
      stack: [
        { image: photo.file, fit: [width, width * 0.75] },
        {
          text: [
            photo.caption ?? '',
            photo.captured_at ? `${labels.photoTaken} ${dateText(photo.captured_at, language, true)}` : '',
          ]
            .filter(Boolean)
            .join(' · '),
          style: 'caption',
        },
      ],
    })),
  );
}

function assessment(
  item: { state: string | null; cleanliness: string | null; remarks: string | null },
  labels: DocumentLabels,
) {
  return [
    item.state && `${labels.state}: ${item.state}`,
    item.cleanliness && `${labels.cleanliness}: ${item.cleanliness}`,
    item.remarks && `${labels.remarks}: ${item.remarks}`,
  ].filter((line): line is string => Boolean(line));
}

function entityContent(entity: ModelEntity, language: string, labels: DocumentLabels): Content {
  const lines = [
    ...entity.answers.map(
      (answer) => `${answer.question}: ${answer.values.map((value) => answerText(value, language, labels)).join(', ')}`,
    ),
    entity.amount !== null ? `${labels.amount}: ${entity.amount}` : '',
    entity.eval_not_possible ? labels.evalNotPossible : '',
    ...assessment(entity, labels),
  ].filter(Boolean);
  return {
    stack: [
      { text: entity.name, bold: true },
      ...lines.map((line) => ({ text: line })),
      ...photoGrid(entity.photos, language, labels),
      ...(entity.observations.length
        ? [
            { text: labels.observations, italics: true, margin: [0, 2, 0, 0] } as Content,
            ...entity.observations.flatMap((observation): Content[] => [
              {
                text: [
                  observation.name,
                  observation.type !== 'observation' ? observation.type : '',
                  observation.remarks ?? '',
                ]
                  .filter(Boolean)
                  .join(' · '),
                margin: [8, 0, 0, 0],
              },
              ...photoGrid(observation.photos, language, labels),
            ]),
          ]
        : []),
    ],
    margin: [0, 0, 0, 8],
    unbreakable: entity.photos.length === 0 && entity.observations.length === 0,
  };
}

function areaContent(area: ModelArea, style: string, language: string, labels: DocumentLabels): Content[] {
  return [
    { text: area.name, style },
    ...assessment(area, labels).map((line): Content => ({ text: line })),
    ...photoGrid(area.photos, language, labels),
    ...area.entities.map((entity) => entityContent(entity, language, labels)),
  ];
}

function homeContent(home: ModelHome, language: string, labels: DocumentLabels): Content[] {
  const section = (title: string, entities: ModelEntity[]): Content[] =>
    entities.length
      ? [{ text: title, style: 'h2' }, ...entities.map((entity) => entityContent(entity, language, labels))]
      : [];
  const ofType = (test: (type: string) => boolean) => home.entities.filter((entity) => test(entity.type));
  return [
    { text: home.name, style: 'h1', margin: [0, 12, 0, 6] },
    ...section(
      labels.meters,
      ofType((type) => type === 'meter'),
    ),
    ...section(
      labels.keys,
      ofType((type) => type === 'key'),
    ),
    ...section(
      labels.tech,
      ofType((type) => type.startsWith('tech.')),
    ),
    ...home.floors.flatMap((floor) => [
      ...areaContent(floor, 'h2', language, labels),
      ...floor.rooms.flatMap((room) => areaContent(room, 'h3', language, labels)),
    ]),
    ...section(
      labels.exterior,
      ofType((type) => !['meter', 'key'].includes(type) && !type.startsWith('tech.')),
    ),
  ];
}

/** Renders `model`; `onProgress` gets 0..1 while pages are written. Resolves to the bytes and page count. */
export async function renderDocument(
  model: DocumentModel,
  filesDir: string,
  onProgress: (fraction: number) => void = () => {},
): Promise<{ bytes: Buffer; pageCount: number }> {
  const labels = DOCUMENT_LABELS[model.language];
  const workDir = model.company.logo ? path.dirname(model.company.logo) : filesDir;
  pdfmake.setLocalAccessPolicy((file) => {
    const resolved = path.resolve(file);
    return [fontsDir, filesDir, workDir].some((root) => resolved.startsWith(root + path.sep));
  });
  pdfmake.setProgressCallback(onProgress);
  const title = labels.titles[model.report_type];
  const [main, ...extras] = [...model.homes].sort((a, b) => (a.type === b.type ? 0 : a.type === 'main' ? -1 : 1));
  let pageCount = 0;
  const definition: TDocumentDefinitions = {
    info: { title: `${title} ${model.address}`, subject: model.reference, keywords: model.fingerprint },
    pageMargins: [40, 40, 40, 50],
    footer: (page, pages) => {
      pageCount = pages;
      return {
        columns: [
          { text: `${labels.fingerprint}: ${model.fingerprint}`, style: 'footer' },
          { text: labels.page(page, pages), style: 'footer', alignment: 'right', width: 90 },
        ],
        margin: [40, 16, 40, 0],
      };
    },
    content: [
      ...(model.company.logo ? [{ image: model.company.logo, fit: [96, 96], margin: [0, 0, 0, 8] } as Content] : []),
      { text: model.company.lines.join('\n'), margin: [0, 0, 0, 24] },
      { text: model.amends ? labels.addendumTitle(title) : title, style: 'title' },
      { text: model.address, fontSize: 14, margin: [0, 0, 0, 4] },
      {
        text: [
          `${labels.date}: ${dateText(model.finished_at, model.language)}`,
          `${labels.reference}: ${model.reference}`,
          ...(model.amends ? [`${labels.amends}: ${model.amends}`] : []),
          ...versionLine(model, labels),
        ].join('\n'),
        margin: [0, 0, 0, 16],
      },
      { text: labels.parties, style: 'h2' },
      ...model.parties.map((party): Content => ({
        stack: [
          {
            text: `${labels.partyTypes[party.type]}${party.other_type ? ` (${party.other_type})` : ''}: ${party.name}`,
            bold: true,
          },
          ...party.lines,
          ...party.representatives.map((name) => `${labels.representedBy} ${name}`),
        ],
        margin: [0, 0, 0, 6],
      })),
      ...changePages(model, labels),
      { text: '', pageBreak: 'after' },
      ...richText(model.intro_html),
      ...(model.circumstances.length
        ? [{ text: labels.circumstances, style: 'h2' } as Content, { ul: model.circumstances } as Content]
        : []),
      ...(main ? homeContent(main, model.language, labels) : []),
      ...(extras.length ? [{ text: labels.extras, style: 'h1', margin: [0, 12, 0, 6] } as Content] : []),
      ...extras.flatMap((home) => homeContent(home, model.language, labels)),
      ...richText(model.signature_html),
      ...(model.signatures.length
        ? [{ text: labels.signatures, style: 'h2' } as Content, ...signatureStatement(model, labels)]
        : []),
      ...inRows(
        model.signatures.map((signature): Column => ({
          width: 165,
          stack: [
            { image: signature.file, fit: [160, 80] },
            { text: signature.name, bold: true },
            { text: labels.partyTypes[signature.role as keyof DocumentLabels['partyTypes']] ?? signature.role },
            {
              text: labels.signedAt(signature.place, dateText(signature.signed_at, model.language, true)),
              style: 'caption',
            },
          ],
          margin: [0, 0, 0, 12],
        })),
      ),
    ],
    styles: {
      title: { fontSize: 20, bold: true, margin: [0, 0, 0, 6] },
      h1: { fontSize: 16, bold: true, margin: [0, 10, 0, 4] },
      h2: { fontSize: 13, bold: true, margin: [0, 8, 0, 4] },
      h3: { fontSize: 11, bold: true, margin: [0, 6, 0, 2] },
      caption: { fontSize: 7, color: '#555555' },
      footer: { fontSize: 7, color: '#555555' },
    },
    defaultStyle: { fontSize: 9 },
  };
  const bytes = await pdfmake.createPdf(definition).getBuffer();
  return { bytes, pageCount };
}
