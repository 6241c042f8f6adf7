/**
 * "Samenvoegen" on `/places` (docs/product.md "Merging places"): the admin picks, among the same
 * account's places (`GET /front/places/{id}/merge`, most alike first, searched by the server), the
 * place to keep, then confirms a question that says how many reports move; the merge
 * (`POST /front/places/{id}/merge`) refreshes the list and the server's message shows in the
 * snackbar. A refusal (places with remarks of their own, a version being made) shows the server's
 * reason in the snackbar and leaves the picker open.
 */
import { useDeferredValue, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify, useAppDispatch } from 'shared-api';
import { addressText, type Place, type PlaceMergeCandidate } from 'shared-api/contract';
import { ConfirmDialog, Loading, Modal } from 'shared-ui';
import { PickList } from 'shared-ui/forms';
import { useGetPlaceMergeOptionsQuery, useMergePlaceMutation } from '../../api';

export function MergePlaceDialog({ place, onClose }: { place: Place; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [query, setQuery] = useState('');
  const [kept, setKept] = useState<PlaceMergeCandidate | null>(null);
  const { data } = useGetPlaceMergeOptionsQuery({ id: place.id, query: useDeferredValue(query.trim()) });
  const [merge, { isLoading: merging }] = useMergePlaceMutation();
  if (kept && data)
    return (
      <ConfirmDialog
        title={<FormattedMessage id="places.mergeConfirmTitle" />}
        message={
          <FormattedMessage
            id="places.mergeQuestion"
            values={{ from: place.name, into: kept.name, count: data.reports }}
          />
        }
        busy={merging}
        onCancel={() => setKept(null)}
        onConfirm={async () => {
          const result = await merge({ id: place.id, into: kept.id });
          // a refusal is shown by the snackbar; the admin may pick another place
          if ('error' in result) return setKept(null);
          dispatch(notify({ kind: 'success', text: result.data.message }));
          onClose();
        }}
      />
    );
  return (
    <Modal title={<FormattedMessage id="places.mergeTitle" values={{ name: place.name }} />} onClose={onClose}>
      <p>
        <FormattedMessage id="places.mergeIntro" values={{ name: place.name }} />
      </p>
      {data ? (
        <PickList
          items={data.candidates.map((candidate) => ({
            ...candidate,
            description: [
              addressText(candidate.address),
              intl.formatMessage({ id: 'places.reportCount' }, { count: candidate.reports }),
            ]
              .filter(Boolean)
              .join(' · '),
          }))}
          column={<FormattedMessage id="places.mergeColumn" />}
          query={query}
          onQueryChange={setQuery}
          onPick={setKept}
        />
      ) : (
        <Loading />
      )}
    </Modal>
  );
}
