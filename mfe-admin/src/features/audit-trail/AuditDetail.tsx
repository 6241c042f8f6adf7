/**
 * The facts of an audit event (`detail`, docs/product.md "Audit") as `name: value` lines in the
 * reader's language. A fact's name shows its label (`audit.fact.<name>`; a fact without one shows
 * its name). Coded values show in words: a failed sign-in's reason, a report's type and state, an
 * organisation role. Unix-second times (`start`, `start_date`, a subscription's `from` and `to`,
 * `…_at`) show as date and time, yes/no as words. A nested object (a change's `from` and `to`)
 * shows its members as `name value` pairs, each shown the same way (`–` when none is set).
 */
import { Fragment } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { AuditTrailEvent } from 'shared-api/contract';
import { formatDateTime } from 'shared-ui';

/**
 * `value` laid out to wrap only at its joints: a break opportunity after each `@ . / , = _ :`,
 * so an e-mail address or a list wraps between its parts and never inside one; a hex hash or a
 * uuid over 16 characters is shortened to its first 12 (the whole value in its title).
 */
export function Breakable({ value }: { value: string }) {
  if (/^[0-9a-f-]{17,}$/i.test(value)) return <span title={value}>{value.slice(0, 12)}…</span>;
  return (
    <>
      {value.split(/(?<=[@./,=_:])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** Facts whose value is a code, and the catalogue key of its words. */
const CODED_FACTS: Record<string, string> = {
  type: 'audit.value.type',
  state: 'audit.value.state',
  org_role: 'team.role',
};
/** True when fact `name` of an event of `kind` holds a time in unix seconds (a merged place's `from` is an id). */
const isTime = (kind: string, name: string) =>
  name.endsWith('_at') ||
  name === 'start' ||
  name === 'start_date' ||
  (kind === 'subscription.changed' && (name === 'from' || name === 'to'));

/** The words of an event's fact `name` with `value`, in the reader's language (see the module's rule). */
function shownValue(intl: IntlShape, kind: string, name: string, value: unknown): string {
  const words = (id: string) => (intl.messages[id] ? intl.formatMessage({ id }) : String(value));
  if (Array.isArray(value)) return value.map((member) => shownValue(intl, kind, name, member)).join(', ');
  if (value && typeof value === 'object') {
    const members = Object.entries(value).filter(([, member]) => member !== null && member !== undefined);
    if (!members.length) return '–';
    return members
      .map(([member, inner]) => `${factName(intl, member)} ${shownValue(intl, kind, member, inner)}`)
      .join(', ');
  }
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'audit.value.yes' : 'audit.value.no' });
  if (typeof value === 'number' && isTime(kind, name)) return formatDateTime(value);
  if (kind === 'auth.sign_in_failed' && name === 'reason') return words(`audit.reason.${String(value)}`);
  if (CODED_FACTS[name] && typeof value === 'string') return words(`${CODED_FACTS[name]}.${value}`);
  return String(value);
}

/** The label of fact `name`, or the name itself when the catalogue has none. */
function factName(intl: IntlShape, name: string): string {
  const id = `audit.fact.${name}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : name;
}

/** The facts of `event` as a list of `name: value` lines; nothing when it has none. */
export function AuditDetail({ event }: { event: AuditTrailEvent }) {
  const intl = useIntl();
  const entries = Object.entries(event.detail).filter(([, value]) => value !== null && value !== undefined);
  if (!entries.length) return null;
  return (
    <ul className="adm-audit__detail">
      {entries.map(([name, value]) => (
        <li key={name}>
          <span className="bo-muted">
            <Breakable value={factName(intl, name)} />:
          </span>{' '}
          <Breakable value={shownValue(intl, event.kind, name, value)} />
        </li>
      ))}
    </ul>
  );
}
