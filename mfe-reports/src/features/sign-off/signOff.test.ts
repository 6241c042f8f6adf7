import type { ReportDetail, SignOffRequest } from 'shared-api/contract';
import { documentChoices, requestMoments, revocable, signableParties } from './signOff';

const party = (uuid: string, fields: object, representatives: object[] = []) =>
  ({
    uuid,
    type: 'tenant',
    first_name: null,
    last_name: null,
    company_name: null,
    email: null,
    represented_by: representatives,
    ...fields,
  }) as unknown as ReportDetail['parties'][number];

test('only parties with an e-mail of their own or of a representative can get a link', () => {
  const parties = signableParties({
    parties: [
      party('a', { first_name: 'Lotte', last_name: 'Peeters', email: 'lotte@example.be' }),
      party('b', { first_name: 'Jan', email: '  ' }),
      party('c', { company_name: 'Immo NV' }, [{ key: 'r', email: 'agent@immo.be' }]),
    ],
  });
  expect(parties).toEqual([
    { uuid: 'a', type: 'tenant', name: 'Lotte Peeters', emails: ['lotte@example.be'] },
    { uuid: 'c', type: 'tenant', name: 'Immo NV', emails: ['agent@immo.be'] },
  ]);
});

test('the report, its finished addenda and a made settlement can be signed', () => {
  const addendum = (id: number, state: string) =>
    ({ id, state, reference: `PB-000012-A${id}` }) as ReportDetail['addenda'][number];
  const version = (kind: 'report' | 'settlement', status: 'ready' | 'pending') =>
    ({ kind, status }) as ReportDetail['documents'][number];
  expect(
    documentChoices({
      addenda: [addendum(4, 'finished'), addendum(5, 'app')],
      documents: [version('report', 'ready')],
    }),
  ).toEqual([
    { key: 'report', document: 'report' },
    { key: 'addendum-4', document: 'addendum', addendum_id: 4, reference: 'PB-000012-A4' },
  ]);
  expect(documentChoices({ addenda: [], documents: [version('settlement', 'pending')] })).toHaveLength(1);
  expect(documentChoices({ addenda: [], documents: [version('settlement', 'ready')] }).at(-1)).toEqual({
    key: 'settlement',
    document: 'settlement',
  });
});

const request = (fields: Partial<SignOffRequest>) =>
  ({
    state: 'sent',
    sent_at: 10,
    opened_at: null,
    remarked_at: null,
    signed_at: null,
    revoked_at: null,
    expires_at: 99,
    ...fields,
  }) as SignOffRequest;

test("a request's moments in order, with its expiry until it is signed or revoked", () => {
  expect(requestMoments(request({ state: 'remarked', opened_at: 20, remarked_at: 30 }))).toEqual([
    ['sent', 10],
    ['opened', 20],
    ['remarked', 30],
    ['expires', 99],
  ]);
  expect(requestMoments(request({ state: 'expired' }))).toEqual([
    ['sent', 10],
    ['expired', 99],
  ]);
  expect(requestMoments(request({ state: 'signed', opened_at: 20, signed_at: 40 }))).toEqual([
    ['sent', 10],
    ['opened', 20],
    ['signed', 40],
  ]);
  expect(requestMoments(request({ state: 'revoked', revoked_at: 50 }))).toEqual([
    ['sent', 10],
    ['revoked', 50],
  ]);
});

test('a link can be revoked until it is signed, expired or revoked', () => {
  expect(
    ['sent', 'opened', 'remarked', 'signed', 'expired', 'revoked'].filter((state) =>
      revocable({ state } as SignOffRequest),
    ),
  ).toEqual(['sent', 'opened', 'remarked']);
});
