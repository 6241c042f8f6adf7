/**
 * Where the editor reads the template library and the regional completeness: in the wizard from
 * the back-office's calls, in the field app from what the device downloaded with the report
 * (`WizardState.offline`, docs/product.md "The field app"), so the editor works without a network.
 */
import type { Completeness, TemplateEntity, TemplateRoom } from 'shared-api/contract';
import { useGetObjectTypesQuery, useGetPageCompletenessQuery, useGetTemplateRoomsQuery } from '../../../api';
import { useWizardSelector } from './selectors';

/** Template rooms with their objects ("Template kamers"); undefined while loading. */
export function useTemplateRooms(): TemplateRoom[] | undefined {
  const offline = useWizardSelector((state) => state.offline?.templates.rooms);
  const { data } = useGetTemplateRoomsQuery(undefined, { skip: Boolean(offline) });
  return offline ?? data;
}

/** Object types with their questions (the object dialog's type table); `skip` when not needed. */
export function useObjectTypes(skip = false): TemplateEntity[] | undefined {
  const offline = useWizardSelector((state) => state.offline?.templates.entities);
  const { data } = useGetObjectTypesQuery(undefined, { skip: skip || Boolean(offline) });
  return offline ?? data;
}

/** The report's regional completeness (docs/product.md "Regional completeness"); undefined while loading. */
export function useCompleteness(): Completeness | undefined {
  const offline = useWizardSelector((state) => state.offline?.completeness);
  const reportId = useWizardSelector((state) => state.reportId);
  const { data } = useGetPageCompletenessQuery(reportId!, { skip: reportId === null || Boolean(offline) });
  return offline ?? data;
}
