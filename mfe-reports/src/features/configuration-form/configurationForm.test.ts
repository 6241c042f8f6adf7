/**
 * The configuration form's values (docs/product.md "The shared library"): company data the
 * configuration inherits from its organisation starts empty, so saving keeps inheriting it; the
 * branch travels as `branch_id` (empty: the whole organisation's).
 */
import type { DocumentConfiguration } from 'shared-api/contract';
import { configurationValues, toFormData } from './configurationForm';

const texts = {
  enter_text: '',
  enter_signature_text: '',
  exit_text: '',
  exit_signature_text: '',
  start_works_text: '',
  start_works_signature_text: '',
  other_text: '',
  other_signature_text: '',
};
const configuration: DocumentConfiguration = {
  id: 4,
  name: 'Kantoor Gent',
  company_name: 'Expertisebureau Schelde bv',
  last_name: null,
  first_name: null,
  emails: [],
  logo: { path: '/files/logos/a.png' },
  address: { street: 'Kouter', street_number: '10', zipcode: '9000', city: 'Gent', country: 'BE' },
  language: 'nl',
  print_national_numbers: false,
  branch_id: 2,
  inherited: ['company_name', 'address'],
  ...texts,
};

test('inherited company data starts empty and the branch is sent', () => {
  const values = configurationValues(configuration, texts);
  expect(values.company_name).toBe('');
  expect(values.address).toEqual({ street: '', street_number: '', zipcode: '', city: '', country: 'BE' });
  expect(values.branch_id).toBe('2');
  const form = toFormData(values);
  expect(form.get('company_name')).toBe('');
  expect(form.get('street')).toBe('');
  expect(form.get('branch_id')).toBe('2');
});

test('own company data stays, and no branch is the whole organisation', () => {
  const values = configurationValues({ ...configuration, inherited: [], branch_id: null }, texts);
  expect(values.company_name).toBe('Expertisebureau Schelde bv');
  expect(values.address.street).toBe('Kouter');
  expect(toFormData(values).get('branch_id')).toBe('');
});
