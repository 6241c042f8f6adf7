import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { formMessages as messages } from './messages';
import { PartyCards } from './PartyCards';

test('each party card is headed by its type and has named edit and remove buttons (issue 13)', () => {
  const onEdit = jest.fn();
  const onRemove = jest.fn();
  renderWithProviders(
    <PartyCards
      parties={[
        { uuid: 'a', type: 'tenant', first_name: 'Lotte', last_name: 'Peeters', email: 'lotte.peeters@voorbeeld.be' },
        {
          uuid: 'b',
          type: 'landlord',
          company_name: 'Immo Noord',
          represented_by: [{ key: 'r1', first_name: 'Jan', last_name: 'Claes' }],
        },
        { uuid: 'c', type: 'other', other_type: 'Syndicus' },
      ]}
      invalid={(index) => index === 1}
      onEdit={onEdit}
      onRemove={onRemove}
    />,
    { messages },
  );
  const cards = screen.getAllByRole('article');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'Huurder',
    'Verhuurder',
    'Syndicus',
  ]);
  expect(within(cards[0]).getByText('lotte.peeters@voorbeeld.be')).toBeInTheDocument();
  expect(within(cards[1]).getByText('Immo Noord')).toBeInTheDocument();
  expect(within(cards[1]).getByText('Vertegenwoordigd door Jan Claes')).toBeInTheDocument();
  fireEvent.click(within(cards[1]).getByRole('button', { name: 'Immo Noord aanpassen' }));
  expect(onEdit).toHaveBeenCalledWith(1);
  fireEvent.click(within(cards[0]).getByRole('button', { name: 'Lotte Peeters verwijderen' }));
  expect(onRemove).toHaveBeenCalledWith(0);
});
