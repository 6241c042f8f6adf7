/**
 * The one controller of a record's edit page (react-admin's `useEditController`;
 * docs/ARCHITECTURE.md "Client controllers"): create vs edit from the route, loading and not
 * found from the record's query, and the save: on success the message ("Wijzigingen
 * opgeslagen" unless the screen names another), the form marked clean, and for a new record
 * its edit page (replacing `…/create` in the history, past the unsaved-changes guard); on
 * failure the server's field errors on their fields (docs/spec.md §8).
 */
import { useIntl } from 'react-intl';
import type { FormikHelpers } from 'formik';
import { useNavigate, useParams } from 'shared-ui/router';
import { notify, useAppDispatch } from 'shared-api';
import { SKIP_UNSAVED_GUARD } from 'shared-ui';
import { toFormErrors } from '../formErrors';

/** A record's id in the route: a number, or `create` on the `…/create` path of a new record. */
export type RecordId = number | 'create';

/** The `:id` of the current route, or `create` where the route has none. */
export function useRecordId(): RecordId {
  const { id } = useParams();
  return id === undefined ? 'create' : Number(id);
}

/** The arguments of a record's get query, skipped while creating: `useGetPlaceQuery(...forRecord(id))`. */
export const forRecord = (id: RecordId) => [id === 'create' ? 0 : id, { skip: id === 'create' }] as const;

export interface EditControllerOptions<R, V> {
  /** The record query's answer for `id` (skipped on create): RTK Query's `{data, isError}`. */
  query: { data?: R; isError: boolean };
  /** False while other data the form needs is still loading (a new record's defaults). */
  ready?: boolean;
  /**
   * Creates (`existing` undefined) or updates record `existing`; resolves to its id, or to its id and the
   * form's values as saved (when the server's answer differs from what was sent, e.g. a new logo);
   * rejects with the server's answer.
   */
  save: (values: V, existing: number | undefined) => Promise<number | { id: number; values: V }>;
  /** The edit page of a saved record: a new record opens it after its first save. */
  editPath: (id: number) => string;
  /** Where every save leads instead (the report form returns to the list). */
  afterSave?: string;
  /** Message ids of the success message; both default to `message.saved`. */
  messages?: { created?: string; updated?: string };
}

export interface EditController<R, V> {
  id: RecordId;
  isCreate: boolean;
  record?: R;
  status: 'loading' | 'notFound' | 'ready';
  /** Formik's `onSubmit`. */
  submit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
}

export function useEditController<R, V extends object>(
  id: RecordId,
  options: EditControllerOptions<R, V>,
): EditController<R, V> {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const isCreate = id === 'create';
  const { data: record, isError } = options.query;
  const status = isError ? 'notFound' : (!isCreate && !record) || options.ready === false ? 'loading' : 'ready';
  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    try {
      const saved = await options.save(values, isCreate ? undefined : id);
      const [savedId, savedValues] = typeof saved === 'number' ? [saved, values] : [saved.id, saved.values];
      const message = (isCreate ? options.messages?.created : options.messages?.updated) ?? 'message.saved';
      dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: message }) }));
      helpers.resetForm({ values: savedValues });
      const next = options.afterSave ?? (isCreate ? options.editPath(savedId) : null);
      if (next) navigate(next, { replace: isCreate && !options.afterSave, state: SKIP_UNSAVED_GUARD });
    } catch (error) {
      helpers.setErrors(toFormErrors<V>(error));
    }
  };
  return { id, isCreate, record, status, submit };
}
