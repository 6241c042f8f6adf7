/**
 * Writes every change of the editor to the device (docs/product.md "The field app"): after each
 * change of the editor's state the whole state is written (`saveEdits`), one write at a time and
 * the newest state last; the status says `saving` until the write is done, `saved` then, `failed`
 * when the device refused it (the edit stays on screen and is written with the next change). Each
 * write asks the outbox to send soon.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { selectWizard, type WizardState } from '../../wizard/state/wizardSlice';
import { saveEdits } from '../device/inspections';
import { requestSync } from '../sync/engine';

export type WriteStatus = 'saved' | 'saving' | 'failed';

/** Writes the editor's state for document `key` once `ready` (loaded); answers the write status. */
export function useDeviceWriter(key: string, ready: boolean): WriteStatus {
  const store = useStore();
  const [status, setStatus] = useState<WriteStatus>('saved');
  useEffect(() => {
    if (!ready) return;
    let seen = selectWizard(store.getState());
    let next: WizardState | null = null;
    let writing = false;
    const write = async () => {
      if (writing) return;
      writing = true;
      let failed = false;
      while (next) {
        const state = next;
        next = null;
        setStatus('saving');
        failed = await saveEdits(key, state).then(
          () => false,
          () => true,
        );
      }
      writing = false;
      setStatus(failed ? 'failed' : 'saved');
      requestSync(1000);
    };
    const unsubscribe = store.subscribe(() => {
      const state = selectWizard(store.getState());
      if (state === seen || !state.dirty || state.basePath === '') return;
      seen = state;
      next = state;
      void write();
    });
    return unsubscribe;
  }, [key, ready, store]);
  return status;
}
