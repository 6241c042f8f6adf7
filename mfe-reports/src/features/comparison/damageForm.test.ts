import { damageLine, EMPTY_DAMAGE, formField, parseYears } from './damageForm';

test('a filled-in form becomes a line in cents, with years or null', () => {
  expect(
    damageLine('u-1', {
      ...EMPTY_DAMAGE,
      description: ' Barst in tegel ',
      liability: 'wear',
      labour: '80',
      material: '12,5',
      vat_rate: '6',
      age_years: '7,5',
    }),
  ).toEqual({
    item_uuid: 'u-1',
    description: 'Barst in tegel',
    liability: 'wear',
    labour_cents: 8000,
    material_cents: 1250,
    vat_rate: 6,
    age_years: 7.5,
    lifetime_years: null,
  });
  expect(parseYears('x')).toBeNaN();
});

test('the server’s errors of the new line land on its form fields, others nowhere', () => {
  expect(formField('lines.3.labour_cents', 3)).toBe('labour');
  expect(formField('lines.3.lifetime_years', 3)).toBe('lifetime_years');
  expect(formField('lines.3.description', 3)).toBe('description');
  expect(formField('lines.2.description', 3)).toBeNull();
  expect(formField('deposit_cents', 3)).toBeNull();
});
