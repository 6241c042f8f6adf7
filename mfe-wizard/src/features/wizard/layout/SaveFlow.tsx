/**
 * The wizard's save (docs/product.md "Post-editing is a draft"): "Opslaan" asks to confirm, then
 * the saving modal counts the uploads (saved/count) of new images and the front picture, three at
 * a time, and then shows the report-saving indicator while the one save (`PUT` a normal edit, or
 * `POST` the addendum) commits the tree with every image it names: one save, one version. The
 * user lands on `/reports/{id}`. On an error the modal closes and the user stays with every edit
 * kept; a retry uploads only what is left. The server's message shows in the snackbar, and so
 * does the final count after a save.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { useNavigate } from 'shared-ui/router';
import { notify, paths } from 'shared-api';
import { ConfirmDialog, Modal, SKIP_UNSAVED_GUARD } from 'shared-ui';
import {
  useCreateAddendumMutation,
  useSaveNormalEditMutation,
  useUploadItemMediaMutation,
  useUploadPlacePictureMutation,
} from '../../../api';
import { fileOf, forgetFiles } from '../state/mediaFiles';
import { buildSavePayload, mediaSteps, type MediaStep } from '../state/payload';
import { useWizardDispatch } from '../state/selectors';
import { mediaUploaded, saved, selectWizard } from '../state/wizardSlice';

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
  const [uploadPlacePicture] = useUploadPlacePictureMutation();
  const wizard = () => selectWizard(store.getState());

  const runStep = async (id: number, media: MediaStep) => {
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
    const id = wizard().reportId!;
    const queue = mediaSteps(wizard());
    const count = queue.length;
    setStep('saving');
    setProgress({ reportSaved: false, saved: 0, count });
    try {
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          await runStep(id, next);
          setProgress((current) => ({ ...current, saved: current.saved + 1 }));
        }
      };
      await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, worker));
      const state = wizard();
      const body = buildSavePayload(state);
      if (state.type === 'addenda')
        await createAddendum({ id, keepSignatures: Boolean(state.keepSignatures), body }).unwrap();
      else await saveNormalEdit({ id, body }).unwrap();
      setProgress((current) => ({ ...current, reportSaved: true }));
      dispatch(saved());
      dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'save.done' }, { saved: count, count }) }));
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
          <progress max={Math.max(progress.count, 1)} value={progress.saved} />
        </Modal>
      )}
    </>
  );
}
