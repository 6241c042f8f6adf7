/**
 * Post-editing and addenda (docs/spec.md §2 "Post-editing wizard", §3 "Report (post-editing)", §4, §7
 * "Post-editing"): the finished report as the wizard loads it, the save of a normal edit, the
 * creation of an addendum, and the media calls. The tree is the shared `ContentTree` shape with
 * edit flags; stored images are listed once, each with its owner's uuid.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, StringEnum } from './common';
import { ContentHome, Uuid } from './content';
import { Party, PartyInput, ReportPlace } from './reports';
import { REPORT_TYPES, REPORT_STATES } from './constants';

/** A stored image of the report: `url` the full copy, `resized_url` the 512 px one (paths under `/files/`). */
export const StoredMedia = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  owner_uuid: Type.String(),
  url: Type.String(),
  resized_url: Nullable(Type.String()),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type StoredMedia = Static<typeof StoredMedia>;

/** A circumstance of docs/spec.md §2 "circumstances" page, with whether the report states it. */
export const CheckedCircumstance = Type.Object({ key: Type.String(), text: Type.String(), checked: Type.Boolean() });
export type CheckedCircumstance = Static<typeof CheckedCircumstance>;

/** `GET /front/reports/{id}/post-editing` (409 unless the report is finished). */
export const PostEditingReport = Type.Object({
  id: Type.Integer(),
  hashed_id: Type.String(),
  type: StringEnum(REPORT_TYPES),
  state: StringEnum(REPORT_STATES),
  /** The report's homes tree; every item marked edited (docs/spec.md §4: a normal edit saves everything). */
  answers: Type.Array(ContentHome),
  circumstances: Type.Array(CheckedCircumstance),
  parties: Type.Array(Party),
  place: Nullable(
    Type.Composite([
      ReportPlace,
      Type.Object({ front_picture_url: Nullable(Type.String()), remarks: Nullable(Type.String()) }),
    ]),
  ),
  /** The report's document configuration: the introduction texts (rich HTML) per report type. */
  config: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      enter_text: Type.String(),
      exit_text: Type.String(),
      start_works_text: Type.String(),
      other_text: Type.String(),
    }),
  ),
  media: Type.Array(StoredMedia),
});
export type PostEditingReport = Static<typeof PostEditingReport>;

/** Query of the addenda calls: keep every party's signature of the report (docs/spec.md §4). */
export const KeepSignaturesQuery = Type.Object({ keep_signatures: Type.Optional(Type.Boolean()) });
export type KeepSignaturesQuery = Static<typeof KeepSignaturesQuery>;

/** `GET /front/reports/{id}/addenda`: the tree an addendum starts from, nothing marked edited. */
export const AddendableHomes = Type.Object({
  addendable_homes: Type.Array(ContentHome),
  keep_signatures: Type.Boolean(),
});
export type AddendableHomes = Static<typeof AddendableHomes>;

/**
 * Body of `PUT` and `POST /front/reports/{id}/addenda`. `homes` is the whole tree (homes, floors,
 * rooms, objects it leaves out are removed by a normal edit); each item's media list names its
 * images after the save (docs/product.md "Post-editing is a draft").
 */
export const PostEditingSave = Type.Object({
  homes: Type.Array(ContentHome, { maxItems: 20 }),
  parties: Type.Array(PartyInput, { maxItems: 20 }),
  place: Type.Optional(Type.Object({ remarks: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))) })),
  /**
   * The circumstances the report states: their keys, or the objects the GET gives (those with
   * `checked` count), so a loaded report can be sent back as it came.
   */
  circumstances: Type.Array(
    Type.Union([
      Type.String({ maxLength: 100 }),
      Type.Object({
        key: Type.String({ maxLength: 100 }),
        text: Type.Optional(Type.String()),
        checked: Type.Boolean(),
      }),
    ]),
    { maxItems: 100 },
  ),
});
export type PostEditingSave = Static<typeof PostEditingSave>;

/** Answer of `PUT /front/reports/{id}/addenda`: the new version of the report's PDF being generated. */
export const PostEditingSaved = Type.Object({ document_id: Type.Integer() });
export type PostEditingSaved = Static<typeof PostEditingSaved>;

/**
 * Answer of `POST /front/reports/{id}/addenda`: the addendum's id and state (finished at once when
 * the signatures are kept, else `app`), and the addendum's own uuid for each item uuid sent, so
 * new photos go to the addendum's items.
 */
export const AddendumCreated = Type.Object({
  id: Type.Integer(),
  state: StringEnum(REPORT_STATES),
  uuids: Type.Record(Type.String(), Type.String()),
});
export type AddendumCreated = Static<typeof AddendumCreated>;

/** Path of the answer-media calls: `answerUuid` is an item of the report or of one of its addenda. */
export const AnswerMediaParams = Type.Object({ id: Id, answerUuid: Uuid });
export const AnswerMediaFileParams = Type.Composite([AnswerMediaParams, Type.Object({ fileId: Id })]);
export const PlaceMediaParams = Type.Object({ id: Id, placeId: Id });
/** Optional multipart text field of the media calls: the client's uuid for the image (a retry stores nothing twice). */
export const FrontMediaFields = Type.Object({ uuid: Type.Optional(Uuid) });
