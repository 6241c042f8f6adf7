/**
 * Formik-bound date field with a localized date picker (issue 13; docs/spec.md §9 shows dates as
 * `DD-MM-YYYY`): a text box that accepts `D-M-YYYY` (or `/` and `.` as separators) and a calendar
 * button that opens a month grid in a popover (Radix Popover, react-day-picker). The formik value
 * is an ISO day `YYYY-MM-DD` (`valueAs: 'iso'`, '' when empty) or unix seconds of the day's start
 * in Brussels (`valueAs: 'unix'`, null when empty; docs/product.md "Calendar dates"). An unreadable text or a day before `min` (ISO) is the
 * field's error ("ui.dateInvalid", "ui.dateTooEarly") and blocks the form's submit.
 */
import * as Popover from '@radix-ui/react-popover';
import { useField } from 'formik';
import moment from 'moment';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { calendarDayOf, startOfDay } from 'shared-api/contract';
import { useLocale, IconButton, Loading } from 'shared-ui';

const DayCalendar = lazy(() => import('./DayCalendar'));

const SHOWN = 'DD-MM-YYYY';
/** What may be typed: day, month and year with `-`, `/` or `.`, with or without leading zeros; or ISO. */
const READ = [
  ...['-', '/', '.'].flatMap((separator) =>
    ['D', 'DD'].flatMap((day) => ['M', 'MM'].map((month) => [day, month, 'YYYY'].join(separator))),
  ),
  'YYYY-MM-DD',
];
/** The field's value while its text cannot be read as a day. */
const UNREADABLE = 'unreadable';

type Value = string | number | null | undefined;

export interface DateFieldProps {
  name: string;
  label: ReactNode;
  valueAs?: 'iso' | 'unix';
  /** The first day that may be chosen, `YYYY-MM-DD`. */
  min?: string;
  /** The id of a hint under the field. */
  describedBy?: string;
}

const dayOf = (value: Value, valueAs: 'iso' | 'unix') =>
  value === null || value === undefined || value === '' || value === UNREADABLE
    ? null
    : valueAs === 'unix'
      ? moment.utc(calendarDayOf(Number(value)), 'YYYY-MM-DD', true)
      : moment.utc(String(value), 'YYYY-MM-DD', true);

export function DateField({ name, label, valueAs = 'iso', min, describedBy }: DateFieldProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const [open, setOpen] = useState(false);
  const validate = (value: Value) => {
    if (value === UNREADABLE) return intl.formatMessage({ id: 'ui.dateInvalid' });
    const day = dayOf(value, valueAs);
    if (day && min && day.format('YYYY-MM-DD') < min)
      return intl.formatMessage({ id: 'ui.dateTooEarly' }, { date: moment.utc(min).format(SHOWN) });
  };
  const [field, meta, helpers] = useField<Value>({ name, validate });
  const day = dayOf(field.value, valueAs);
  const [text, setText] = useState(day?.format(SHOWN) ?? '');
  const [shownValue, setShownValue] = useState(field.value);
  if (field.value !== shownValue) {
    // set from outside (the calendar, a reset): show it
    setShownValue(field.value);
    if (field.value !== UNREADABLE) setText(day?.format(SHOWN) ?? '');
  }
  const emit = (next: moment.Moment | null | typeof UNREADABLE) => {
    const value =
      next === UNREADABLE
        ? UNREADABLE
        : !next
          ? valueAs === 'unix'
            ? null
            : ''
          : valueAs === 'unix'
            ? startOfDay(next.format('YYYY-MM-DD'))
            : next.format('YYYY-MM-DD');
    setShownValue(value);
    void helpers.setValue(value);
  };
  const type = (typed: string) => {
    setText(typed);
    const parsed = moment.utc(typed.trim(), READ, true);
    emit(!typed.trim() ? null : parsed.isValid() ? parsed : UNREADABLE);
  };
  const error = meta.touched ? meta.error : undefined;
  const described = [describedBy, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const calendarDay = day ? new Date(day.year(), day.month(), day.date()) : undefined;
  const minDay = min ? moment(min, 'YYYY-MM-DD').toDate() : undefined;
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Anchor className="bo-date">
          <input
            id={id}
            name={name}
            inputMode="numeric"
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'ui.datePattern' })}
            value={text}
            onChange={(event) => type(event.target.value)}
            onBlur={() => {
              if (day) setText(day.format(SHOWN));
              void helpers.setTouched(true);
            }}
            aria-invalid={Boolean(error)}
            aria-describedby={described}
          />
          <Popover.Trigger asChild>
            <IconButton icon="calendar" label={intl.formatMessage({ id: 'ui.chooseDate' })} />
          </Popover.Trigger>
        </Popover.Anchor>
        <Popover.Content
          className="bo-date__popover"
          align="start"
          sideOffset={4}
          aria-label={intl.formatMessage({ id: 'ui.chooseDate' })}
        >
          <Suspense fallback={<Loading />}>
            <DayCalendar
              locale={locale}
              selected={calendarDay}
              min={minDay}
              onSelect={(picked) => {
                const chosen = moment.utc([picked.getFullYear(), picked.getMonth(), picked.getDate()]);
                setText(chosen.format(SHOWN));
                emit(chosen);
                void helpers.setTouched(true, false);
                setOpen(false);
              }}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Root>
      {error && (
        <div id={`${id}-error`} className="bo-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
