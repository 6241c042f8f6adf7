import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../messages';
import { LinkList } from './LinkList';

test('row actions are named icon buttons drawn as SVG, not emoji that need a font (issue 13)', () => {
  const onChange = jest.fn();
  renderWithProviders(
    <LinkList
      title="Verdiepingen"
      items={[
        { id: 1, name: 'Gelijkvloers' },
        { id: 2, name: 'Eerste verdieping' },
      ]}
      onChange={onChange}
      onAdd={jest.fn()}
      addLabel="Verdieping toevoegen"
      emptyText="Leeg"
    />,
    { messages },
  );
  for (const name of ['Gelijkvloers verwijderen', 'Eerste verdieping omhoog', 'Gelijkvloers omlaag']) {
    const button = screen.getByRole('button', { name });
    expect(button.textContent).toBe('');
    expect(button.querySelector('svg')).not.toBeNull();
  }
  fireEvent.click(screen.getByRole('button', { name: 'Gelijkvloers verwijderen' }));
  expect(onChange).toHaveBeenCalledWith([{ id: 2, name: 'Eerste verdieping' }]);
});
