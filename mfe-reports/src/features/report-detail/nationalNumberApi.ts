/**
 * The reveal of a national register number (docs/product.md "Personal data"), injected into the
 * one api slice with the report detail's lazy chunk, so the first load of /reports stays as it was.
 */
import { api } from 'shared-api';
import type { NationalNumberReveal } from 'shared-api/contract';

const nationalNumberApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The full number of a party (or of its representative `representativeKey`); the server
     * audits each call. A mutation: never cached.
     */
    revealNationalNumber: build.mutation<
      NationalNumberReveal,
      { reportId: number; partyUuid: string; representativeKey?: string }
    >({
      query: ({ reportId, partyUuid, representativeKey }) =>
        `front/reports/${reportId}/parties/${partyUuid}` +
        `${representativeKey ? `/representatives/${encodeURIComponent(representativeKey)}` : ''}/national-number`,
    }),
  }),
});

export const { useRevealNationalNumberMutation } = nationalNumberApi;
