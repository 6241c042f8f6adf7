import { clockTimeOf, instantOf, mondayOf, startOfDay, weekdayOf } from './contract';

describe('Brussels clock (docs/product.md "Assignment and agenda")', () => {
  test('a Brussels day and time is the instant in winter and in summer time', () => {
    // 10:00 in Brussels is 09:00 UTC in winter, 08:00 UTC in summer
    expect(instantOf('2026-01-15', '10:00')).toBe(Date.UTC(2026, 0, 15, 9) / 1000);
    expect(instantOf('2026-07-15', '10:00')).toBe(Date.UTC(2026, 6, 15, 8) / 1000);
    expect(instantOf('2026-03-29', '00:00')).toBe(startOfDay('2026-03-29'));
    // the day clocks go forward (29 March 2026, 02:00 → 03:00): 12:00 is 10:00 UTC
    expect(instantOf('2026-03-29', '12:00')).toBe(Date.UTC(2026, 2, 29, 10) / 1000);
  });

  test('an instant reads as its Brussels clock time', () => {
    expect(clockTimeOf(Date.UTC(2026, 0, 15, 9, 5) / 1000)).toBe('10:05');
    expect(clockTimeOf(Date.UTC(2026, 6, 15, 22, 30) / 1000)).toBe('00:30');
    expect(clockTimeOf(instantOf('2026-10-25', '14:45'))).toBe('14:45');
  });

  test('weeks run Monday to Sunday', () => {
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(weekdayOf('2026-12-06')).toBe(7);
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});
