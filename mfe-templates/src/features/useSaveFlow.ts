/**
 * The save step shared by the template editors: runs `save` (base record, then child syncs);
 * on success shows the success message and, for a new record, goes to its edit page past the
 * unsaved-changes guard (docs/spec.md §4 "Creating a room, floor or home first
 * posts the base record, then syncs children, then navigates to its edit page"). Server field
 * errors land on the form's fields (docs/ARCHITECTURE.md).
 */
import type { FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { useNavigate } from 'shared-ui/router';
import { notify, useAppDispatch } from 'shared-api';
import { SKIP_UNSAVED_GUARD } from 'shared-ui';
import { toFormErrors } from 'shared-ui/forms';

export function useSaveFlow<V extends object>(options: {
  isNew: boolean;
  editPath: (id: number) => string;
  createdMessage?: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  return async (values: V, helpers: FormikHelpers<V>, save: (values: V) => Promise<number>) => {
    try {
      const id = await save(values);
      const message = options.isNew && options.createdMessage ? options.createdMessage : 'saved';
      dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: `message.${message}` }) }));
      helpers.resetForm({ values });
      if (options.isNew) navigate(options.editPath(id), { replace: true, state: SKIP_UNSAVED_GUARD });
    } catch (error) {
      helpers.setErrors(toFormErrors(error));
    }
  };
}
