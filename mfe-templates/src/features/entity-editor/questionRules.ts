/**
 * Question modal rules (docs/spec.md §5): the question text is required; a text question needs a
 * placeholder; for a select question without options the error "It is required to add
 * options." is always added. Returns formik errors keyed by field (message texts resolved by
 * `message`), empty when valid.
 */
import type { QuestionType } from 'shared-api/contract';

export interface QuestionValues {
  question: string;
  type: QuestionType;
  placeholder: string;
  options: string[];
  manual_input: boolean;
}

export const OPTIONS_REQUIRED = 'It is required to add options.';

export function validateQuestion(
  values: QuestionValues,
  required: string,
): Partial<Record<keyof QuestionValues, string>> {
  const errors: Partial<Record<keyof QuestionValues, string>> = {};
  if (values.type === 'select' && !values.options.some((option) => option.trim())) errors.options = OPTIONS_REQUIRED;
  if (!values.question.trim()) errors.question = required;
  if (values.type === 'text' && !values.placeholder.trim()) errors.placeholder = required;
  return errors;
}
