import { instantOf } from 'shared-api/contract';
import { agendaDays, agendaRows, agendaStateFrom, cellReports, isOverdue, stepped } from './agenda';

describe('agenda (docs/product.md "Assignment and agenda")', () => {
  test('the URL gives view, day and branch; bad values fall back to this week and every branch', () => {
    expect(agendaStateFrom(new URLSearchParams('view=day&date=2026-12-03&branch=4'), '2026-11-27')).toEqual({
      view: 'day',
      date: '2026-12-03',
      branch: 4,
    });
    expect(agendaStateFrom(new URLSearchParams('view=month&date=2026-02-30&branch=x'), '2026-11-27')).toEqual({
      view: 'week',
      date: '2026-11-27',
      branch: null,
    });
  });

  test('a week runs Monday to Sunday around its day; steps go by week or by day', () => {
    expect(agendaDays({ view: 'week', date: '2026-11-27' })).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(agendaDays({ view: 'day', date: '2026-11-27' })).toEqual(['2026-11-27']);
    expect(stepped({ view: 'week', date: '2026-11-27' }, 1)).toBe('2026-12-04');
    expect(stepped({ view: 'day', date: '2026-11-01' }, -1)).toBe('2026-10-31');
  });

  test('a report goes to its inspector on its Brussels day, by start; others and nobody get rows', () => {
    const late = { id: 1, assigned_inspector_id: 7, planned_start: instantOf('2026-11-24', '14:00') };
    const early = { id: 2, assigned_inspector_id: 7, planned_start: instantOf('2026-11-24', '00:30') };
    const other = { id: 3, assigned_inspector_id: 9, planned_start: instantOf('2026-11-24', '09:00') };
    const nobody = { id: 4, assigned_inspector_id: null, planned_start: instantOf('2026-11-25', '09:00') };
    const reports = [late, early, other, nobody];
    // 00:30 in Brussels is still the 23rd in UTC: the Brussels day counts
    expect(cellReports(reports, 7, '2026-11-24').map((report) => report.id)).toEqual([2, 1]);
    expect(cellReports(reports, null, '2026-11-25').map((report) => report.id)).toEqual([4]);
    expect(agendaRows([{ id: 7, name: 'Lien' }], reports, (id) => `#${id}`, 'Niemand')).toEqual([
      { inspectorId: 7, name: 'Lien' },
      { inspectorId: 9, name: '#9' },
      { inspectorId: null, name: 'Niemand' },
    ]);
  });

  test('a start in the past is overdue until the report is finished', () => {
    expect(isOverdue({ planned_start: 100, state: 'start' }, 200)).toBe(true);
    expect(isOverdue({ planned_start: 100, state: 'app' }, 200)).toBe(true);
    expect(isOverdue({ planned_start: 100, state: 'finished' }, 200)).toBe(false);
    expect(isOverdue({ planned_start: 300, state: 'start' }, 200)).toBe(false);
    expect(isOverdue({ planned_start: null, state: 'start' }, 200)).toBe(false);
  });
});
