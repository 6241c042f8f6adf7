/**
 * Question modal rules (docs/spec.md §5): the question text is required; a text question needs a
 * placeholder; for a select question without options the options error ("It is required to add
 * options.", `question.optionsRequired` in the reader's language) is always added. Returns formik
 * errors keyed by field, with the texts `messages` gives, empty when valid.
 */
import type { QuestionType } from 'shared-api/contract';

export interface QuestionValues {
  question: string;
  type: QuestionType;
  placeholder: string;
  options: string[];
  manual_input: boolean;
}

/** The error texts, in the reader's language. */
export interface QuestionMessages {
  required: string;
  optionsRequired: string;
}

export function validateQuestion(
  values: QuestionValues,
  { required, optionsRequired }: QuestionMessages,
): Partial<Record<keyof QuestionValues, string>> {
  const errors: Partial<Record<keyof QuestionValues, string>> = {};
  if (values.type === 'select' && !values.options.some((option) => option.trim())) errors.options = optionsRequired;
  if (!values.question.trim()) errors.question = required;
  if (values.type === 'text' && !values.placeholder.trim()) errors.placeholder = required;
  return errors;
}
