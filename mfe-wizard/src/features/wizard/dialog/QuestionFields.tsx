/**
 * The dynamic questions of an object (docs/spec.md §3 Question: number, text, select, count, bool),
 * sorted by question text, bound to the dialog's `answers` (question uuid → text). A select
 * offers its options, a bool "Ja"/"Neen", count and number a number input, text its placeholder.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentQuestion } from 'shared-api/contract';
import { SelectField, TextField } from 'shared-ui/forms';

/** The form's answer texts of `questions` (the first answer of each). */
export const answersOf = (questions: ContentQuestion[]): Record<string, string> =>
  Object.fromEntries(
    questions.map((question) => [question.uuid, question.answers.length ? String(question.answers[0]) : '']),
  );

/** `questions` with the form's `answers` as typed values: numbers for count and number, booleans for bool. */
export function toAnswers(questions: ContentQuestion[], answers: Record<string, string | number>): ContentQuestion[] {
  return questions.map((question) => {
    // a number input gives formik a number
    const text = String(answers[question.uuid] ?? '').trim();
    if (!text) return { ...question, answers: [] };
    if (question.type === 'count' || question.type === 'number') {
      const value = Number(text);
      return { ...question, answers: Number.isFinite(value) ? [value] : [] };
    }
    if (question.type === 'bool' || question.type === 'boolean') return { ...question, answers: [text === 'true'] };
    return { ...question, answers: [text] };
  });
}

export function QuestionFields({ questions }: { questions: ContentQuestion[] }) {
  const intl = useIntl();
  if (!questions.length) return null;
  const choose = { value: '', label: intl.formatMessage({ id: 'dialog.choose' }) };
  return (
    <fieldset className="wiz-questions">
      <legend>
        <FormattedMessage id="dialog.questions" />
      </legend>
      {[...questions]
        .sort((a, b) => a.question.localeCompare(b.question))
        .map((question) => {
          const name = `answers.${question.uuid}`;
          if (question.type === 'select')
            return (
              <SelectField
                key={question.uuid}
                name={name}
                label={question.question}
                options={[choose, ...(question.options ?? []).map((option) => ({ value: option, label: option }))]}
              />
            );
          if (question.type === 'bool' || question.type === 'boolean')
            return (
              <SelectField
                key={question.uuid}
                name={name}
                label={question.question}
                options={[
                  choose,
                  { value: 'true', label: intl.formatMessage({ id: 'ui.yes' }) },
                  { value: 'false', label: intl.formatMessage({ id: 'dialog.no' }) },
                ]}
              />
            );
          const numeric = question.type === 'count' || question.type === 'number';
          return (
            <TextField
              key={question.uuid}
              name={name}
              label={question.question}
              type={numeric ? 'number' : 'text'}
              min={question.type === 'count' ? 0 : undefined}
              placeholder={question.placeholder ?? undefined}
            />
          );
        })}
    </fieldset>
  );
}
