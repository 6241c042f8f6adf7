/**
 * Wizard remote endpoints (docs/spec.md §7 "Post-editing"). Loads are not cached between visits
 * (`keepUnusedDataFor: 0`): the wizard copies what it loads into its own slice. A save or an
 * addendum refreshes the report's detail (`Report` tag: new PDF version, new addendum).
 */
import { api, postEditingRequest } from 'shared-api';
import type {
  AddendableHomes,
  Completeness,
  AddendumCreated,
  PostEditingReport,
  PostEditingSave,
  PostEditingSaved,
  SignOffOverview,
  StoredMedia,
  TemplateEntity,
  TemplateRoom,
} from 'shared-api/contract';

const wizardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPostEditing: build.query<PostEditingReport, number>({
      query: postEditingRequest,
      keepUnusedDataFor: 0,
    }),
    getAddendableHomes: build.query<AddendableHomes, { id: number; keepSignatures: boolean }>({
      query: ({ id, keepSignatures }) => ({
        url: `front/reports/${id}/addenda`,
        params: { keep_signatures: keepSignatures },
      }),
      keepUnusedDataFor: 0,
    }),
    /**
     * `GET /front/reports/{id}/sign-off` (docs/product.md "Sign-off by link"): the wizard names the
     * remark addenda still waiting for the inspector's decision (named apart from the report
     * detail's `getSignOff`: remotes never share an endpoint definition).
     */
    getWaitingRemarks: build.query<SignOffOverview, number>({
      query: (id) => `front/reports/${id}/sign-off`,
      providesTags: (_result, _error, id) => [{ type: 'SignOff' as const, id }],
    }),
    /**
     * The report's regional completeness, for the sidebar's badges (docs/product.md "Regional
     * completeness"); asked again when a save changes the report.
     */
    getPageCompleteness: build.query<Completeness, number>({
      query: (id) => `front/reports/${id}/completeness`,
      providesTags: (_result, _error, id) => [{ type: 'Report', id }],
    }),
    /** Template rooms with their objects ("Template kamers"). */
    getTemplateRooms: build.query<TemplateRoom[], void>({
      query: () => ({ url: 'front/rooms/all', params: { include_entities: 1 } }),
      providesTags: [{ type: 'Room', id: 'LIST' }],
    }),
    /** Object types with their questions (the dialog's type table). */
    getObjectTypes: build.query<TemplateEntity[], void>({
      query: () => 'front/entities/all',
      providesTags: [{ type: 'Entity', id: 'LIST' }],
    }),
    saveNormalEdit: build.mutation<PostEditingSaved, { id: number; body: PostEditingSave }>({
      query: ({ id, body }) => ({ url: `front/reports/${id}/addenda`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Report', id }],
    }),
    createAddendum: build.mutation<AddendumCreated, { id: number; keepSignatures: boolean; body: PostEditingSave }>({
      query: ({ id, keepSignatures, body }) => ({
        url: `front/reports/${id}/addenda`,
        method: 'POST',
        params: { keep_signatures: keepSignatures },
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Report', id },
        { type: 'Report', id: 'LIST' },
      ],
    }),
    /** Uploads `file` as image `uuid` of item `itemUuid` (multipart field `media`; a retry stores nothing twice). */
    uploadItemMedia: build.mutation<StoredMedia, { id: number; itemUuid: string; uuid: string; file: Blob }>({
      query: ({ id, itemUuid, uuid, file }) => {
        const form = new FormData();
        form.append('uuid', uuid);
        form.append('media', file, `${uuid}.${file.type === 'image/png' ? 'png' : 'jpg'}`);
        return { url: `front/reports/${id}/answers/${itemUuid}/media`, method: 'POST', body: form };
      },
    }),
    uploadPlacePicture: build.mutation<{ front_picture_url: string }, { id: number; placeId: number; file: Blob }>({
      query: ({ id, placeId, file }) => {
        const form = new FormData();
        form.append('media', file, file.type === 'image/png' ? 'gevel.png' : 'gevel.jpg');
        return { url: `front/reports/${id}/place/${placeId}/media`, method: 'POST', body: form };
      },
    }),
  }),
});

export const {
  useGetPostEditingQuery,
  useGetAddendableHomesQuery,
  useGetPageCompletenessQuery,
  useGetTemplateRoomsQuery,
  useGetObjectTypesQuery,
  useGetWaitingRemarksQuery,
  useSaveNormalEditMutation,
  useCreateAddendumMutation,
  useUploadItemMediaMutation,
  useUploadPlacePictureMutation,
} = wizardApi;
