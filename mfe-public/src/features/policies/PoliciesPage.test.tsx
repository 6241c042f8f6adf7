import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../../messages';
import { PROVIDER } from '../../provider';
import { POLICY_DOCUMENTS, type PolicyName } from './documents';
import { PoliciesPage } from './PoliciesPage';

const open = (name: PolicyName, locale: 'nl' | 'fr' = 'nl') => {
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

test('the privacy policy names controller and processor, retention, rights, complaint, cookies and contact', () => {
  open('privacy');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacybeleid');
  expect(sectionHeadings()).toEqual(
    expect.arrayContaining([
      'Verwerkingsverantwoordelijke en verwerker',
      'Bewaartermijnen',
      'Je rechten',
      'Klacht bij de Gegevensbeschermingsautoriteit',
      'Cookies en lokale opslag',
      'Contact',
    ]),
  );
  const rights = screen.getByRole('region', { name: 'Je rechten' });
  expect(within(rights).getAllByRole('listitem')).toHaveLength(6);
  expect(within(rights).getByRole('link', { name: PROVIDER.email })).toHaveAttribute(
    'href',
    `mailto:${PROVIDER.email}`,
  );
  const contact = screen.getByRole('region', { name: 'Contact' });
  expect(contact).toHaveTextContent(PROVIDER.name);
  expect(contact).toHaveTextContent(PROVIDER.address);
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
