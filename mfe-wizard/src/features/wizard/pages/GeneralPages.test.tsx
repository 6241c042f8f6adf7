import { screen } from '@testing-library/react';
import { createAppStore } from 'shared-api';
import { renderWithProviders } from 'shared-ui/testing';
import { messages } from '../../../messages/index';
import { homes, report } from '../state/fixtures';
import { loaded, type OfflineSources } from '../state/wizardSlice';
import { PartiesPage } from './GeneralPages';

const offline: OfflineSources = {
  templates: { rooms: [], entities: [] },
  completeness: { region: null, applies: true, rule_set_version: null, items: [] },
  entry: null,
};

/** The parties page with the report loaded, in the wizard or (with `field`) in the field app. */
function renderParties(field: boolean) {
  const store = createAppStore();
  store.dispatch(
    loaded({
      reportId: 7,
      type: 'post-editing',
      basePath: field ? '/inspections/report/7' : '/reports/7/post-editing',
      offline: field ? offline : undefined,
      keepSignatures: null,
      report: report(),
      homes: homes(),
    }),
  );
  renderWithProviders(<PartiesPage />, { store, messages });
}

test('the wizard edits the parties', () => {
  renderParties(false);
  expect(screen.getByRole('button', { name: 'Toevoegen' })).toBeInTheDocument();
});

test('the field app shows the parties without a way to change them (the sync API does not carry them)', () => {
  renderParties(true);
  expect(screen.queryByRole('button', { name: 'Toevoegen' })).toBeNull();
  expect(screen.queryByRole('button', { name: /aanpassen/ })).toBeNull();
  expect(screen.getByText(/Op dit toestel lees je dit alleen/)).toBeInTheDocument();
});
