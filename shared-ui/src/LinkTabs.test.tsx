import { fireEvent, screen } from '@testing-library/react';
import { useParams } from './router';
import { LinkTabs } from './LinkTabs';
import { renderWithProviders } from './testing';

function Tabs() {
  const current = useParams().tab ?? 'a';
  return (
    <LinkTabs
      label="Soorten"
      current={current}
      tabs={['a', 'b', 'c'].map((key) => ({ key, to: `/list/${key}`, label: `Tab ${key}` }))}
    >
      <p>Inhoud {current}</p>
    </LinkTabs>
  );
}

test('the tabs are ARIA tabs: one selected and focusable, its panel labelled by it', () => {
  renderWithProviders(<Tabs />, { route: '/list/b', path: '/list/:tab' });
  expect(screen.getByRole('tablist', { name: 'Soorten' })).toBeInTheDocument();
  const selected = screen.getByRole('tab', { selected: true });
  expect(selected).toHaveTextContent('Tab b');
  expect(selected).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'Tab a' })).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('tabpanel', { name: 'Tab b' })).toHaveTextContent('Inhoud b');
});

test('arrow keys, Home and End open and focus the neighbouring tab, wrapping around', () => {
  renderWithProviders(<Tabs />, { route: '/list/b', path: '/list/:tab' });
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Tab b' }), { key: 'ArrowRight' });
  expect(screen.getByTestId('location')).toHaveTextContent('/list/c');
  expect(screen.getByRole('tab', { name: 'Tab c' })).toHaveFocus();
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Tab c' }), { key: 'ArrowRight' });
  expect(screen.getByTestId('location')).toHaveTextContent('/list/a');
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Tab a' }), { key: 'End' });
  expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Tab c');
});
