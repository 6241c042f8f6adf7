/** A small report tree for the wizard's unit tests: one main home, one floor, two rooms, a meter. */
import type { ContentHome, PostEditingReport } from 'shared-api/contract';

export const HOME = '01900000-0000-7000-8000-000000000001';
export const FLOOR = '01900000-0000-7000-8000-000000000002';
export const KITCHEN = '01900000-0000-7000-8000-000000000003';
export const HALL = '01900000-0000-7000-8000-000000000004';
export const SINK = '01900000-0000-7000-8000-000000000005';
export const QUESTION = '01900000-0000-7000-8000-000000000006';
export const OBSERVATION = '01900000-0000-7000-8000-000000000007';
export const METER = '01900000-0000-7000-8000-000000000008';
export const DOOR = '01900000-0000-7000-8000-000000000009';

export const homes = (): ContentHome[] => [
  {
    uuid: HOME,
    type: 'main',
    name: 'Eengezinswoning',
    order: 1,
    floors: [
      {
        uuid: FLOOR,
        name: 'Gelijkvloers',
        order: 1,
        rooms: [
          {
            uuid: HALL,
            name: 'Inkomhal',
            order: 2,
            entities: [{ uuid: DOOR, name: 'Deur', type: 'base', order: 1, questions: [], observations: [] }],
          },
          {
            uuid: KITCHEN,
            name: 'Keuken',
            order: 1,
            entities: [
              {
                uuid: SINK,
                name: 'Spoelbak',
                type: 'base',
                order: 1,
                questions: [{ uuid: QUESTION, question: 'Materiaal', type: 'select', options: ['Inox'], answers: [] }],
                observations: [{ uuid: OBSERVATION, name: 'Vaststelling 1', type: 'Barst', order: 1 }],
              },
            ],
          },
        ],
      },
    ],
    entities: [{ uuid: METER, name: 'Watermeter', type: 'meter', order: 1, questions: [], observations: [] }],
  },
];

export const report = (): PostEditingReport => ({
  id: 7,
  hashed_id: 'abcdefgh',
  type: 'enter',
  state: 'finished',
  answers: homes(),
  circumstances: [
    { key: 'sunny', text: 'Zonnig', checked: true },
    { key: 'rain', text: 'Regen', checked: false },
  ],
  parties: [],
  place: { id: 3, name: 'Korenmarkt 7', address: null, front_picture_url: null, remarks: 'Oud' },
  config: null,
  media: [
    {
      id: 41,
      uuid: '01900000-0000-7000-8000-0000000000a1',
      owner_uuid: SINK,
      url: '/files/a.jpg',
      resized_url: null,
      width: 10,
      height: 10,
    },
    {
      id: 42,
      uuid: '01900000-0000-7000-8000-0000000000a2',
      owner_uuid: DOOR,
      url: '/files/b.jpg',
      resized_url: null,
      width: 10,
      height: 10,
    },
  ],
});
