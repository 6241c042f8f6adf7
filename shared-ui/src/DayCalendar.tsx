/**
 * The month grid of the date picker (react-day-picker, loaded only when the picker opens): one
 * selectable day, month and year dropdowns, localized by the page's locale (nl-BE, fr, en-GB).
 */
import { DayPicker } from 'react-day-picker';
import { enGB, fr, nlBE } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { Locale } from './i18n';

const LOCALES = { nl: nlBE, fr, en: enGB };

export interface DayCalendarProps {
  locale: Locale;
  selected: Date | undefined;
  min: Date | undefined;
  onSelect: (day: Date) => void;
}

export default function DayCalendar({ locale, selected, min, onSelect }: DayCalendarProps) {
  return (
    <DayPicker
      mode="single"
      required
      autoFocus
      locale={LOCALES[locale]}
      captionLayout="dropdown"
      selected={selected}
      defaultMonth={selected ?? min}
      startMonth={min ?? new Date(1900, 0)}
      endMonth={new Date(2100, 11)}
      disabled={min ? { before: min } : undefined}
      onSelect={onSelect}
    />
  );
}
