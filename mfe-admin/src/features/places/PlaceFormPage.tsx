/**
 * `/places/create` and `/places/{id}/edit` (docs/spec.md §2 admin only): the place's name and address
 * fields, all required. Saving shows "Wijzigingen opgeslagen"; a new place then opens its edit
 * page. Server field errors land on their fields; leaving with changes asks first.
 */
import { Formik } from 'formik';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'shared-ui/router';
import { notify, paths, useAppDispatch } from 'shared-api';
import type { PlaceInput } from 'shared-api/contract';
import { BackLink, Loading, NotFound, SKIP_UNSAVED_GUARD } from 'shared-ui';
import { AddressFields, EditForm, EMPTY_ADDRESS, TextField, toFormErrors } from 'shared-ui/forms';
import { useGetPlaceQuery, useSavePlaceMutation } from '../../api';

export function PlaceFormPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const id = Number(useParams().id) || undefined;
  const { data: place, isError } = useGetPlaceQuery(id!, { skip: !id });
  const [save] = useSavePlaceMutation();
  if (isError) return <NotFound messageId="places.notFound" backTo={paths.places} backId="places.back" />;
  if (id && !place) return <Loading />;
  const required = intl.formatMessage({ id: 'validation.required' });
  const schema = yup.object({
    name: yup.string().trim().required(required),
    address: yup.object({
      street: yup.string().trim().required(required),
      street_number: yup.string().trim().required(required),
      zipcode: yup.string().trim().required(required),
      city: yup.string().trim().required(required),
    }),
  });
  return (
    <div className="bo-page">
      <BackLink to={paths.places}>
        <FormattedMessage id="places.back" />
      </BackLink>
      <h1>
        <FormattedMessage id={id ? 'places.editTitle' : 'places.createTitle'} />
      </h1>
      <Formik<PlaceInput>
        key={place?.id ?? 'new'}
        initialValues={{ name: place?.name ?? '', address: place?.address ?? EMPTY_ADDRESS }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            const saved = await save({ id, body: values }).unwrap();
            dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'message.saved' }) }));
            helpers.resetForm({ values });
            if (!id) navigate(paths.placeForm(saved.id), { replace: true, state: SKIP_UNSAVED_GUARD });
          } catch (error) {
            helpers.setErrors(toFormErrors<PlaceInput>(error));
          }
        }}
      >
        <EditForm>
          <section className="bo-card">
            <TextField name="name" label={<FormattedMessage id="places.name" />} />
            <AddressFields prefix="address" />
          </section>
        </EditForm>
      </Formik>
    </div>
  );
}
