import { euroInput, formatEuros, parseEuros } from './money';

test('typed euro amounts become cents with a comma or a point as decimal separator', () => {
  expect(parseEuros('12,50')).toBe(1250);
  expect(parseEuros('12.5')).toBe(1250);
  expect(parseEuros(' 7 ')).toBe(700);
  expect(parseEuros(',5')).toBe(50);
  expect(parseEuros('€ 1.234,56')).toBe(123456);
  expect(parseEuros('1,234.56')).toBe(123456);
  expect(parseEuros('1 234,56')).toBe(123456);
  expect(parseEuros('0,07')).toBe(7);
  expect(parseEuros('')).toBe(0);
});

test('anything else is refused', () => {
  for (const text of ['abc', '-5', '1,234', '12,505', '1.2.3', '.', '1e3', '12,-'])
    expect([text, parseEuros(text)]).toEqual([text, null]);
});

test('cents are shown as euro in the reader’s locale', () => {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  expect(plain(formatEuros(123456, 'nl'))).toBe('€ 1.234,56');
  expect(plain(formatEuros(123456, 'fr'))).toBe('1 234,56 €');
  expect(formatEuros(123456, 'en')).toBe('€1,234.56');
  expect(plain(formatEuros(-5, 'nl'))).toBe('€ -0,05');
});

test('an amount field shows two decimals with the locale’s separator and reads back the same', () => {
  expect(euroInput(123450, 'nl')).toBe('1234,50');
  expect(euroInput(5, 'en')).toBe('0.05');
  for (const cents of [0, 1, 99, 100, 123456, 100_000_000]) expect(parseEuros(euroInput(cents, 'fr'))).toBe(cents);
});
