/**
 * The wizard's save (spec §4 "Save flow"): "Opslaan" asks to confirm, then the saving modal shows
 * the report-saving indicator and the upload counter (saved/count) while the report is saved
 * (`PUT` a normal edit, or `POST` the addendum once), stored images are removed and new ones
 * uploaded (three at a time), and finally the user lands on `/reports/{id}`. On an error the
 * modal closes and the user stays with every edit kept; a retry redoes only what is left
 * (uploaded images are held, a created addendum is not created twice). The server's message
 * shows in the snackbar, and so does the final count after a save.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { useNavigate } from 'shared-ui/router';
import { notify, paths } from 'shared-api';
import { ConfirmDialog, Modal, SKIP_UNSAVED_GUARD } from 'shared-ui';
import {
  useCreateAddendumMutation,
  useDeleteItemMediaMutation,
  useSaveNormalEditMutation,
  useUploadItemMediaMutation,
  useUploadPlacePictureMutation,
} from '../api';
import { fileOf, forgetFiles } from '../state/mediaFiles';
import { buildSavePayload, mediaSteps, type MediaStep } from '../state/payload';
import { useWizardDispatch } from '../state/selectors';
import { addendumCreated, mediaUploaded, removalDone, saved, selectWizard } from '../state/wizardSlice';

/** Parallel uploads during a save. */
const UPLOADS_AT_ONCE = 3;

export function SaveFlow() {
  const intl = useIntl();
  const store = useStore();
  const dispatch = useWizardDispatch();
  const navigate = useNavigate();
  const [step, setStep] = useState<'idle' | 'confirm' | 'saving'>('idle');
  const [progress, setProgress] = useState({ reportSaved: false, saved: 0, count: 0 });
  const [saveNormalEdit] = useSaveNormalEditMutation();
  const [createAddendum] = useCreateAddendumMutation();
  const [uploadItemMedia] = useUploadItemMediaMutation();
  const [deleteItemMedia] = useDeleteItemMediaMutation();
  const [uploadPlacePicture] = useUploadPlacePictureMutation();
  const wizard = () => selectWizard(store.getState());

  const runStep = async (id: number, media: MediaStep) => {
    if (media.kind === 'remove') {
      await deleteItemMedia({ id, itemUuid: media.owner_uuid, fileId: media.id }).unwrap();
      dispatch(removalDone(media.id));
      return;
    }
    const file = fileOf(media.uuid);
    if (!file) return;
    if (media.kind === 'place') {
      await uploadPlacePicture({ id, placeId: wizard().place!.id, file }).unwrap();
      dispatch(mediaUploaded({ uuid: media.uuid, id: 0 }));
      return;
    }
    const stored = await uploadItemMedia({ id, itemUuid: media.owner_uuid, uuid: media.uuid, file }).unwrap();
    dispatch(mediaUploaded({ uuid: media.uuid, id: stored.id }));
  };

  const save = async () => {
    const state = wizard();
    const id = state.reportId!;
    setStep('saving');
    setProgress({ reportSaved: false, saved: 0, count: 0 });
    try {
      if (state.type === 'addenda') {
        if (!state.addendum) {
          const created = await createAddendum({
            id,
            keepSignatures: Boolean(state.keepSignatures),
            body: buildSavePayload(state),
          }).unwrap();
          dispatch(addendumCreated({ id: created.id, uuids: created.uuids }));
        }
      } else {
        await saveNormalEdit({ id, body: buildSavePayload(state) }).unwrap();
      }
      const steps = mediaSteps(wizard(), wizard().addendum?.uuids ?? null);
      setProgress({ reportSaved: true, saved: 0, count: steps.length });
      const removals = steps.filter((item) => item.kind === 'remove');
      for (const removal of removals) {
        await runStep(id, removal);
        setProgress((current) => ({ ...current, saved: current.saved + 1 }));
      }
      const queue = steps.filter((item) => item.kind !== 'remove');
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          await runStep(id, next);
          setProgress((current) => ({ ...current, saved: current.saved + 1 }));
        }
      };
      await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, worker));
      dispatch(saved());
      dispatch(
        notify({
          kind: 'success',
          text: intl.formatMessage({ id: 'save.done' }, { saved: steps.length, count: steps.length }),
        }),
      );
      forgetFiles();
      navigate(paths.report(id), { state: SKIP_UNSAVED_GUARD });
    } catch {
      setStep('idle');
    }
  };

  return (
    <>
      <button type="button" className="bo-button" onClick={() => setStep('confirm')}>
        <FormattedMessage id="ui.save" />
      </button>
      {step === 'confirm' && (
        <ConfirmDialog
          title={<FormattedMessage id="save.title" />}
          message={<FormattedMessage id="save.question" />}
          onConfirm={save}
          onCancel={() => setStep('idle')}
        />
      )}
      {step === 'saving' && (
        <Modal title={<FormattedMessage id="save.saving" />} onClose={() => undefined}>
          <p role="status" className="wiz-saving">
            <FormattedMessage id={progress.reportSaved ? 'save.reportSaved' : 'save.reportSaving'} />
          </p>
          <p className="wiz-saving">
            <FormattedMessage id="save.uploads" values={{ saved: progress.saved, count: progress.count }} />
          </p>
          <progress max={Math.max(progress.count, 1)} value={progress.reportSaved ? progress.saved : 0} />
        </Modal>
      )}
    </>
  );
}
