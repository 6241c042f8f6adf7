/**
 * Field rules shared by the browser's forms and the server, defined once (docs/spec.md §5,
 * docs/product.md "Shared field rules"). Each check returns the `Problem` a value has, or null:
 * the browser shows the problem's text from the message catalogues (`validation.*`, through the
 * yup builders of `shared-api/form-rules`), the server from its own catalogue; both take the texts
 * from {@link PROBLEM_TEXTS}.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Length limits of a newly chosen password, in characters. */
export const PASSWORD = { minLength: 8, maxLength: 200 } as const;
/** Minimum password length for a newly chosen password (reset and profile). */
export const MIN_PASSWORD_LENGTH = PASSWORD.minLength;

/** The address parts a filled-in address must have; the country defaults to BE. */
export const REQUIRED_ADDRESS_PARTS = ['street', 'street_number', 'zipcode', 'city'] as const;

/** What is wrong with a value: a message key of the catalogues and the values it names. */
export interface Problem {
  key:
    | 'validation.required'
    | 'validation.email'
    | 'validation.passwordLength'
    | 'validation.passwordMatch'
    | 'validation.phone'
    | 'validation.nationalNumber';
  values?: Record<string, number>;
}

/** True when `value` is a standard e-mail address (docs/spec.md §5). */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A required e-mail address: empty is `validation.required`, malformed `validation.email`. */
export function emailProblem(value: string): Problem | null {
  if (!value.trim()) return { key: 'validation.required' };
  return isEmail(value) ? null : { key: 'validation.email' };
}

/** A newly chosen password: empty is required, shorter than {@link PASSWORD} `minLength` too short. */
export function newPasswordProblem(password: string): Problem | null {
  if (!password) return { key: 'validation.required' };
  if (password.length < PASSWORD.minLength)
    return { key: 'validation.passwordLength', values: { min: PASSWORD.minLength } };
  return null;
}

/** The confirmation of a newly chosen password must repeat it. */
export function confirmationProblem(password: string, confirmation: string): Problem | null {
  return password === confirmation ? null : { key: 'validation.passwordMatch' };
}

/**
 * The text of each problem in nl, fr and en: the browser's catalogues (shared-ui) and the server's
 * (server/src/messages) both take them from here, so a field says the same thing wherever it is checked.
 */
export const PROBLEM_TEXTS: Record<'nl' | 'fr' | 'en', Record<Problem['key'], string>> = {
  nl: {
    'validation.required': 'Dit veld is verplicht.',
    'validation.email': 'Vul een geldig e-mailadres in.',
    'validation.passwordLength': 'Het wachtwoord moet minstens {min} tekens bevatten.',
    'validation.passwordMatch': 'De wachtwoorden komen niet overeen.',
    'validation.phone': 'Vul een geldig telefoonnummer in, bv. 0470 12 34 56.',
    'validation.nationalNumber': 'Vul een geldig rijksregisternummer in.',
  },
  fr: {
    'validation.required': 'Ce champ est obligatoire.',
    'validation.email': 'Saisissez une adresse e-mail valide.',
    'validation.passwordLength': 'Le mot de passe doit contenir au moins {min} caractères.',
    'validation.passwordMatch': 'Les mots de passe ne correspondent pas.',
    'validation.phone': 'Saisissez un numéro de téléphone valable, p. ex. 0470 12 34 56.',
    'validation.nationalNumber': 'Saisissez un numéro de registre national valable.',
  },
  en: {
    'validation.required': 'This field is required.',
    'validation.email': 'Enter a valid e-mail address.',
    'validation.passwordLength': 'The password must contain at least {min} characters.',
    'validation.passwordMatch': 'The passwords do not match.',
    'validation.phone': 'Enter a valid phone number, e.g. 0470 12 34 56.',
    'validation.nationalNumber': 'Enter a valid national register number.',
  },
};
