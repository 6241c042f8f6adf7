/** Language choice nl / en / fr (docs/spec.md §9), stored for the next visit. */
import { useIntl } from 'react-intl';
import { LOCALES, useLocale, type Locale } from 'shared-ui';

export function LocaleSwitch() {
  const { locale, setLocale } = useLocale();
  const intl = useIntl();
  return (
    <select
      className="shell-locale"
      aria-label={intl.formatMessage({ id: 'locale.label' })}
      value={locale}
      onChange={(event) => setLocale(event.target.value as Locale)}
    >
      {LOCALES.map((code) => (
        <option key={code} value={code}>
          {code.toUpperCase()}
        </option>
      ))}
    </select>
  );
}
