/**
 * The report form's region and lease start date (docs/product.md "Regional completeness"): the
 * region the address's postcode gives, a select to set another one on the report ("From the
 * postcode" keeps the postcode's), and the lease start date (`YYYY-MM-DD`). Formik fields
 * `region` ('' for the postcode's) and `lease_start_date` ('' when empty). The form draws them
 * with everything else, inside the regional texts' scope (`regionMessages`), so they never jump
 * in after it.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormikContext } from 'formik';
import { REGIONS, regionOfPostcode, type Address, type Region } from 'shared-api/contract';
import { DateField, SelectField } from 'shared-ui/forms';

/** The region select, the postcode's region and the lease start date, inside the report form's Formik. */
export function RegionFields() {
  const intl = useIntl();
  const { values } = useFormikContext<{ address: Address | null; region: Region | '' }>();
  const fromPostcode = regionOfPostcode(values.address?.zipcode);
  const regionName = (region: Region | null) =>
    intl.formatMessage({ id: region ? `regions.region.${region}` : 'regions.region.none' });
  return (
    <>
      <SelectField
        name="region"
        label={<FormattedMessage id="regions.region" />}
        placeholder={intl.formatMessage({ id: 'regions.auto' })}
        options={REGIONS.map((region) => ({ value: region, label: regionName(region) }))}
      />
      <p className="bo-field__hint" aria-live="polite">
        <FormattedMessage id="regions.fromPostcode" values={{ region: regionName(fromPostcode) }} />
      </p>
      <DateField name="lease_start_date" label={<FormattedMessage id="regions.leaseStart" />} />
    </>
  );
}
