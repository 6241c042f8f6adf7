/**
 * The branches a configuration may belong to (docs/product.md "The shared library"): those of the
 * caller's organisation, read from `GET /front/organisations/{id}`; injected with the form's lazy
 * chunk, so the first load of /reports stays as it was.
 */
import { api } from 'shared-api';
import type { Organisation } from 'shared-api/contract';

const branchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The branches `{id, name}` of organisation `id`, by name. */
    getConfigurationBranches: build.query<{ id: number; name: string }[], number>({
      query: (id) => `front/organisations/${id}`,
      transformResponse: (organisation: Organisation) =>
        organisation.branches.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    }),
  }),
});

export const { useGetConfigurationBranchesQuery } = branchesApi;
