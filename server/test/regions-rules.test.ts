/**
 * The regional rule sets on small report trees (issue 26, docs/product.md "Regional
 * completeness"): every rule of each set is met by a complete tree and missing on a tree that
 * lacks what it asks for; the postcode borders decide the region.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { regionOfPostcode } from 'shared-api/contract';
import { evaluate, RULE_SETS, documentLanguage, regionOf } from '../src/modules/regions/completeness';
import type { FactEntity, ReportFacts } from '../src/modules/regions/facts';
import { translate } from '../src/lib/messages';

const object = (name: string, type: string, overrides: Partial<FactEntity> = {}): FactEntity => ({
  name,
  type,
  rule_tag: null,
  state: 'Goed',
  cleanliness: 'Proper',
  remarks: null,
  eval_not_possible: false,
  in_room: false,
  answers: [['1']],
  ...overrides,
});

/** A tree that meets every rule of every set. */
function complete(): ReportFacts {
  const floorObject = object('Vloer', 'base', { in_room: true });
  return {
    type: 'exit',
    state: 'ongoing',
    finished_at: null,
    lease_start_date: '2026-01-01',
    follow_up_of_id: 7,
    configuration: { inspector: 'Jan Janssens', company: 'Plaatsbeschrijvingen bv' },
    parties: [
      { type: 'tenant', name: 'Lotte Peeters' },
      { type: 'landlord', name: 'Immo Noord bv' },
    ],
    signed_parties: ['tenant', 'landlord'],
    inspector_signed: true,
    address: 'Rue de Fer 5, 5000 Namur',
    place_remarks: 'Instapklaar, recent geschilderd.',
    floors: [{ name: 'Gelijkvloers', state: null, cleanliness: null, remarks: null }],
    rooms: [{ name: 'Keuken', state: 'Goed', cleanliness: 'Proper', remarks: null, entities: [floorObject] }],
    entities: [
      floorObject,
      object('Elektriciteit', 'meter', { answers: [['541448820000000000'], [1234.5]] }),
      object('Voordeursleutel', 'key', { answers: [[3]] }),
      object('Verwarmingsketel', 'tech.device', { rule_tag: 'maintenance_documents', answers: [['2025-10-01']] }),
      object('Rookmelder', 'tech.security', { rule_tag: 'safety_equipment', remarks: 'Plafond van de hal' }),
    ],
  };
}

const without = (facts: ReportFacts, name: string) => ({
  ...facts,
  entities: facts.entities.filter((entity) => entity.name !== name),
});
const unanswered = (facts: ReportFacts, name: string) => ({
  ...facts,
  entities: facts.entities.map((entity) => (entity.name === name ? { ...entity, answers: [[]] } : entity)),
});

/** For each rule key, trees on which it is missing (every one must fail the rule). */
const MISSING: Record<string, ((facts: ReportFacts) => ReportFacts)[]> = {
  findings_date: [(facts) => ({ ...facts, state: 'start' })],
  inspector_identity: [
    (facts) => ({ ...facts, configuration: null }),
    (facts) => ({ ...facts, configuration: { inspector: 'Jan', company: null } }),
  ],
  lease_references: [
    (facts) => ({ ...facts, lease_start_date: null }),
    (facts) => ({ ...facts, address: '' }),
    (facts) => ({ ...facts, parties: facts.parties.filter((party) => party.type !== 'tenant') }),
  ],
  general_state: [(facts) => ({ ...facts, place_remarks: ' ' })],
  room_states: [
    (facts) => ({ ...facts, rooms: [] }),
    (facts) => ({
      ...facts,
      rooms: facts.rooms.map((room) => ({
        ...room,
        state: null,
        cleanliness: null,
        entities: [{ ...room.entities[0], state: null, cleanliness: null }],
      })),
    }),
  ],
  equipment_working: [
    (facts) => ({
      ...facts,
      entities: facts.entities.map((entity) => (entity.type === 'tech.device' ? { ...entity, state: null } : entity)),
    }),
  ],
  maintenance_documents: [
    (facts) => tagless(facts, 'Verwarmingsketel'),
    (facts) => unanswered(facts, 'Verwarmingsketel'),
  ],
  meter_readings: [(facts) => without(facts, 'Elektriciteit'), (facts) => unanswered(facts, 'Elektriciteit')],
  keys: [(facts) => without(facts, 'Voordeursleutel'), (facts) => unanswered(facts, 'Voordeursleutel')],
  safety_equipment: [
    (facts) => without(facts, 'Rookmelder'),
    (facts) => unanswered(facts, 'Rookmelder'),
    (facts) => ({
      ...facts,
      entities: facts.entities.map((entity) => (entity.name === 'Rookmelder' ? { ...entity, remarks: null } : entity)),
    }),
  ],
  party_signatures: [
    (facts) => ({ ...facts, parties: facts.parties.filter((party) => party.type !== 'landlord') }),
    // named, but nobody signed yet (a draft): present only when given
    (facts) => ({ ...facts, signed_parties: [] }),
    (facts) => ({ ...facts, signed_parties: ['tenant'] }),
  ],
  inspector_signature: [(facts) => ({ ...facts, inspector_signed: false })],
  parties_identity: [(facts) => ({ ...facts, parties: [] })],
  lease_start: [(facts) => ({ ...facts, lease_start_date: null })],
  exit_comparison: [(facts) => ({ ...facts, follow_up_of_id: null })],
};

/** The tree with `name`'s rule tag removed (a device present, no tagged maintenance documents). */
function tagless(facts: ReportFacts, name: string): ReportFacts {
  return {
    ...facts,
    entities: facts.entities.map((entity) =>
      entity.name === name ? { ...entity, rule_tag: null, type: 'tech.device' } : entity,
    ),
  };
}

for (const set of Object.values(RULE_SETS)) {
  describe(`${set.region} rules (${set.version})`, () => {
    it('are all met by a complete tree', () => {
      const failed = evaluate(set, complete()).filter((item) => !item.ok);
      assert.deepEqual(
        failed.map((item) => [item.rule.key, item.missing.map((text) => translate(text, 'en'))]),
        [],
      );
    });
    for (const rule of set.rules)
      it(`${rule.key}: missing on trees that lack it, with a detail in nl, fr and en`, () => {
        const variants = MISSING[rule.key];
        assert.ok(variants?.length, `no missing tree for ${rule.key}`);
        for (const variant of variants) {
          const item = evaluate(set, variant(complete())).find((evaluated) => evaluated.rule.key === rule.key)!;
          assert.equal(item.ok, false);
          for (const language of ['nl', 'fr', 'en'] as const)
            assert.ok(
              item.missing
                .map((text) => translate(text, language))
                .join(' ')
                .trim(),
            );
        }
        assert.ok(rule.label.nl && rule.label.fr && rule.label.en && rule.source);
      });
  });
}

describe('rules read the report tree, not names', () => {
  it('names the unanswered meters and rooms without a state', () => {
    const facts = unanswered(complete(), 'Elektriciteit');
    const meters = evaluate(RULE_SETS.wallonia, facts).find((item) => item.rule.key === 'meter_readings')!;
    assert.equal(translate(meters.missing[0], 'fr'), 'Non rempli : Elektriciteit.');
  });

  it('counts a smoke detector only by its rule tag, and one in a room needs no remarks', () => {
    const tree = complete();
    const renamed = {
      ...tree,
      entities: tree.entities.map((entity) =>
        entity.rule_tag === 'safety_equipment'
          ? { ...entity, name: 'Détecteur', remarks: null, in_room: true }
          : entity,
      ),
    };
    assert.equal(evaluate(RULE_SETS.wallonia, renamed).find((item) => item.rule.key === 'safety_equipment')!.ok, true);
    const untagged = {
      ...tree,
      entities: tree.entities.map((entity) => (entity.name === 'Rookmelder' ? { ...entity, rule_tag: null } : entity)),
    };
    assert.equal(
      evaluate(RULE_SETS.wallonia, untagged).find((item) => item.rule.key === 'safety_equipment')!.ok,
      false,
    );
  });

  it('needs no maintenance documents without a device; an entry report is never said to be compared with an entry', () => {
    const bare = { ...complete(), type: 'enter' as const, follow_up_of_id: null };
    const noDevices = { ...bare, entities: bare.entities.filter((entity) => !entity.type.startsWith('tech.')) };
    const wallonia = evaluate(RULE_SETS.wallonia, noDevices);
    assert.equal(wallonia.find((item) => item.rule.key === 'maintenance_documents')!.ok, true);
    assert.equal(
      evaluate(RULE_SETS.flanders, bare).find((item) => item.rule.key === 'exit_comparison'),
      undefined,
    );
    assert.equal(
      evaluate(RULE_SETS.flanders, complete()).find((item) => item.rule.key === 'exit_comparison')!.ok,
      true,
    );
  });

  it('says why signatures are missing before the finish, in each language', () => {
    const draft = { ...complete(), signed_parties: [], inspector_signed: false };
    const found = evaluate(RULE_SETS.wallonia, draft);
    const detail = (key: string) =>
      found
        .find((item) => item.rule.key === key)!
        .missing.map((text) => translate(text, 'nl'))
        .join(' ');
    assert.equal(
      detail('party_signatures'),
      'De huurder heeft nog niet ondertekend. De verhuurder of eigenaar heeft nog niet ondertekend.',
    );
    assert.equal(detail('inspector_signature'), 'De plaatsbeschrijver heeft nog niet ondertekend.');
    assert.deepEqual(
      found.filter((item) => item.rule.bySigning).map((item) => item.rule.key),
      ['party_signatures', 'inspector_signature'],
    );
  });
});

describe('region from the postcode (docs/product.md "Regional completeness")', () => {
  it('draws the borders at 1299/1300, 1499/1500, 3999/4000 and 7999/8000', () => {
    const borders: [string, string | null][] = [
      ['1000', 'brussels'],
      ['1299', 'brussels'],
      ['1300', 'wallonia'],
      ['1499', 'wallonia'],
      ['1500', 'flanders'],
      ['3999', 'flanders'],
      ['4000', 'wallonia'],
      ['7999', 'wallonia'],
      ['8000', 'flanders'],
      ['9999', 'flanders'],
      ['0999', null],
      ['75001', null],
      ['', null],
    ];
    assert.deepEqual(
      borders.map(([code]) => [code, regionOfPostcode(code)]),
      borders,
    );
  });

  it('lets the override win, and defaults the PDF language by region', () => {
    assert.equal(regionOf('brussels', '5000'), 'brussels');
    assert.equal(regionOf(null, '5000'), 'wallonia');
    assert.equal(documentLanguage(null, 'wallonia'), 'fr');
    assert.equal(documentLanguage(null, 'flanders'), 'nl');
    assert.equal(documentLanguage('nl', 'wallonia'), 'nl');
    assert.equal(documentLanguage(null, 'brussels'), 'nl');
  });
});
