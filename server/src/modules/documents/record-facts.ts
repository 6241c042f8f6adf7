/**
 * The facts of a version (docs/product.md "Honest signatures"): a document model flattened to
 * `item \t field → value`, so two versions compare item by item. Items are named by their path of
 * names (home › floor › room › object; a second sibling of the same name gets " (2)"); `#parties`,
 * `#circumstances` and `#general` (an addendum's general remarks) are the document's own facts,
 * `#accepted` a report's remarks accepted through sign-off links (per addendum reference and
 * number), `#comparison` and `#settlement` those of an exit report's comparison section and of a
 * settlement. Values are text: answers as their JSON,
 * photos as their SHA-256 list. Pure functions, no database.
 */
import type { DocumentModel, ModelArea, ModelEntity, ModelPhoto } from './model';
import type { ModelComparedItem } from './compared-model';

type ModelComparedSide = ModelComparedItem['entry'];
import { sha256Of } from '../media/media';

/** `item \t field` → value. */
export type Facts = Record<string, string>;

/** One difference between two versions; `before` or `after` is null when the fact is added or removed. */
export interface FactChange {
  /** Path of names joined by " › ", or `#parties` / `#circumstances`. */
  item: string;
  /** `state`, `cleanliness`, `remarks`, `amount`, `eval`, `photos`, `party`, `list`, `q:<question>` or `obs:<name>`. */
  field: string;
  before: string | null;
  after: string | null;
}

export const PATH_SEPARATOR = ' › ';

const photoList = (photos: ModelPhoto[]) => photos.map((photo) => photo.sha256).join(' ');

/** Names of siblings made unique in order: the second "Stopcontact" becomes "Stopcontact (2)". */
function uniqueNames<T extends { name: string }>(items: T[]): [string, T][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = (seen.get(item.name) ?? 0) + 1;
    seen.set(item.name, count);
    return [count === 1 ? item.name : `${item.name} (${count})`, item];
  });
}

/** The facts `model` prints; empty values are left out. */
export function factsOf(
  model: Pick<DocumentModel, 'parties' | 'circumstances' | 'homes'> &
    Partial<
      Pick<DocumentModel, 'comparison' | 'settlement' | 'general_remarks' | 'place_remarks' | 'accepted_remarks'>
    >,
): Facts {
  const facts: Facts = {};
  const put = (item: string, field: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') facts[`${item}\t${field}`] = String(value);
  };
  const assessed = (
    item: string,
    row: { state: string | null; cleanliness: string | null; remarks: string | null },
  ) => {
    put(item, 'state', row.state);
    put(item, 'cleanliness', row.cleanliness);
    put(item, 'remarks', row.remarks);
  };
  const entity = (path: string, row: ModelEntity) => {
    assessed(path, row);
    put(path, 'amount', row.amount);
    put(path, 'eval', row.eval_not_possible ? 'true' : null);
    put(path, 'photos', photoList(row.photos));
    for (const answer of row.answers) put(path, `q:${answer.question}`, JSON.stringify(answer.values));
    for (const [name, observation] of uniqueNames(row.observations)) {
      put(path, `obs:${name}`, [observation.type, observation.remarks].filter(Boolean).join(': '));
      put(`${path}${PATH_SEPARATOR}${name}`, 'photos', photoList(observation.photos));
    }
  };
  const area = (path: string, row: ModelArea) => {
    assessed(path, row);
    put(path, 'photos', photoList(row.photos));
    for (const [name, child] of uniqueNames(row.entities)) entity(`${path}${PATH_SEPARATOR}${name}`, child);
  };
  uniqueNames(model.parties).forEach(([, party], index) =>
    put(
      '#parties',
      `party:${index + 1}`,
      [`${party.type}: ${party.name}`, party.company, party.address, party.email, party.phone, party.dob]
        .filter(Boolean)
        .join(', '),
    ),
  );
  put('#circumstances', 'list', model.circumstances.join(', '));
  put('#general', 'remarks', model.general_remarks?.join('\n'));
  put('#place', 'remarks', model.place_remarks?.join('\n'));
  for (const group of model.accepted_remarks ?? [])
    group.remarks.forEach((remark, index) =>
      put('#accepted', `${group.reference}:${index + 1}`, [...remark.path, remark.text].join(PATH_SEPARATOR)),
    );
  for (const [homeName, home] of uniqueNames(model.homes)) {
    for (const [name, row] of uniqueNames(home.entities)) entity(`${homeName}${PATH_SEPARATOR}${name}`, row);
    for (const [floorName, floor] of uniqueNames(home.floors)) {
      const floorPath = `${homeName}${PATH_SEPARATOR}${floorName}`;
      area(floorPath, floor);
      for (const [roomName, room] of uniqueNames(floor.rooms)) area(`${floorPath}${PATH_SEPARATOR}${roomName}`, room);
    }
  }
  comparedFacts(model, put);
  return facts;
}

/** A compared side as one fact: its fields as JSON, its photos by checksum. */
const sideFact = (side: ModelComparedSide | null) =>
  side && JSON.stringify({ ...side, media: side.media.map((photo) => photo.sha256) });

/**
 * The facts of the comparison section (`#comparison`, one per changed item by its path) and of a
 * settlement (`#settlement`, one per line, the deposit and what goes to whom), in cents.
 */
function comparedFacts(
  model: Partial<Pick<DocumentModel, 'comparison' | 'settlement'>>,
  put: (item: string, field: string, value: string | number | null) => void,
) {
  const { comparison, settlement } = model;
  if (comparison) {
    put('#comparison', 'entry', `${comparison.entry_reference} ${comparison.entry_finished_at ?? ''}`.trim());
    put('#comparison', 'unchanged', comparison.unchanged);
    for (const item of comparison.items)
      put(
        '#comparison',
        item.path.join(PATH_SEPARATOR),
        JSON.stringify([sideFact(item.entry), sideFact(item.exit), item.new_damage, item.consumption ?? null]),
      );
  }
  if (settlement) {
    settlement.lines.forEach((line, index) =>
      put(
        '#settlement',
        `line:${index + 1}`,
        JSON.stringify([
          line.path.join(PATH_SEPARATOR),
          line.description,
          line.liability,
          line.gross_cents,
          line.tenant_cents,
        ]),
      ),
    );
    put('#settlement', 'deposit', settlement.deposit_cents);
    put('#settlement', 'to_tenant', settlement.to_tenant_cents);
    put('#settlement', 'to_landlord', settlement.to_landlord_cents);
    put('#settlement', 'still_owed', settlement.tenant_still_owes_cents);
  }
}

/** SHA-256 of `facts`, independent of key order: what a signature binds. */
export const factsSha256 = (facts: Facts) =>
  sha256Of(
    Buffer.from(
      JSON.stringify(
        Object.keys(facts)
          .sort()
          .map((key) => [key, facts[key]]),
      ),
    ),
  );

/**
 * What changed from `before` to `after`, in the order `after` lists its facts (removed facts
 * last). With `partial` (an addendum holds only the items it changes) facts missing from `after`
 * are not changes.
 */
export function changesBetween(before: Facts, after: Facts, partial = false): FactChange[] {
  const keys = [...Object.keys(after), ...(partial ? [] : Object.keys(before).filter((key) => !(key in after)))];
  return keys
    .filter((key) => before[key] !== after[key])
    .map((key) => {
      const [item, field] = key.split('\t');
      return { item, field, before: before[key] ?? null, after: after[key] ?? null };
    });
}
