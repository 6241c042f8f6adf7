/**
 * The organisation card of the team screen against a scripted server (docs/product.md
 * "Organisations and roles"): the company manager's form sends `PATCH /front/organisations/{id}`
 * as a multipart form, and a 422 lands on the field that caused it (`address.city` on the city);
 * another role reads the same data as facts, without a form.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Organisation } from 'shared-api/contract';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../../messages';
import { OrganisationCard } from './OrganisationCard';

const organisation: Organisation = {
  id: 3,
  name: 'Expertisebureau Schelde bv',
  vat_number: 'BE0456789034',
  address: { id: 9, street: 'Kouter', street_number: '10', zipcode: '9000', city: 'Gent', country: 'BE' },
  logo: null,
  credit_count: 40,
  subscription_until: null,
  branches: [],
};

/** A fetch that answers every request with `status` and `body`, keeping what was sent. */
function answering(status: number, body: unknown) {
  const sent: { url: string; method: string; form: Record<string, FormDataEntryValue> }[] = [];
  globalThis.fetch = jest.fn(async (request: Request) => {
    sent.push({
      url: request.url,
      method: request.method,
      form: Object.fromEntries((await request.formData()).entries()),
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return sent;
}

test("a 422 of the server lands on its field and the form's values went out as a multipart form", async () => {
  const sent = answering(422, {
    message: 'Dit veld is verplicht.',
    errors: { 'address.city': ['Dit veld is verplicht.'], vat_number: ['Het btw-nummer is ongeldig.'] },
  });
  renderWithProviders(<OrganisationCard organisation={organisation} canEdit />, { messages });
  fireEvent.change(screen.getByLabelText('Btw-nummer'), { target: { value: 'BE 0417.497.106' } });
  fireEvent.change(screen.getByLabelText('Gemeente'), { target: { value: 'Gent ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(screen.getByLabelText('Gemeente')).toHaveAccessibleDescription('Dit veld is verplicht.'));
  expect(screen.getByLabelText('Btw-nummer')).toHaveAccessibleDescription('Het btw-nummer is ongeldig.');
  expect(screen.getByLabelText('Naam van de organisatie')).not.toHaveAccessibleDescription();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    url: expect.stringMatching(/front\/organisations\/3$/),
    method: 'PATCH',
    form: {
      name: 'Expertisebureau Schelde bv',
      vat_number: 'BE 0417.497.106',
      street: 'Kouter',
      city: 'Gent ',
      country: 'BE',
    },
  });
});

test('another role reads the data as facts, without a form', () => {
  renderWithProviders(<OrganisationCard organisation={organisation} canEdit={false} />, { messages });
  expect(screen.getByRole('heading', { name: 'Organisatie' })).toBeInTheDocument();
  expect(screen.getByText('BE0456789034')).toBeInTheDocument();
  expect(screen.getByText(/Kouter 10, 9000 Gent/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
});
