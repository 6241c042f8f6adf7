/**
 * The device's storage for the field app (docs/product.md "The field app"): the space used of what
 * the browser allows, and whether the browser keeps it (`navigator.storage.persist()`, asked at
 * the first download); without that the browser may clear it (Safari after 7 days unused, unless
 * the app was added to the home screen), so the screen says so.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBytes } from '../sync/SyncBar';

export function StorageInfo() {
  const bytes = useBytes();
  const [estimate, setEstimate] = useState<{ usage: number; quota: number; persisted: boolean } | null>(null);
  useEffect(() => {
    const storage = navigator.storage;
    if (!storage?.estimate) return;
    let live = true;
    Promise.all([storage.estimate(), storage.persisted?.() ?? Promise.resolve(false)]).then(([found, persisted]) => {
      if (live) setEstimate({ usage: found.usage ?? 0, quota: found.quota ?? 0, persisted });
    });
    return () => {
      live = false;
    };
  }, []);
  if (!estimate) return null;
  return (
    <p className="field-storage">
      <FormattedMessage
        id="field.storage.used"
        values={{ used: bytes(estimate.usage), quota: bytes(estimate.quota) }}
      />{' '}
      <FormattedMessage id={estimate.persisted ? 'field.storage.persisted' : 'field.storage.mayClear'} />
    </p>
  );
}
