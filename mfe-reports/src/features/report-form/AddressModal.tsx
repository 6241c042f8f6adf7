/**
 * Address modal (docs/spec.md §2 "Other modals"): create mode ("Nieuw adres maken", empty fields) and
 * edit mode (the card's address). Street, number, zipcode and city are required.
 */
import { Formik } from 'formik';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Address } from 'shared-api/contract';
import { formRules } from 'shared-api/form-rules';
import { DialogActions, Modal } from 'shared-ui';
import { AddressFields, EMPTY_ADDRESS } from 'shared-ui/forms';

export interface AddressModalProps {
  /** The address to edit; absent in create mode. */
  address?: Address | null;
  onSave: (address: Address) => void;
  onClose: () => void;
}

export function AddressModal({ address, onSave, onClose }: AddressModalProps) {
  const intl = useIntl();
  const schema = yup.object({ address: formRules(intl.formatMessage).address() });
  return (
    <Formik
      initialValues={{ address: { ...EMPTY_ADDRESS, ...address, id: undefined } }}
      validationSchema={schema}
      onSubmit={(values) => onSave(values.address)}
    >
      {({ handleSubmit }) => (
        <Modal
          title={<FormattedMessage id={address ? 'address.editTitle' : 'address.createTitle'} />}
          onClose={onClose}
          onSubmit={handleSubmit}
          footer={<DialogActions onCancel={onClose} confirmLabel={<FormattedMessage id="ui.save" />} />}
        >
          <AddressFields prefix="address" />
        </Modal>
      )}
    </Formik>
  );
}
