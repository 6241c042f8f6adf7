/**
 * "Bestaand adres kiezen" in the report form (docs/product.md "Forms and lists"): one's own
 * addresses (`GET /front/places/own`: each once, newest first), searched as a list is (every word,
 * in any order and in part). Choosing one fills the form's address, so it is not typed again; the
 * report still gets a place of its own, as its front picture and remarks are its own.
 */
import { useDeferredValue, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addressText, type Address } from 'shared-api/contract';
import { Loading, Modal } from 'shared-ui';
import { useGetOwnPlacesQuery } from './ownPlacesApi';
import './addressPicker.css';

export function AddressPicker({ onPick, onClose }: { onPick: (address: Address) => void; onClose: () => void }) {
  const intl = useIntl();
  const id = useId();
  const [query, setQuery] = useState('');
  const { data, isFetching } = useGetOwnPlacesQuery(useDeferredValue(query.trim()));
  const places = (data?.data ?? []).filter((place) => place.address);
  return (
    <Modal title={<FormattedMessage id="address.pickTitle" />} onClose={onClose}>
      <div className="bo-field">
        <label htmlFor={`${id}-search`}>
          <FormattedMessage id="address.pickSearch" />
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {!data && isFetching ? (
        <Loading />
      ) : places.length === 0 ? (
        <p className="bo-muted" role="status">
          <FormattedMessage id="address.pickNone" />
        </p>
      ) : (
        <ul className="rep-address-picks" aria-label={intl.formatMessage({ id: 'address.pickTitle' })}>
          {places.map((place) => (
            <li key={place.id}>
              <button
                type="button"
                className="bo-button bo-button--secondary"
                onClick={() => {
                  const { street, street_number, zipcode, city, country } = place.address!;
                  onPick({ street, street_number, zipcode, city, country });
                }}
              >
                {addressText(place.address)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
