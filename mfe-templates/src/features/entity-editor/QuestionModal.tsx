/**
 * Add/edit question modal of the entity editor (docs/spec.md §2 "Template editors", §5): question
 * text, kind (select by default), placeholder, answer options for select questions, manual
 * input switch. Saves through the API and closes; server field errors land on the fields.
 */
import { useState } from 'react';
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { QUESTION_TYPES, type Question } from 'shared-api/contract';
import { DialogActions, IconButton, Modal } from 'shared-ui';
import { CheckboxField, TextField, toFormErrors } from 'shared-ui/forms';
import { useSaveQuestionMutation } from '../../api';
import { validateQuestion, type QuestionValues } from './questionRules';

const KINDS = QUESTION_TYPES.filter((type) => type !== 'boolean');

function OptionsField({
  options,
  error,
  onChange,
}: {
  options: string[];
  error?: string;
  onChange: (options: string[]) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState('');
  const add = () => {
    if (draft.trim()) onChange([...options, draft.trim()]);
    setDraft('');
  };
  return (
    <fieldset className="bo-field tpl-options">
      <legend>
        <FormattedMessage id="question.options" />
      </legend>
      <ul>
        {options.map((option, index) => (
          <li key={`${option}-${index}`}>
            {option}
            <IconButton
              icon="close"
              label={intl.formatMessage({ id: 'question.removeOption' }, { option })}
              onClick={() => onChange(options.filter((_, position) => position !== index))}
            />
          </li>
        ))}
      </ul>
      <div className="tpl-options__add">
        <input
          aria-label={intl.formatMessage({ id: 'question.newOption' })}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="bo-button bo-button--secondary" onClick={add}>
          <FormattedMessage id="question.addOption" />
        </button>
      </div>
      {error && <div className="bo-field__error">{error}</div>}
    </fieldset>
  );
}

export function QuestionModal({
  entityId,
  question,
  onClose,
}: {
  entityId: number;
  question?: Question;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [saveQuestion] = useSaveQuestionMutation();
  const initialValues: QuestionValues = {
    question: question?.question ?? '',
    type: question?.type === 'boolean' ? 'bool' : ((question?.type as QuestionValues['type']) ?? 'select'),
    placeholder: question?.placeholder ?? '',
    options: question?.options ?? [],
    manual_input: question?.manual_input ?? false,
  };
  return (
    <Formik
      initialValues={initialValues}
      validate={(values) =>
        validateQuestion(values, {
          required: intl.formatMessage({ id: 'validation.required' }),
          optionsRequired: intl.formatMessage({ id: 'question.optionsRequired' }),
        })
      }
      onSubmit={async (values, helpers) => {
        try {
          await saveQuestion({
            entityId,
            questionId: question?.id,
            body: { ...values, options: values.type === 'select' ? values.options : [] },
          }).unwrap();
          onClose();
        } catch (error) {
          helpers.setErrors(toFormErrors(error));
        }
      }}
    >
      {({ values, errors, submitCount, setFieldValue, isSubmitting, handleSubmit }) => (
        <Modal
          title={<FormattedMessage id={question ? 'question.editTitle' : 'question.addTitle'} />}
          onClose={onClose}
          onSubmit={handleSubmit}
          footer={
            <DialogActions onCancel={onClose} busy={isSubmitting} confirmLabel={<FormattedMessage id="ui.save" />} />
          }
        >
          <>
            <TextField name="question" label={<FormattedMessage id="question.question" />} />
            <div className="bo-field">
              <label htmlFor="question-type">
                <FormattedMessage id="question.type" />
              </label>
              <select
                id="question-type"
                value={values.type}
                onChange={(event) => setFieldValue('type', event.target.value)}
              >
                {KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {intl.formatMessage({ id: `questionType.${kind}` })}
                  </option>
                ))}
              </select>
            </div>
            <TextField name="placeholder" label={<FormattedMessage id="question.placeholder" />} />
            {values.type === 'select' && (
              <OptionsField
                options={values.options}
                error={submitCount > 0 ? (errors.options as string | undefined) : undefined}
                onChange={(options) => setFieldValue('options', options)}
              />
            )}
            <CheckboxField name="manual_input" label={<FormattedMessage id="question.manualInput" />} />
          </>
        </Modal>
      )}
    </Formik>
  );
}
