import {
  formatNationalNumber,
  isMaskedNationalNumber,
  maskNationalNumber,
  nationalNumberDigits,
  nationalNumberProblem,
} from './contract';
import { formRules } from './form-rules';

const problem = { key: 'validation.nationalNumber' };

describe('national register number (docs/product.md "Personal data")', () => {
  it('accepts a 1900s birth with the usual punctuation, spaces or none', () => {
    for (const value of ['85.07.30-033.28', '85073003328', ' 850730 033 28 '])
      expect(nationalNumberProblem(value)).toBeNull();
  });

  it('accepts a birth from 2000, whose check counts the nine digits prefixed with 2', () => {
    expect(nationalNumberProblem('01.02.03-005.66')).toBeNull();
    // without the prefix the check of these nine digits is 97 − (10203005 mod 97) = 37 (a birth in 1901)
    expect(nationalNumberProblem('01.02.03-005.37')).toBeNull();
    expect(nationalNumberProblem('01.02.03-005.65')).toEqual(problem);
  });

  it('refuses a wrong check, a short number and letters', () => {
    expect(nationalNumberProblem('85.07.30-033.29')).toEqual(problem);
    expect(nationalNumberProblem('123')).toEqual(problem);
    expect(nationalNumberProblem('85O73003328')).toEqual(problem);
  });

  it('lets empty values and the answers’ mask pass', () => {
    expect(nationalNumberProblem('')).toBeNull();
    expect(nationalNumberProblem(null)).toBeNull();
    expect(nationalNumberProblem('••.••.••-•••.28')).toBeNull();
    expect(isMaskedNationalNumber('••.••.••-•••.2')).toBe(false);
  });

  it('formats and masks the digits', () => {
    const digits = nationalNumberDigits('85 07 30 033 28')!;
    expect(formatNationalNumber(digits)).toBe('85.07.30-033.28');
    expect(maskNationalNumber(digits)).toBe('••.••.••-•••.28');
  });

  it('gives the forms the same rule with the reader’s message', async () => {
    const rule = formRules(({ id }) => `text of ${id}`).nationalNumber();
    await expect(rule.validate('85.07.30-033.29')).rejects.toThrow('text of validation.nationalNumber');
    await expect(rule.validate('85.07.30-033.28')).resolves.toBe('85.07.30-033.28');
    await expect(rule.validate(null)).resolves.toBeNull();
  });
});
