/**
 * `/places/create` and `/places/{id}/edit` (docs/spec.md §2 admin only): the place's name and address
 * fields, all required. Saving shows "Wijzigingen opgeslagen"; a new place then opens its edit
 * page. Server field errors land on their fields; leaving with changes asks first.
 */
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from 'shared-api';
import type { Place, PlaceInput } from 'shared-api/contract';
import { formRules } from 'shared-api/form-rules';
import {
  AddressFields,
  EditPage,
  EMPTY_ADDRESS,
  forRecord,
  TextField,
  useEditController,
  useRecordId,
} from 'shared-ui/forms';
import { useGetPlaceQuery, useSavePlaceMutation } from '../../api';

export function PlaceFormPage() {
  const intl = useIntl();
  const id = useRecordId();
  const [save] = useSavePlaceMutation();
  const controller = useEditController<Place, PlaceInput>(id, {
    query: useGetPlaceQuery(...forRecord(id)),
    save: async (body, existing) => (await save({ id: existing, body }).unwrap()).id,
    editPath: paths.placeForm,
  });
  const rules = formRules(intl.formatMessage);
  return (
    <EditPage
      controller={controller}
      back={{ to: paths.places, messageId: 'places.back' }}
      titles={{ create: 'places.createTitle', edit: 'places.editTitle' }}
      notFoundId="places.notFound"
      initialValues={(place) => ({ name: place?.name ?? '', address: place?.address ?? EMPTY_ADDRESS })}
      validationSchema={yup.object({ name: rules.required(), address: rules.address() })}
    >
      <section className="bo-card">
        <TextField name="name" label={<FormattedMessage id="places.name" />} />
        <AddressFields prefix="address" />
      </section>
    </EditPage>
  );
}
