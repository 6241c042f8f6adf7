/** Links inside the wizard: `path('floor/room/{uuid}')` → `/reports/{id}/{type}/floor/room/{uuid}` (docs/spec.md §2). */
import { paths } from 'shared-api';
import { useWizardSelector } from '../state/selectors';

export function useWizardPath(): (page?: string) => string {
  const reportId = useWizardSelector((state) => state.reportId);
  const type = useWizardSelector((state) => state.type);
  return (page = '') => paths.wizard(reportId ?? 0, type ?? 'post-editing', page);
}
