import { partyCardLines } from '../../format';
import { initialValues, toPayload, validateReport, type ReportFormValues } from './reportForm';

const values = (overrides: Partial<ReportFormValues> = {}): ReportFormValues => ({
  ...initialValues(undefined),
  home_id: 3,
  document_configuration_id: 7,
  parties: [
    { uuid: 1716.5, type: 'tenant', first_name: 'Lotte' },
    { uuid: '0193a4b2-7c1e-7000-8000-000000000001', type: 'landlord', company_name: 'Immo Noord bv' },
  ],
  ...overrides,
});

describe('report form payload (docs/spec.md §5, §7)', () => {
  it('replaces numeric (client-made) party uuids with null and keeps server uuids', () => {
    const payload = toPayload(values(), false, false);
    expect(payload.parties.map((party) => party.uuid)).toEqual([null, '0193a4b2-7c1e-7000-8000-000000000001']);
    expect(payload.ready_for_app).toBe(false);
  });

  it('sends type and home_id only when the report is not a follow-up', () => {
    expect(toPayload(values(), true, false)).toMatchObject({ type: 'enter', home_id: 3, ready_for_app: true });
    const followUp = toPayload(values(), true, true);
    expect(followUp).not.toHaveProperty('type');
    expect(followUp).not.toHaveProperty('home_id');
  });

  it('sends the new address only without a place id', () => {
    const address = { street: 'Veldstraat', street_number: '1', zipcode: '9000', city: 'Gent', country: 'BE' };
    expect(toPayload(values({ place_id: 12, address }), false, false)).toMatchObject({ place_id: 12 });
    expect(toPayload(values({ place_id: 12, address }), false, false)).not.toHaveProperty('place');
    expect(toPayload(values({ place_id: null, address }), false, false)).toMatchObject({
      place_id: null,
      place: { address },
    });
  });

  it('requires address and configuration only to make a report ready for the app', () => {
    const draft = values({ document_configuration_id: '', address: null });
    expect(validateReport(draft, false, false, 'verplicht')).toEqual({});
    expect(validateReport(draft, true, false, 'verplicht')).toEqual({
      document_configuration_id: 'verplicht',
      address: 'verplicht',
    });
    expect(validateReport(values({ home_id: '' }), false, true, 'verplicht')).toEqual({});
  });
});

describe('party card label (docs/spec.md §5)', () => {
  it('shows the type label only when no personal, company, address, phone or e-mail data is filled', () => {
    expect(partyCardLines({ first_name: ' ', email: '' }, 'Huurder')).toEqual(['Huurder']);
    expect(partyCardLines({ phone: '+32 9 123 45 67' }, 'Huurder')).toEqual(['+32 9 123 45 67']);
    expect(
      partyCardLines(
        {
          first_name: 'Lotte',
          last_name: 'Peeters',
          company_name: 'Immo Noord bv',
          address: { street: 'Kouter', street_number: '1', zipcode: '9000', city: 'Gent', country: 'BE' },
        },
        'Huurder',
      ),
    ).toEqual(['Lotte Peeters', 'Immo Noord bv', 'Kouter 1, 9000 Gent']);
  });
});
