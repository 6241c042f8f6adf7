import { createIntl } from 'react-intl';
import { messages } from './messages';
import { stateText } from './format';

describe('stateText (docs/product.md "One device at a time")', () => {
  const intl = createIntl({ locale: 'nl', messages: messages.nl });
  // 27/11/2025 14:05 in Brussels (13:05 UTC); the time is shown in the reader's zone
  const synced = Date.UTC(2025, 10, 27, 13, 5) / 1000;

  test('adds the last sync to a report in the app', () => {
    expect(stateText(intl, { state: 'ongoing', last_synced_at: synced })).toMatch(
      /^In uitvoering · gesynchroniseerd 27\/11\/2025 \d\d:05$/,
    );
  });

  test('says only the state before the first sync and once finished', () => {
    expect(stateText(intl, { state: 'ongoing', last_synced_at: null })).toBe('In uitvoering');
    expect(stateText(intl, { state: 'app', last_synced_at: null })).toBe('In app');
    expect(stateText(intl, { state: 'finished', last_synced_at: synced })).toBe('Afgewerkt');
  });
});
