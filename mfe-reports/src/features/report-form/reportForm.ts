/**
 * Report form rules (docs/spec.md §4, §5): form values, the payload sent by "Opslaan als draft" and
 * "Klaarzetten voor app" and client validation.
 */
import { setIn } from 'formik';
import type { Address, Party, PartyInput, Region, Report, ReportType, ReportWrite } from 'shared-api/contract';

export interface ReportFormValues {
  type: ReportType;
  home_id: number | '';
  document_configuration_id: number | '';
  auto_mail_documents: boolean;
  /** The existing place, until the address is replaced. */
  place_id: number | null;
  /** Address shown on the card: the place's, or the new one typed in the address modal. */
  address: Address | null;
  parties: PartyInput[];
  /** The region set on the report; '' keeps the postcode's (docs/product.md "Regional completeness"). */
  region: Region | '';
  /** `YYYY-MM-DD`, '' when not known. */
  lease_start_date: string;
}

/** Values of a new report (id 0) or of an existing draft. */
export function initialValues(report: Report | undefined): ReportFormValues {
  return {
    type: report?.type ?? 'enter',
    home_id: report?.homes[0]?.id ?? '',
    document_configuration_id: report?.config?.id ?? '',
    auto_mail_documents: report?.auto_mail_documents ?? false,
    place_id: report?.place_id ?? null,
    address: report?.place?.address ?? null,
    parties: (report?.parties ?? []).map(({ represented_by, ...party }: Party) => ({ ...party, represented_by })),
    region: report?.region_override ?? '',
    lease_start_date: report?.lease_start_date ?? '',
  };
}

/**
 * The §7 payload. Numeric (client-made) party uuids become null (§5); `type` and `home_id` are
 * left out for follow-ups (§5); `place` only travels without `place_id`.
 */
export function toPayload(values: ReportFormValues, readyForApp: boolean, isFollowUp: boolean): ReportWrite {
  return {
    document_configuration_id:
      values.document_configuration_id === '' ? null : Number(values.document_configuration_id),
    auto_mail_documents: values.auto_mail_documents,
    ready_for_app: readyForApp,
    region: values.region || null,
    lease_start_date: values.lease_start_date || null,
    parties: values.parties.map((party) => ({ ...party, uuid: typeof party.uuid === 'number' ? null : party.uuid })),
    ...(values.place_id !== null
      ? { place_id: values.place_id }
      : values.address
        ? { place_id: null, place: { address: values.address } }
        : { place_id: null }),
    ...(isFollowUp ? {} : { type: values.type, home_id: values.home_id === '' ? null : Number(values.home_id) }),
  };
}

/** Client validation: what the server would refuse anyway, said before sending. Keys as formik errors. */
export function validateReport(values: ReportFormValues, readyForApp: boolean, isFollowUp: boolean, required: string) {
  let errors = {};
  if (!isFollowUp && values.home_id === '') errors = setIn(errors, 'home_id', required);
  if (readyForApp && values.document_configuration_id === '')
    errors = setIn(errors, 'document_configuration_id', required);
  if (readyForApp && values.place_id === null && !values.address) errors = setIn(errors, 'address', required);
  return errors;
}
