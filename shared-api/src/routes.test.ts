/**
 * The route table as the shell and the server read it: which route serves a path, and the first
 * GET requests of a screen, equal to the requests its remote's endpoints make.
 */
import { NEWEST_FIRST, reportListRequest, requestPath } from './requests';
import { firstRequestPaths, routeOf, screenOf } from './routes';

const firstCalls = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return firstRequestPaths(pathname, search);
};

test('the wizard wins over the reports routes, and unknown paths have no route', () => {
  expect(routeOf('/reports/12/post-editing/floor/room/ab')?.route.remote).toBe('mfe_wizard');
  expect(routeOf('/reports/12/post-editing')?.match.params).toEqual({ id: '12' });
  expect(routeOf('/reports/12')?.route.module).toBe('Reports');
  expect(routeOf('/reports')?.match.rest).toBe('');
  expect(routeOf('/users/3/edit')?.route.remote).toBe('mfe_admin');
  expect(routeOf('/sign-off/abc123')?.route).toMatchObject({
    remote: 'mfe_public',
    module: 'SignOff',
    access: 'public',
  });
  expect(routeOf('/sign-off/abc123')?.match.params).toEqual({ token: 'abc123' });
  expect(routeOf('/invitations/abc123')?.route).toMatchObject({
    remote: 'mfe_public',
    module: 'Invitation',
    access: 'public',
  });
  expect(routeOf('/invitations/abc123')?.match.params).toEqual({ token: 'abc123' });
  expect(routeOf('/team')?.route).toMatchObject({ remote: 'mfe_admin', module: 'Team', access: ['admin', 'user'] });
  expect(routeOf('/team/7')?.match.rest).toBe('7');
  expect(routeOf('/nowhere')).toBeUndefined();
  expect(routeOf('/login/extra')).toBeUndefined();
});

test("a screen's first calls are the requests of its list, its detail or its wizard", () => {
  expect(firstCalls('/reports?page=2&query=Gent')).toEqual([
    requestPath(reportListRequest({ ...NEWEST_FIRST, page: 2, per_page: 10, query: 'Gent' })),
  ]);
  expect(firstCalls('/reports?page=2&query=Gent')).toEqual([
    'front/reports/?order=id&order_type=desc&page=2&per_page=10&query=Gent',
  ]);
  expect(firstCalls('/reports/7')).toEqual(['front/reports/7']);
  expect(firstCalls('/reports/7/post-editing/meters')).toEqual(['front/reports/7/post-editing']);
  expect(firstCalls('/reports/7/comparison')).toEqual(['front/reports/7/comparison', 'front/reports/7/settlement']);
  expect(firstCalls('/reports/create')).toEqual([]);
  expect(firstCalls('/reports/7/addenda')).toEqual([]);
  expect(firstCalls('/users')).toEqual([]);
});

test('the screens whose code loads apart: a report, its comparison and its form; the list and the wizard name none', () => {
  expect(['/reports/12', '/reports/12/comparison', '/reports/create', '/reports/12/edit'].map(screenOf)).toEqual([
    'detail',
    'comparison',
    'form',
    'form',
  ]);
  expect(['/reports', '/reports/12/post-editing/floor', '/users/3/edit', '/nowhere'].map(screenOf)).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
});
