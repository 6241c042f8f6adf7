/**
 * The report detail's regional checklist (docs/product.md "Regional completeness"): the report's
 * region (from the postcode, or set on the report), its lease start date, and each rule of the
 * region's set with its legal source, present or missing with what is missing. Loaded lazily
 * with its own texts.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { Report } from 'shared-api/contract';
import { Badge, IntlScope } from 'shared-ui';
import { regionMessages } from './messages';
import { useGetCompletenessQuery } from './regionsApi';

/** `YYYY-MM-DD` as the detail shows days, `DD-MM-YYYY`. */
const shownDay = (day: string) => day.split('-').reverse().join('-');

function Checklist({ report }: { report: Report }) {
  const intl = useIntl();
  const { data } = useGetCompletenessQuery(report.id);
  const missing = data?.items.filter((item) => !item.ok).length ?? 0;
  const region = report.region
    ? intl.formatMessage({ id: `regions.region.${report.region}` })
    : intl.formatMessage({ id: 'regions.region.none' });
  return (
    <section className="bo-card reg-card" aria-labelledby="reg-title">
      <h2 id="reg-title">
        <FormattedMessage id="regions.title" />
      </h2>
      <dl className="rep-details">
        <div>
          <dt>
            <FormattedMessage id="regions.region" />
          </dt>
          <dd>
            {region}
            {report.region_override && ` (${intl.formatMessage({ id: 'regions.overridden' })})`}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="regions.leaseStart" />
          </dt>
          <dd>{report.lease_start_date ? shownDay(report.lease_start_date) : '–'}</dd>
        </div>
      </dl>
      {data && !data.region && (
        <p>
          <FormattedMessage id="regions.noRegion" />
        </p>
      )}
      {data?.region && !data.applies && (
        <p>
          <FormattedMessage id="regions.notALease" />
        </p>
      )}
      {data?.region && data.applies && (
        <>
          <p>
            <FormattedMessage id="regions.ruleSet" values={{ version: data.rule_set_version }} />
            {' · '}
            {missing ? (
              <FormattedMessage id="regions.missingCount" values={{ count: missing }} />
            ) : (
              <FormattedMessage id="regions.allMet" />
            )}
          </p>
          <ul className="reg-checklist">
            {data.items.map((item) => (
              <li key={item.key} data-rule={item.key} data-ok={item.ok}>
                <Badge tone={item.ok ? 'green' : 'red'}>
                  <FormattedMessage id={item.ok ? 'regions.ok' : 'regions.missing'} />
                </Badge>{' '}
                <strong>{item.label}</strong>
                {item.detail && <div>{item.detail}</div>}
                <div className="reg-checklist__source">{item.source}</div>
              </li>
            ))}
          </ul>
          {missing > 0 && (
            <p>
              <FormattedMessage id="regions.agreement" />
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** The checklist of `report`, in the regional texts' scope. */
export default function CompletenessCard({ report }: { report: Report }) {
  return (
    <IntlScope messages={regionMessages}>
      <Checklist report={report} />
    </IntlScope>
  );
}
