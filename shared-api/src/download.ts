/**
 * Authenticated file downloads with progress (issue 8: the photo zip "shows progress"), through
 * `baseQueryWithReauth` so the bearer token and the one-refresh rule apply as for every call.
 * A plain thunk: nothing non-serializable enters the store.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQueryWithReauth } from './baseQuery';
import { notify } from './noticesSlice';
import { firstErrorMessage } from './errors';
import type { AppDispatch, RootState } from './store';

/** A downloaded file: its bytes and the name from `Content-Disposition`. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Called as bytes arrive; `total` is null when the server sent no `Content-Length`. */
export type DownloadProgress = (loaded: number, total: number | null) => void;

async function readWithProgress(response: Response, onProgress?: DownloadProgress): Promise<DownloadedFile> {
  const total = Number(response.headers.get('content-length')) || null;
  const fileName = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const { done, value } = reader ? await reader.read() : { done: true as const, value: undefined };
    if (done || !value) break;
    chunks.push(value);
    loaded += value.length;
    onProgress?.(loaded, total);
  }
  return { blob: new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' }), fileName };
}

/**
 * `dispatch(downloadFile('front/reports/12/download-media', onProgress))` resolves to the file.
 * On failure the snackbar shows the server's message and the promise rejects.
 */
export const downloadFile =
  (url: string, onProgress?: DownloadProgress) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<DownloadedFile> => {
    const controller = new AbortController();
    const api = {
      dispatch,
      getState,
      signal: controller.signal,
      abort: () => controller.abort(),
      endpoint: 'download',
      type: 'query',
      extra: undefined,
    } as BaseQueryApi;
    const result = await baseQueryWithReauth(
      {
        url,
        responseHandler: (response) =>
          response.ok ? readWithProgress(response, onProgress) : response.json().catch(() => ({})),
      },
      api,
      {},
    );
    if (result.error) {
      dispatch(notify({ kind: 'error', text: firstErrorMessage(result.error) }));
      throw result.error;
    }
    return result.data as DownloadedFile;
  };
