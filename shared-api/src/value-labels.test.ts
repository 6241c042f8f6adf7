import { AREA_STATES, CLEANLINESS_OPTIONS, OBSERVATION_TYPES, optionMessages, valueText } from './contract';

const VALUES = [...CLEANLINESS_OPTIONS, ...AREA_STATES, ...OBSERVATION_TYPES];

test('every coded value of the lists has its word in nl, en and fr, and the catalogues name no other', () => {
  for (const language of ['nl', 'en', 'fr'] as const) {
    expect(Object.keys(optionMessages[language]).sort()).toEqual([...new Set(VALUES)].map((v) => `option.${v}`).sort());
  }
  expect(VALUES.filter((value) => optionMessages.nl[`option.${value}`] !== value)).toEqual([]);
});

test('a stored value reads in the document’s language; an unknown one stays as it is', () => {
  expect(valueText('Zeer goed', 'fr')).toBe('Très bon');
  expect(valueText('Proper', 'fr')).toBe('Propre');
  expect(valueText('Zeer goed', 'nl')).toBe('Zeer goed');
  expect(valueText('Zeer goed', 'en')).toBe('Very good');
  expect(valueText('Vlek', 'fr')).toBe('Vlek');
});
