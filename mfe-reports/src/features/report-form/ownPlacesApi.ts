/**
 * One's own addresses for the report form's picker (docs/product.md "Forms and lists"), injected
 * into the one api slice with the form's lazy chunk, so the first load of /reports stays as it was.
 */
import { api } from 'shared-api';
import type { Place } from 'shared-api/contract';

const ownPlacesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /front/places/own?query=`: each address once, newest first, at most 20, searched by words. */
    getOwnPlaces: build.query<{ data: Place[] }, string>({
      query: (query) => ({ url: 'front/places/own', params: query ? { query } : {} }),
      providesTags: [{ type: 'Place', id: 'LIST' }],
    }),
  }),
});

export const { useGetOwnPlacesQuery } = ownPlacesApi;
