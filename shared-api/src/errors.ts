/**
 * Reading `{message, errors}` bodies (docs/ARCHITECTURE.md, docs/spec.md §8).
 * `firstErrorMessage`: the first message of `errors`, else `message`, else a generic text.
 * `fieldErrors`: `errors` as `{field: firstMessage}` for forms (formik `setErrors`).
 */
interface ErrorLike {
  status?: number | string;
  data?: unknown;
}

function body(error: unknown): { message?: string; errors?: Record<string, string[]> } {
  const data = (error as ErrorLike | undefined)?.data;
  return data && typeof data === 'object' ? (data as { message?: string; errors?: Record<string, string[]> }) : {};
}

export const GENERIC_ERROR = 'Something went wrong.';

export function firstErrorMessage(error: unknown): string {
  const { message, errors } = body(error);
  const first = errors ? Object.values(errors).find((messages) => messages?.length)?.[0] : undefined;
  return first ?? message ?? GENERIC_ERROR;
}

export function fieldErrors(error: unknown): Record<string, string> {
  const { errors } = body(error);
  return Object.fromEntries(Object.entries(errors ?? {}).map(([field, messages]) => [field, messages[0]]));
}
