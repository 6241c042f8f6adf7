/**
 * When an inspection is planned (docs/product.md "Assignment and agenda"), on the Brussels
 * calendar and clock whatever the device's time zone: "Gepland: maandag 30 november 2026,
 * 10:00–11:30". Nothing for an unplanned one. `start` unix seconds, `minutes` its duration.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { CALENDAR_ZONE, clockTimeOf } from 'shared-api/contract';

export function PlannedTime({ start, minutes }: { start?: number | null; minutes?: number | null }) {
  const intl = useIntl();
  if (start == null) return null;
  return (
    <p className="field-planned">
      <FormattedMessage
        id="field.planned"
        values={{
          day: intl.formatDate(start * 1000, { dateStyle: 'full', timeZone: CALENDAR_ZONE }),
          from: clockTimeOf(start),
          to: clockTimeOf(start + (minutes ?? 0) * 60),
        }}
      />
    </p>
  );
}
