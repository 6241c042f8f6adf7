/**
 * The shared field rules of `shared-api/contract` (validation.ts) as yup schemas for the forms,
 * so every screen refuses the same values with the same message (docs/product.md "Shared field
 * rules"). A separate entry: screens without a form do not load yup.
 */
import * as yup from 'yup';
import {
  confirmationProblem,
  emailProblem,
  newPasswordProblem,
  REQUIRED_ADDRESS_PARTS,
  type Problem,
} from './contract/validation';
import { nationalNumberProblem } from './contract/national-number';
import { phoneProblem } from './phone';

/** Resolves a message key of the catalogues with its values (react-intl's `formatMessage`). */
export type Translate = (descriptor: { id: string }, values?: Record<string, number>) => string;

/** The rules, with messages in the reader's language through `translate`. */
export function formRules(translate: Translate) {
  const text = (problem: Problem) => translate({ id: problem.key }, problem.values);
  /** A yup test from a contract check: the field gets the check's own message. */
  const check = (problemOf: (value: string) => Problem | null) =>
    yup.string().test('rule', (value, context) => {
      const problem = problemOf(value ?? '');
      return problem ? context.createError({ message: text(problem) }) : true;
    });
  const required = () =>
    yup
      .string()
      .trim()
      .required(translate({ id: 'validation.required' }));
  return {
    required,
    /** A required e-mail address. */
    email: () => check(emailProblem),
    /** An optional e-mail address: empty passes. */
    optionalEmail: () => check((value) => (value.trim() ? emailProblem(value) : null)),
    newPassword: () => check(newPasswordProblem),
    /** The confirmation of the field `password`. */
    passwordConfirmation: () =>
      yup.string().test('confirmation', (value, context) => {
        const problem = confirmationProblem(String(context.parent.password ?? ''), value ?? '');
        return problem ? context.createError({ message: text(problem) }) : true;
      }),
    /** An optional phone number (`shared-api/phone`). */
    phone: () => check(phoneProblem).nullable(),
    /** A required phone number. */
    requiredPhone: () => check((value) => (value.trim() ? phoneProblem(value) : { key: 'validation.required' })),
    /** An optional national register number with its check digits; the answers' mask passes. */
    nationalNumber: () => check(nationalNumberProblem).nullable(),
    /** A filled-in address: street, number, zipcode and city required. */
    address: () => yup.object(Object.fromEntries(REQUIRED_ADDRESS_PARTS.map((part) => [part, required()]))),
  };
}
