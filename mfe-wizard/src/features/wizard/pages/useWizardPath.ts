/**
 * Links inside the editor: `path('floor/room/{uuid}')` → `{basePath}/floor/room/{uuid}`, where the
 * base is `/reports/{id}/{type}` in the wizard and `/inspections/{kind}/{id}` in the field app
 * (docs/spec.md §2).
 */
import { useWizardSelector } from '../state/selectors';

export function useWizardPath(): (page?: string) => string {
  const basePath = useWizardSelector((state) => state.basePath);
  return (page = '') => (page ? `${basePath}/${page}` : basePath);
}
