/**
 * The one edit page (react-admin's `Edit` + `SimpleForm`; docs/ARCHITECTURE.md "Client
 * controllers"): with the state of a `useEditController`, it shows "not found" with a way back,
 * the loading state, or the back link, the title ("… maken" or "… aanpassen") and the formik
 * form with its fields, one "Opslaan" button, the unsaved-changes guard and the focus on the
 * first invalid field. `children` are the fields; `after` is shown below the form (the cards
 * of a saved record).
 */
import type { ReactNode } from 'react';
import { Formik, type FormikValues } from 'formik';
import { FormattedMessage } from 'react-intl';
import type { AnySchema } from 'yup';
import { BackLink } from '../BackLink';
import { Loading } from '../Loading';
import { NotFound } from '../NotFound';
import { EditForm } from '../EditForm';
import type { EditController } from './useEditController';

export interface EditPageProps<R, V> {
  controller: EditController<R, V>;
  /** The list the page belongs to and the message id of "Terug naar …". */
  back: { to: string; messageId: string };
  /** Message ids: the title when creating and when editing, and the not-found text. */
  titles: { create: string; edit: string };
  notFoundId: string;
  /** The form's values for the record (undefined when creating). */
  initialValues: (record?: R) => V;
  validationSchema?: AnySchema;
  className?: string;
  children: ReactNode;
  after?: ReactNode;
}

export function EditPage<R, V extends FormikValues>({
  controller,
  back,
  titles,
  notFoundId,
  initialValues,
  validationSchema,
  className,
  children,
  after,
}: EditPageProps<R, V>) {
  if (controller.status === 'notFound')
    return <NotFound messageId={notFoundId} backTo={back.to} backId={back.messageId} />;
  if (controller.status === 'loading') return <Loading />;
  return (
    <div className="bo-page">
      <BackLink to={back.to}>
        <FormattedMessage id={back.messageId} />
      </BackLink>
      <h1>
        <FormattedMessage id={controller.isCreate ? titles.create : titles.edit} />
      </h1>
      <Formik<V>
        key={String(controller.id)}
        initialValues={initialValues(controller.record)}
        validationSchema={validationSchema}
        onSubmit={controller.submit}
      >
        <EditForm className={className}>{children}</EditForm>
      </Formik>
      {after}
    </div>
  );
}
