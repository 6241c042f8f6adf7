/**
 * The field app's calls: the sync API `/app/*` (OpenAPI tag `app`, README "Documents and the
 * tablet app"), each with the device's name in `X-Device-Id` (docs/product.md "One device at a
 * time"). Their failures are shown by the field app's own sync state, never by the snackbar: the
 * outbox retries them (docs/product.md "The field app").
 */
import { api } from 'shared-api';
import {
  DEVICE_HEADER,
  type AppReport,
  type AppWaitingItem,
  type ContentTree,
  type FinishBody,
  type FinishResult,
  type MediaReceipt,
  type MediaUploadResult,
} from 'shared-api/contract';
import type { DocumentKind } from './device/db';

/** Every status the sync state shows itself (network failures included). */
const onScreen = {
  shownOnScreen: [
    'FETCH_ERROR',
    'TIMEOUT_ERROR',
    'PARSING_ERROR',
    400,
    401,
    403,
    404,
    409,
    413,
    415,
    422,
    500,
    502,
    503,
    504,
  ],
};

/** `/app/reports/{id}` or `/app/addenda/{id}`. */
const base = (kind: DocumentKind, id: number) => `app/${kind === 'report' ? 'reports' : 'addenda'}/${id}`;

/** One document of the device: its kind and id, and the device's name. */
export interface OnDevice {
  kind: DocumentKind;
  id: number;
  device: string;
}
const headers = (device: string) => ({ [DEVICE_HEADER]: device });

export const inspectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /app/reports`: what waits for the signed-in inspector (state app or ongoing). */
    getWaitingInspections: build.query<AppWaitingItem[], string>({
      query: (device) => ({ url: 'app/reports', headers: headers(device) }),
      keepUnusedDataFor: 0,
      extraOptions: onScreen,
    }),
    downloadInspection: build.mutation<AppReport, OnDevice>({
      query: ({ kind, id, device }) => ({ url: base(kind, id), headers: headers(device) }),
      extraOptions: onScreen,
    }),
    startInspection: build.mutation<{ state: 'ongoing' }, OnDevice>({
      query: ({ kind, id, device }) => ({ url: `${base(kind, id)}/start`, method: 'POST', headers: headers(device) }),
      extraOptions: onScreen,
    }),
    /** Takes the document over from another device (docs/product.md "One device at a time"). */
    takeOverInspection: build.mutation<{ claimed_at: number }, OnDevice>({
      query: ({ kind, id, device }) => ({
        url: `${base(kind, id)}/take-over`,
        method: 'POST',
        headers: headers(device),
      }),
      extraOptions: onScreen,
    }),
    uploadContent: build.mutation<void, OnDevice & { tree: ContentTree }>({
      query: ({ kind, id, device, tree }) => ({
        url: `${base(kind, id)}/content`,
        method: 'PUT',
        body: tree,
        headers: headers(device),
      }),
      extraOptions: onScreen,
    }),
    /** One photo, with the SHA-256 computed on the device (idempotent by uuid). */
    uploadPhoto: build.mutation<MediaUploadResult, OnDevice & { form: FormData }>({
      query: ({ kind, id, device, form }) => ({
        url: `${base(kind, id)}/media`,
        method: 'POST',
        body: form,
        headers: headers(device),
      }),
      extraOptions: onScreen,
    }),
    getReceipt: build.mutation<MediaReceipt, OnDevice>({
      query: ({ kind, id, device }) => ({ url: `${base(kind, id)}/receipt`, headers: headers(device) }),
      extraOptions: onScreen,
    }),
    finishInspection: build.mutation<FinishResult, OnDevice & { body: FinishBody }>({
      query: ({ kind, id, device, body }) => ({
        url: `${base(kind, id)}/finish`,
        method: 'POST',
        body,
        headers: headers(device),
      }),
      extraOptions: onScreen,
    }),
  }),
});

export const { useGetWaitingInspectionsQuery, useDownloadInspectionMutation, useTakeOverInspectionMutation } =
  inspectionsApi;
