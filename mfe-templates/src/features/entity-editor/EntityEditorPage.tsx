/**
 * Entity editor "Entiteit aanpassen" (docs/spec.md §2, §5): name (required), description, type radio
 * (the entity types of §9), and — once saved — the questions with their kind labels, added,
 * edited and deleted through the question modal. `/entities/create` leads to `/entities/{id}/edit`.
 */
import { useState } from 'react';
import { Field, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { ENTITY_TYPES, RULE_TAGS, type EntityType, type Question, type RuleTag } from 'shared-api/contract';
import { ConfirmDialog, EmptyState, Icon } from 'shared-ui';
import { useDeleteQuestionMutation, useGetEntityQuery, useSaveEntityMutation } from '../../api';
import { forRecord, SelectField, useEditController, useRecordId } from 'shared-ui/forms';
import { paths } from 'shared-api';
import { EditorGate, EditorShell, editorSchema } from '../../components/EditorShell';
import { QuestionModal } from './QuestionModal';

interface EntityValues {
  name: string;
  description: string;
  type: EntityType;
  /** The regional rule the entity satisfies, '' for none (docs/product.md "Regional completeness"). */
  rule_tag: RuleTag | '';
}

function Questions({ entityId, questions }: { entityId: number; questions: Question[] }) {
  const intl = useIntl();
  const [editing, setEditing] = useState<Question | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const [deleteQuestion] = useDeleteQuestionMutation();
  return (
    <section className="bo-card tpl-links">
      <div className="tpl-links__header">
        <h2>
          <FormattedMessage id="entity.questions" />
        </h2>
        <button type="button" className="bo-button bo-button--secondary" onClick={() => setEditing('new')}>
          <Icon name="add" />
          <FormattedMessage id="entity.addQuestion" />
        </button>
      </div>
      {questions.length === 0 ? (
        <EmptyState title={<FormattedMessage id="entity.noQuestions" />} text="" />
      ) : (
        <ul>
          {questions.map((question) => (
            <li key={question.id}>
              <span>{question.question}</span>
              <span className="bo-badge">
                {intl.formatMessage({ id: `questionType.${question.type === 'boolean' ? 'bool' : question.type}` })}
                {question.type === 'select' && `: ${question.options.join(', ')}`}
              </span>
              <button type="button" className="bo-link-button" onClick={() => setEditing(question)}>
                <FormattedMessage id="ui.edit" />
              </button>
              <button type="button" className="bo-link-button" onClick={() => setDeleting(question)}>
                <FormattedMessage id="ui.delete" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <QuestionModal
          entityId={entityId}
          question={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={<FormattedMessage id="entity.deleteQuestionTitle" />}
          message={<FormattedMessage id="entity.deleteQuestion" values={{ question: deleting.question }} />}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteQuestion({ entityId, questionId: deleting.id });
            setDeleting(null);
          }}
        />
      )}
    </section>
  );
}

export function EntityEditorPage() {
  const intl = useIntl();
  const id = useRecordId();
  const query = useGetEntityQuery(...forRecord(id));
  const entity = query.data;
  const [saveEntity] = useSaveEntityMutation();
  const controller = useEditController<NonNullable<typeof query.data>, EntityValues>(id, {
    query,
    save: async (body, existing) =>
      (await saveEntity({ id: existing, body: { ...body, rule_tag: body.rule_tag || null } }).unwrap()).id,
    editPath: (newId) => paths.templateEditor('entities', newId),
  });
  if (controller.status !== 'ready') return <EditorGate status={controller.status} tab="entities" />;

  const initialValues: EntityValues = {
    name: entity?.name ?? '',
    description: entity?.description ?? '',
    type: (entity?.type as EntityType) ?? 'meter',
    rule_tag: entity?.rule_tag ?? '',
  };
  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validationSchema={editorSchema(intl, { description: false })}
      onSubmit={controller.submit}
    >
      <EditorShell
        title={<FormattedMessage id={controller.isCreate ? 'entity.createTitle' : 'entity.editTitle'} />}
        backTo={paths.templates('entities')}
      >
        <fieldset className="bo-card tpl-types">
          <legend>
            <FormattedMessage id="field.type" />
          </legend>
          {ENTITY_TYPES.map((type) => (
            <label key={type}>
              <Field type="radio" name="type" value={type} /> {intl.formatMessage({ id: `entityType.${type}` })}
            </label>
          ))}
        </fieldset>
        <section className="bo-card">
          <SelectField
            name="rule_tag"
            label={<FormattedMessage id="entity.ruleTag" />}
            placeholder={intl.formatMessage({ id: 'entity.ruleTag.none' })}
            options={RULE_TAGS.map((tag) => ({ value: tag, label: intl.formatMessage({ id: `ruleTag.${tag}` }) }))}
          />
        </section>
        {entity && <Questions entityId={entity.id} questions={entity.questions} />}
      </EditorShell>
    </Formik>
  );
}
