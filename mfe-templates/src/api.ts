/** Template remote endpoints (docs/spec.md §7 "Templates"). Every mutation refreshes the affected lists. */
import { api } from 'shared-api';
import type {
  EntityInput,
  EntityLink,
  ExtraHomeLink,
  FloorLink,
  HomeInput,
  ListQuery,
  NamedInput,
  PagedResult,
  Question,
  QuestionInput,
  TemplateEntity,
  TemplateFloor,
  TemplateHome,
  TemplateKind,
  TemplateRoom,
  TemplateSummary,
} from 'shared-api/contract';

const TAG = { homes: 'Home', floors: 'Floor', rooms: 'Room', entities: 'Entity' } as const;
type ListArgs = ListQuery & { kind: TemplateKind; extra?: boolean };

const templatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTemplates: build.query<PagedResult<TemplateSummary>, ListArgs>({
      query: ({ kind, extra, ...params }) => ({
        url: `front/${kind}/`,
        params: kind === 'homes' ? { ...params, extra: extra ? 1 : 0 } : params,
      }),
      // the rooms list is paged under data.data (docs/spec.md §7)
      transformResponse: (response: PagedResult<TemplateSummary> | { data: PagedResult<TemplateSummary> }) =>
        'pagination' in response ? response : response.data,
      providesTags: (_result, _error, { kind }) => [{ type: TAG[kind], id: 'LIST' }],
    }),
    getAllTemplates: build.query<TemplateSummary[], { kind: TemplateKind; extra?: boolean }>({
      query: ({ kind, extra }) => ({
        url: `front/${kind}/all`,
        params: kind === 'homes' ? { extra: extra ? 1 : 0 } : undefined,
      }),
      providesTags: (_result, _error, { kind }) => [{ type: TAG[kind], id: 'LIST' }],
    }),
    getRoomsWithEntities: build.query<TemplateRoom[], void>({
      query: () => ({ url: 'front/rooms/all', params: { include_entities: 1 } }),
      providesTags: [{ type: 'Room', id: 'LIST' }],
    }),
    getHome: build.query<TemplateHome, number>({
      query: (id) => `front/homes/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Home', id }],
    }),
    getFloor: build.query<TemplateFloor, number>({
      query: (id) => `front/floors/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Floor', id }],
    }),
    getRoom: build.query<TemplateRoom, number>({
      query: (id) => `front/rooms/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Room', id }],
    }),
    getEntity: build.query<TemplateEntity, number>({
      query: (id) => `front/entities/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Entity', id }],
    }),
    saveHome: build.mutation<TemplateHome, { id?: number; body: HomeInput }>({
      query: ({ id, body }) => ({ url: id ? `front/homes/${id}` : 'front/homes', method: id ? 'PUT' : 'POST', body }),
      invalidatesTags: (result) => [
        { type: 'Home', id: 'LIST' },
        { type: 'Home', id: result?.id },
      ],
    }),
    /** `POST /front/homes/{id}/copy`: a copy into the caller's organisation (docs/product.md "The shared library"). */
    copyHome: build.mutation<TemplateHome, { id: number; name?: string }>({
      query: ({ id, name }) => ({ url: `front/homes/${id}/copy`, method: 'POST', body: name ? { name } : {} }),
      invalidatesTags: [{ type: 'Home', id: 'LIST' }],
    }),
    /** `DELETE /front/homes/{id}`: the organisation's own building (an admin's: any). */
    deleteHome: build.mutation<void, number>({
      query: (id) => ({ url: `front/homes/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Home', id: 'LIST' },
        { type: 'Home', id },
      ],
    }),
    saveFloor: build.mutation<TemplateFloor, { id?: number; body: NamedInput }>({
      query: ({ id, body }) => ({ url: id ? `front/floors/${id}` : 'front/floors', method: id ? 'PUT' : 'POST', body }),
      invalidatesTags: (result) => [
        { type: 'Floor', id: 'LIST' },
        { type: 'Floor', id: result?.id },
      ],
    }),
    saveRoom: build.mutation<TemplateRoom, { id?: number; body: NamedInput }>({
      query: ({ id, body }) => ({ url: id ? `front/rooms/${id}` : 'front/rooms', method: id ? 'PUT' : 'POST', body }),
      invalidatesTags: (result) => [
        { type: 'Room', id: 'LIST' },
        { type: 'Room', id: result?.id },
      ],
    }),
    saveEntity: build.mutation<TemplateEntity, { id?: number; body: EntityInput }>({
      query: ({ id, body }) => ({
        url: id ? `front/entities/${id}` : 'front/entities',
        method: id ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: (result) => [
        { type: 'Entity', id: 'LIST' },
        { type: 'Entity', id: result?.id },
      ],
    }),
    syncHomeFloors: build.mutation<TemplateHome, { id: number; floors: FloorLink[] }>({
      query: ({ id, floors }) => ({ url: `front/homes/${id}/floors`, method: 'POST', body: { floors } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Home', id }],
    }),
    syncHomeEntities: build.mutation<TemplateHome, { id: number; entities: EntityLink[] }>({
      query: ({ id, entities }) => ({ url: `front/homes/${id}/entities`, method: 'POST', body: { entities } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Home', id }],
    }),
    syncHomeExtras: build.mutation<TemplateHome, { id: number; extra_homes: ExtraHomeLink[] }>({
      query: ({ id, extra_homes }) => ({ url: `front/homes/${id}/extra_homes`, method: 'POST', body: { extra_homes } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Home', id }],
    }),
    syncFloorRooms: build.mutation<TemplateFloor, { id: number; rooms: FloorLink[] }>({
      query: ({ id, rooms }) => ({ url: `front/floors/${id}/rooms`, method: 'POST', body: { rooms } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Floor', id }],
    }),
    syncRoomEntities: build.mutation<TemplateRoom, { id: number; entities: EntityLink[] }>({
      query: ({ id, entities }) => ({ url: `front/rooms/${id}/entities`, method: 'POST', body: { entities } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Room', id }],
    }),
    saveQuestion: build.mutation<Question, { entityId: number; questionId?: number; body: QuestionInput }>({
      query: ({ entityId, questionId, body }) => ({
        url: questionId ? `front/entities/${entityId}/questions/${questionId}` : `front/entities/${entityId}/questions`,
        method: questionId ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { entityId }) => [{ type: 'Entity', id: entityId }],
    }),
    deleteQuestion: build.mutation<void, { entityId: number; questionId: number }>({
      query: ({ entityId, questionId }) => ({
        url: `front/entities/${entityId}/questions/${questionId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { entityId }) => [{ type: 'Entity', id: entityId }],
    }),
  }),
});

export const {
  useGetTemplatesQuery,
  useGetAllTemplatesQuery,
  useGetRoomsWithEntitiesQuery,
  useGetHomeQuery,
  useGetFloorQuery,
  useGetRoomQuery,
  useGetEntityQuery,
  useSaveHomeMutation,
  useCopyHomeMutation,
  useDeleteHomeMutation,
  useSaveFloorMutation,
  useSaveRoomMutation,
  useSaveEntityMutation,
  useSyncHomeFloorsMutation,
  useSyncHomeEntitiesMutation,
  useSyncHomeExtrasMutation,
  useSyncFloorRoomsMutation,
  useSyncRoomEntitiesMutation,
  useSaveQuestionMutation,
  useDeleteQuestionMutation,
} = templatesApi;
