import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { EntityLink, TemplateSummary } from 'shared-api/contract';
import { messages } from '../../messages/index';
import { EntityPicker } from './EntityPicker';

const entities: TemplateSummary[] = [
  { id: 1, name: 'Vloer', description: '', type: 'base' },
  { id: 2, name: 'Muren', description: '', type: 'base' },
  { id: 3, name: 'Stopcontacten', description: '', type: 'elec' },
  { id: 4, name: 'Kookplaat', description: '', type: 'specific' },
  { id: 5, name: 'Elektriciteit', description: '', type: 'meter' },
];

function renderPicker(value: EntityLink[]) {
  const onChange = jest.fn();
  render(
    <IntlProvider locale="nl" messages={messages.nl}>
      <EntityPicker entities={entities} value={value} onChange={onChange} />
    </IntlProvider>,
  );
  return onChange;
}

test('groups the entities base, electricity and specific; other types are not offered', () => {
  renderPicker([]);
  const group = (name: string) =>
    within(screen.getByRole('group', { name }))
      .getAllByRole('checkbox')
      .map((box) => box.textContent);
  expect(group('Basisstructuur')).toEqual(['Vloer', 'Muren']);
  expect(group('Electriciteit')).toEqual(['Stopcontacten']);
  expect(group('Specifiek')).toEqual(['Kookplaat']);
  expect(screen.queryByRole('checkbox', { name: 'Elektriciteit' })).toBeNull();
});

test('checking appends a link in the order of choice; unchecking removes it and renumbers', () => {
  const value: EntityLink[] = [
    { id: 2, name: 'Muren', order: 1, optional: false, type: 'base' },
    { id: 3, name: 'Stopcontacten', order: 2, optional: false, type: 'elec' },
  ];
  const onChange = renderPicker(value);
  expect(screen.getByRole('checkbox', { name: 'Muren' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('checkbox', { name: 'Vloer' })).toHaveAttribute('aria-checked', 'false');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Vloer' }));
  expect(onChange).toHaveBeenLastCalledWith([
    ...value,
    { id: 1, name: 'Vloer', order: 3, optional: false, type: 'base' },
  ]);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Muren' }));
  expect(onChange).toHaveBeenLastCalledWith([
    { id: 3, name: 'Stopcontacten', order: 1, optional: false, type: 'elec' },
  ]);
});

test('the search field shows only the entities whose name holds the text; a chosen one stays chosen', () => {
  const value: EntityLink[] = [{ id: 2, name: 'Muren', order: 1, optional: false, type: 'base' }];
  const onChange = renderPicker(value);
  fireEvent.change(screen.getByRole('searchbox', { name: 'Entiteiten zoeken' }), { target: { value: 'KOOK' } });
  expect(screen.getAllByRole('checkbox').map((box) => box.textContent)).toEqual(['Kookplaat']);
  expect(within(screen.getByRole('group', { name: 'Basisstructuur' })).getByText(/Geen entiteiten/)).toBeVisible();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Kookplaat' }));
  expect(onChange).toHaveBeenLastCalledWith([
    ...value,
    { id: 4, name: 'Kookplaat', order: 2, optional: false, type: 'specific' },
  ]);
  fireEvent.change(screen.getByRole('searchbox', { name: 'Entiteiten zoeken' }), { target: { value: '' } });
  expect(screen.getByRole('checkbox', { name: 'Muren' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getAllByRole('checkbox')).toHaveLength(4);
});
