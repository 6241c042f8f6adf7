/**
 * The inventory pages of a document of record (docs/product.md "The PDF layout"): per building
 * the meters, keys and technical installations, each floor and room as a full-width table
 * (number, object, state, cleanliness, description with answers, remarks and numbered findings),
 * and under each table the photos of that room as a numbered grid whose captions name the object
 * and finding they show ("Foto 7 – Kraan · bij Vaststelling 2"). Findings and photos are numbered
 * through the whole document. Headings carry `headlineLevel` so they never end a page alone.
 */
import type { Column, Content, TableCell } from 'pdfmake/interfaces';
import type { DocumentModel, ModelArea, ModelEntity, ModelHome, ModelPhoto } from '../model-types';
import type { DocumentLabels } from './labels';
import { valueText } from 'shared-api/contract';
import { answerText, dateText } from './words';

/** Photos per row in a grid, and the text width of an A4 page with 40 pt margins. */
export const GRID_COLUMNS = 3;
export const PAGE_WIDTH = 515;
const GRID_GAP = 8;
/** Printed width of one grid photo, in points (the size budget's dpi floor refers to it). */
export const PHOTO_WIDTH = (PAGE_WIDTH - (GRID_COLUMNS - 1) * GRID_GAP) / GRID_COLUMNS;

/** A photo waiting for the grid, with what its caption names. */
interface NumberedPhoto {
  photo: ModelPhoto;
  number: number;
  object: string;
  finding: number | null;
}

/** Running numbers of findings and photos, and the photos of the area being written. */
class Numbering {
  finding = 0;
  photo = 0;
  pending: NumberedPhoto[] = [];
  take(photos: ModelPhoto[], object: string, finding: number | null = null): number[] {
    return photos.map((photo) => {
      this.photo += 1;
      this.pending.push({ photo, number: this.photo, object, finding });
      return this.photo;
    });
  }
  flush(): NumberedPhoto[] {
    const photos = this.pending;
    this.pending = [];
    return photos;
  }
}

interface Context {
  model: DocumentModel;
  labels: DocumentLabels;
  numbering: Numbering;
}

const photoRefs = (numbers: number[], labels: DocumentLabels) =>
  numbers.length === 0 ? '' : numbers.length === 1 ? labels.photoLabel(numbers[0]) : labels.photosLabel(numbers);

/** The description cell of an object: answers, amount, remarks and its numbered findings. */
function description(entity: ModelEntity, { model, labels, numbering }: Context): Content[] {
  const ownPhotos = numbering.take(entity.photos, entity.name);
  const lines: Content[] = [
    ...entity.answers.map((answer): Content => ({
      text: [
        { text: `${answer.question}: `, color: '#555555' },
        answer.values.map((value) => answerText(value, model.language, labels)).join(', '),
      ],
    })),
    ...(entity.amount !== null
      ? [{ text: `${labels.amount}: ${answerText(entity.amount, model.language, labels)}` }]
      : []),
    ...(entity.eval_not_possible ? [{ text: labels.evalNotPossible, italics: true }] : []),
    ...(entity.remarks ? [{ text: entity.remarks }] : []),
    ...(ownPhotos.length ? [{ text: photoRefs(ownPhotos, labels), style: 'ref' }] : []),
  ];
  for (const observation of entity.observations) {
    numbering.finding += 1;
    const finding = numbering.finding;
    const photos = numbering.take(observation.photos, entity.name, finding);
    lines.push({
      text: [
        { text: labels.findingLabel(finding), bold: true },
        // the app names findings "Vaststelling 1", "Vaststelling 2"…: only a name of the inspector's own is printed
        /^\S+ \d+$/.test(observation.name) ? '' : ` – ${observation.name}`,
        observation.type && observation.type !== 'observation'
          ? ` (${valueText(observation.type, model.language)})`
          : '',
        observation.remarks ? `: ${observation.remarks}` : '',
        photos.length ? { text: ` ${photoRefs(photos, labels)}`, style: 'ref' } : '',
      ],
      margin: [0, 2, 0, 0],
    });
  }
  return lines;
}

/** The table of objects: one row each, the header repeated on every page the table spans. */
function objectTable(entities: ModelEntity[], context: Context): Content[] {
  if (!entities.length) return [];
  const { labels } = context;
  const header: TableCell[] = [labels.number, labels.object, labels.state, labels.cleanliness, labels.description].map(
    (text) => ({ text, style: 'th' }),
  );
  const rows: TableCell[][] = entities.map((entity, index) => [
    { text: String(index + 1), color: '#555555' },
    { text: entity.name, bold: true },
    valueText(entity.state ?? '', context.model.language),
    valueText(entity.cleanliness ?? '', context.model.language),
    { stack: description(entity, context) },
  ]);
  return [
    {
      table: {
        headerRows: 1,
        keepWithHeaderRows: 1,
        dontBreakRows: true,
        widths: [14, 105, 62, 62, '*'],
        body: [header, ...rows],
      },
      layout: {
        hLineWidth: (row) => (row <= 1 ? 0.8 : 0.3),
        vLineWidth: () => 0,
        hLineColor: () => '#999999',
        fillColor: (row) => (row === 0 ? '#eef2f5' : null),
        paddingTop: () => 3,
        paddingBottom: () => 3,
      },
      margin: [0, 2, 0, 6],
    },
  ];
}

/** The numbered photos taken since the last grid, three to a row, each row kept on one page. */
function photoGrid({ model, labels, numbering }: Context): Content[] {
  const photos = numbering.flush();
  const rows: Content[] = [];
  for (let index = 0; index < photos.length; index += GRID_COLUMNS)
    rows.push({
      columns: photos.slice(index, index + GRID_COLUMNS).map(({ photo, number, object, finding }): Column => ({
        width: PHOTO_WIDTH,
        stack: [
          { image: photo.file, fit: [PHOTO_WIDTH, PHOTO_WIDTH * 0.75] },
          {
            text: [
              { text: `${labels.photoLabel(number)} – ${object}`, bold: true },
              finding ? ` · ${labels.atFinding(finding)}` : '',
              photo.captured_at ? `\n${labels.photoTaken} ${dateText(photo.captured_at, model.language, true)}` : '',
              photo.caption ? ` · ${photo.caption}` : '',
            ],
            style: 'caption',
          },
        ],
      })),
      columnGap: GRID_GAP,
      margin: [0, 4, 0, 4],
      unbreakable: true,
    });
  return rows;
}

/** A floor's or room's heading, its own assessment line, its objects and its photos. */
function areaContent(area: ModelArea, level: 2 | 3, context: Context): Content[] {
  const { labels } = context;
  const ownPhotos = context.numbering.take(area.photos, area.name);
  const assessment = [
    area.state && `${labels.state}: ${valueText(area.state, context.model.language)}`,
    area.cleanliness && `${labels.cleanliness}: ${valueText(area.cleanliness, context.model.language)}`,
    area.remarks && `${labels.remarks}: ${area.remarks}`,
    photoRefs(ownPhotos, labels),
  ].filter(Boolean);
  return [
    // the contents list buildings and floors, not every room
    { text: area.name, style: `h${level}`, headlineLevel: level, tocItem: level === 2 },
    ...(assessment.length ? [{ text: assessment.join(' · '), margin: [0, 0, 0, 4] } as Content] : []),
    ...objectTable(area.entities, context),
    ...photoGrid(context),
  ];
}

/** A building: meters, keys, technical installations, floors with rooms, then the exterior. */
function homeContent(home: ModelHome, context: Context): Content[] {
  const { labels } = context;
  const section = (title: string, entities: ModelEntity[]): Content[] =>
    entities.length
      ? [{ text: title, style: 'h2', headlineLevel: 2 }, ...objectTable(entities, context), ...photoGrid(context)]
      : [];
  const ofType = (test: (type: string) => boolean) => home.entities.filter((entity) => test(entity.type));
  return [
    { text: home.name, style: 'h1', headlineLevel: 1, tocItem: true },
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
      ...areaContent(floor, 2, context),
      ...floor.rooms.flatMap((room) => areaContent(room, 3, context)),
    ]),
    ...section(
      labels.exterior,
      ofType((type) => !['meter', 'key'].includes(type) && !type.startsWith('tech.')),
    ),
  ];
}

/** Every building of `model`, the main one first, with fresh numbering. */
export function inventory(model: DocumentModel, labels: DocumentLabels): Content[] {
  const context: Context = { model, labels, numbering: new Numbering() };
  const [main, ...extras] = [...model.homes].sort((a, b) => (a.type === b.type ? 0 : a.type === 'main' ? -1 : 1));
  return [
    ...(main ? homeContent(main, context) : []),
    ...(extras.length ? [{ text: labels.extras, style: 'h1', headlineLevel: 1, tocItem: true } as Content] : []),
    ...extras.flatMap((home) => homeContent(home, context)),
  ];
}
