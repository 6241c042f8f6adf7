/**
 * Who may do what with a building template on screen (docs/product.md "The shared library"): an
 * admin changes every template and edits the library; a company manager copies the provider's
 * buildings into the organisation and changes the organisation's own; other members read. The
 * server enforces every rule; this only shapes the screens.
 */
import { useGetMeQuery } from 'shared-api';
import type { TemplateSummary } from 'shared-api/contract';

export interface TemplateRights {
  isAdmin: boolean;
  /** Copies a building it sees into its organisation. */
  canCopy: boolean;
  /** Changes (and deletes, when it is an organisation's) building `home`; a new one: admins only. */
  canEdit: (home: Pick<TemplateSummary, 'organisation_id'> | undefined) => boolean;
}

export function useTemplateRights(): TemplateRights {
  const { data: me } = useGetMeQuery();
  const isAdmin = me?.role === 'admin';
  const isManager = me?.organisation?.role === 'company_manager';
  return {
    isAdmin,
    canCopy: isAdmin || isManager,
    canEdit: (home) => isAdmin || (isManager && home !== undefined && home.organisation_id != null),
  };
}
