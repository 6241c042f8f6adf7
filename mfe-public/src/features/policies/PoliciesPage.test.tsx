import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../../messages';
import { POLICY_DOCUMENTS, type PolicyName } from './documents';
import { PoliciesPage } from './PoliciesPage';

/** The operator the server is configured with (`GET /public/operator`). */
const OPERATOR = {
  name: 'Expertise Vermeulen bv',
  address: 'Kouter 7, 9000 Gent',
  company_number: '0456.789.123',
  email: 'privacy@vermeulen.example',
};

beforeEach(() => {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/public/operator')) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(OPERATOR), { headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
});

const open = (name: PolicyName | 'cookies', locale: 'nl' | 'fr' = 'nl') => {
  localStorage.setItem('locale', locale);
  renderWithProviders(<PoliciesPage />, { route: `/policies/${name}`, path: '/policies/*', messages });
};
const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => localStorage.clear());

test.each(['privacy', 'terms'] as const)('every text of the %s outline is in the Dutch catalogue', (name) => {
  const keys = POLICY_DOCUMENTS[name].flatMap((section) => [
    `policy.${name}.${section.id}.title`,
    ...section.blocks
      .flatMap((block) => ('p' in block ? [block.p] : block.list))
      .map((part) => `policy.${name}.${section.id}.${part}`),
  ]);
  expect(keys.filter((key) => !(key in messages.nl))).toEqual([]);
});

test('the privacy policy names controller and processor, retention, rights, complaint, cookies and contact', async () => {
  open('privacy');
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Privacybeleid');
  expect(sectionHeadings()).toEqual(
    expect.arrayContaining([
      'Verwerkingsverantwoordelijke en verwerker',
      'Bewaartermijnen',
      'Je rechten',
      'Klacht bij de Gegevensbeschermingsautoriteit',
      'Cookies en opslag in je browser',
      'Contact',
    ]),
  );
  const rights = screen.getByRole('region', { name: 'Je rechten' });
  expect(within(rights).getAllByRole('listitem')).toHaveLength(6);
  expect(within(rights).getByRole('link', { name: OPERATOR.email })).toHaveAttribute(
    'href',
    `mailto:${OPERATOR.email}`,
  );
  const contact = screen.getByRole('region', { name: 'Contact' });
  expect(contact).toHaveTextContent(OPERATOR.name);
  expect(contact).toHaveTextContent(OPERATOR.address);
  expect(screen.getByRole('link', { name: 'cookiebeleid' })).toHaveAttribute('href', '/policies/cookies');
});

test('the terms state the credit rules and Belgian law, in French too', async () => {
  open('terms', 'fr');
  // French loads when chosen
  expect(await screen.findByRole('heading', { level: 1, name: 'Conditions générales' })).toBeInTheDocument();
  expect(sectionHeadings()).toEqual(
    expect.arrayContaining(['Abonnement et crédits', 'Responsabilité', 'Droit applicable et tribunaux compétents']),
  );
  expect(screen.getByRole('region', { name: 'Abonnement et crédits' })).toHaveTextContent(
    /Chaque état des lieux que vous créez utilise un crédit, au moment de sa création/,
  );
});

test('the policies name the operator the server is configured with, never a placeholder (issue 43)', async () => {
  open('terms');
  expect(await screen.findByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeInTheDocument();
  const page = document.body.textContent!;
  expect(page).toContain('Expertise Vermeulen bv');
  expect(page).toContain('0456.789.123');
  expect(page).not.toMatch(/\[[A-Z ]+\]/);
});

test('the cookie page and the privacy policy say the same about the browser: no cookies; local storage and IndexedDB (issue 43)', async () => {
  open('cookies');
  expect(screen.getByRole('heading', { level: 1, name: 'Cookies en opslag in je browser' })).toBeInTheDocument();
  expect(screen.getByText(/We plaatsen geen cookies/)).toBeInTheDocument();
  expect(sectionHeadings()).toEqual(['Aanmelding', 'Taal', 'Melding gelezen', 'Veldapp', 'Bestanden van de app']);
  expect(screen.getAllByText('IndexedDB')).toHaveLength(1);
  expect(screen.getAllByText('Lokale opslag (localStorage)')).toHaveLength(3);
  expect(screen.queryByText(/Sessiecookie|XSRF/)).not.toBeInTheDocument();
  cleanup();
  open('privacy');
  const storage = await screen.findByRole('region', { name: 'Cookies en opslag in je browser' });
  expect(storage).toHaveTextContent(/We plaatsen geen cookies/);
  expect(storage).toHaveTextContent(/lokale opslag/);
  expect(storage).toHaveTextContent(/IndexedDB/);
});
