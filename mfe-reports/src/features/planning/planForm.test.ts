import { instantOf } from 'shared-api/contract';
import { planBody, planValues } from './planForm';

const report = {
  id: 5,
  assigned_inspector_id: 7,
  planned_start: instantOf('2026-07-01', '10:15'),
  planned_minutes: 90,
};

describe('the plan form (docs/product.md "Assignment and agenda")', () => {
  test('shows the stored plan on the Brussels clock, or the defaults', () => {
    expect(planValues(report)).toEqual({ inspector: '7', day: '2026-07-01', time: '10:15', minutes: '90' });
    expect(
      planValues(
        { id: 5, assigned_inspector_id: null, planned_start: null, planned_minutes: null },
        { day: '2026-12-01' },
      ),
    ).toEqual({ inspector: '', day: '2026-12-01', time: '09:00', minutes: '60' });
  });

  test('sends the Brussels day and time as unix seconds', () => {
    expect(planBody({ inspector: '7', day: '2026-12-01', time: '10:00', minutes: '45' })).toEqual({
      body: { inspector_id: 7, start: Date.UTC(2026, 11, 1, 9) / 1000, minutes: 45 },
    });
    expect(planBody({ inspector: '', day: '', time: '09:00', minutes: '60' })).toEqual({
      body: { inspector_id: null, start: null, minutes: null },
    });
  });

  test('an inspector needs a day, a time and 1 to 1440 minutes', () => {
    expect(planBody({ inspector: '7', day: '', time: '10:00', minutes: '0' })).toEqual({
      problems: { start: 'plan.startRequired', minutes: 'plan.minutesRange' },
    });
    expect(planBody({ inspector: '7', day: '2026-12-01', time: '', minutes: '1441' })).toEqual({
      problems: { start: 'plan.startRequired', minutes: 'plan.minutesRange' },
    });
  });
});
