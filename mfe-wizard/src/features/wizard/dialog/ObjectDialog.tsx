/**
 * The object dialog of docs/spec.md §2 "Object dialog" and §4: title "Object toevoegen" (new) or
 * "Object aanpassen" (edit); for a new object first the type table, then the form: "Naam",
 * "Evaluatie niet mogelijk", "Netheid" and "Staat" (§9 lists), the type's questions,
 * "Afbeeldingen", "Opmerkingen" and "Vaststellingen" with their sub-form. "Opslaan" stays
 * disabled and reads "Afbeeldingen laden x/y" until every chosen image is processed. Saving
 * puts the object, its new images and its removed ones into the wizard's state and calls
 * `onClose(saved uuid)`. Minimum width 60% of the viewport. In the field app, an object of a
 * follow-up shows what the report it follows found for it first (`EntryFindings`). The chosen
 * images live in the dialog's own store (`dialogImages.tsx`), so a processed photo re-renders
 * only its field and "Opslaan", not the form.
 */
import { useMemo, useState } from 'react';
import { Formik, Form } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { CLEANLINESS_OPTIONS, OBJECT_STATES, type ContentEntity, type TemplateEntity } from 'shared-api/contract';
import { Loading, Modal } from 'shared-ui';
import { PickList, SelectField, SwitchField, TextAreaField, TextField } from 'shared-ui/forms';
import { objectFromType } from '../state/objects';
import { useObjectTypes } from '../state/sources';
import { mediaOf, useWizardDispatch, useWizardState } from '../state/selectors';
import { mediaAdded, mediaRemoved, objectSaved } from '../state/wizardSlice';
import { QuestionFields, answersOf, toAnswers } from './QuestionFields';
import { ObservationList } from './ObservationList';
import type { ObjectFormValues } from './objectForm';
import { EntryFindings } from './EntryFindings';
import { DialogImageField, useDialogImages, useImageProgress, type DialogImages } from './dialogImages';
import { useValueOptions } from '../components/PlainFields';

export interface ObjectDialogProps {
  /** The object to edit; null for a new one. */
  object: ContentEntity | null;
  /** Where a new object goes. */
  owner: { home_uuid: string; room_uuid: null } | { home_uuid: null; room_uuid: string };
  /** Entity types the type table offers (docs/spec.md §9); empty: all. */
  allowed: readonly string[];
  /** The type a new object gets on pages that fix it (key, meter, exterior, exterior.space). */
  pageType?: string;
  /** Names of the sibling objects (for the name counter). */
  siblings: string[];
  onClose: (savedUuid: string | null) => void;
}

export function ObjectDialog({ object, owner, allowed, pageType, siblings, onClose }: ObjectDialogProps) {
  const intl = useIntl();
  const wizard = useWizardState();
  const options = useValueOptions();
  const dispatch = useWizardDispatch();
  const types = useObjectTypes(Boolean(object));
  const [draft, setDraft] = useState<ContentEntity | null>(object);
  const images = useDialogImages(() => {
    if (!object) return {};
    const owners = [object.uuid, ...(object.observations ?? []).map((observation) => observation.uuid)];
    return Object.fromEntries(
      owners.map((uuid) => [
        uuid,
        mediaOf(wizard(), uuid).map((media) => ({ uuid: media.uuid, url: media.url, stored: media.id !== null })),
      ]),
    );
  });
  const typeList = useMemo(
    () => (types ?? []).filter((type) => !allowed.length || allowed.includes(type.type)),
    [types, allowed],
  );

  const pick = (type: TemplateEntity) => setDraft(objectFromType(type, siblings, pageType));

  const save = (values: ObjectFormValues) => {
    if (!draft) return;
    const observations = values.observations;
    const entity: ContentEntity = {
      ...draft,
      name: values.name.trim() || draft.name,
      eval_not_possible: values.eval_not_possible,
      cleanliness: values.cleanliness || null,
      state: values.state || null,
      remarks: values.remarks.trim() || null,
      questions: toAnswers(draft.questions ?? [], values.answers),
      observations,
    };
    dispatch(objectSaved({ entity, ...owner }));
    const kept = new Set([entity.uuid, ...observations.map((observation) => observation.uuid)]);
    for (const uuid of images.removed) dispatch(mediaRemoved(uuid));
    for (const [uuid, image] of images.added) {
      const url = images.of(image.owner).find((candidate) => candidate.uuid === uuid)?.url;
      if (kept.has(image.owner) && url) dispatch(mediaAdded({ uuid, owner_uuid: image.owner, id: null, url }));
    }
    onClose(entity.uuid);
  };

  const title = <FormattedMessage id={object ? 'dialog.editTitle' : 'dialog.addTitle'} />;
  if (!draft)
    return (
      <Modal title={title} onClose={() => onClose(null)} minWidth="60vw">
        {types ? (
          <PickList
            items={typeList}
            kinds={allowed}
            kindLabel={(kind) => <FormattedMessage id={`entityType.${kind}`} defaultMessage={kind} />}
            column={<FormattedMessage id="dialog.typeColumn" />}
            onPick={pick}
          />
        ) : (
          <Loading />
        )}
      </Modal>
    );

  const initialValues: ObjectFormValues = {
    name: draft.name,
    eval_not_possible: draft.eval_not_possible ?? false,
    cleanliness: draft.cleanliness ?? '',
    state: draft.state ?? '',
    remarks: draft.remarks ?? '',
    answers: answersOf(draft.questions ?? []),
    observations: draft.observations ?? [],
  };
  return (
    <Formik initialValues={initialValues} onSubmit={save}>
      {({ submitForm }) => (
        <Modal
          title={title}
          onClose={() => onClose(null)}
          minWidth="60vw"
          footer={
            <>
              <button type="button" className="bo-button bo-button--secondary" onClick={() => onClose(null)}>
                <FormattedMessage id="ui.cancel" />
              </button>
              <SaveButton images={images} onClick={submitForm} />
            </>
          }
        >
          <Form className="wiz-object-form" noValidate>
            <EntryFindings uuid={draft.uuid} />
            <TextField name="name" label={<FormattedMessage id="dialog.name" />} />
            <SwitchField name="eval_not_possible" label={<FormattedMessage id="dialog.evalNotPossible" />} />
            <div className="wiz-row">
              <SelectField
                name="cleanliness"
                label={<FormattedMessage id="area.cleanliness" />}
                options={options(CLEANLINESS_OPTIONS)}
              />
              <SelectField
                name="state"
                label={<FormattedMessage id="area.state" />}
                options={options(statesOf(draft))}
              />
            </div>
            <QuestionFields questions={draft.questions ?? []} />
            <DialogImageField store={images} owner={draft.uuid} label={<FormattedMessage id="dialog.images" />} />
            <TextAreaField
              name="remarks"
              label={<FormattedMessage id="dialog.remarks" />}
              placeholder={intl.formatMessage({ id: 'dialog.remarksPlaceholder' })}
            />
            <ObservationList images={images} />
          </Form>
        </Modal>
      )}
    </Formik>
  );
}

/**
 * The states the dialog offers (docs/spec.md §9: the five object states) and, when the object
 * holds another one of the wizard's states (the app may set "Te repareren"), that one too, so it
 * shows as it is rather than as "Maak een keuze".
 */
const statesOf = ({ state }: ContentEntity): readonly string[] =>
  !state || (OBJECT_STATES as readonly string[]).includes(state) ? OBJECT_STATES : [...OBJECT_STATES, state];

/** "Opslaan", disabled and reading "Afbeeldingen laden x/y" while chosen images are processed. */
function SaveButton({ images, onClick }: { images: DialogImages; onClick: () => void }) {
  const progress = useImageProgress(images);
  const busy = progress.total > 0;
  return (
    <button type="button" className="bo-button" disabled={busy} onClick={onClick}>
      {busy ? (
        <FormattedMessage id="dialog.loadingImages" values={{ ...progress }} />
      ) : (
        <FormattedMessage id="ui.save" />
      )}
    </button>
  );
}
