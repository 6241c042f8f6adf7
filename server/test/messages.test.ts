/**
 * Server messages in the reader's language (issue 23; docs/product.md "Server messages"): every
 * key has a Dutch and a French text with the same placeholders as the English one, no service
 * answers a sentence of its own, and a request gets its messages in the language it asks for.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { CATALOGUES, type Catalogue } from '../src/lib/messages';
import { startTestApp, type TestContext } from './helpers';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
/** Keys whose text is the same in every language: a value the client reads, not a sentence. */
const SAME_EVERYWHERE = new Set(['documents.missingPhoto']);

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('server messages (issue 23)', () => {
  it('gives every key a Dutch and a French text with the placeholders of the English one', () => {
    const en = CATALOGUES.en as Record<string, string>;
    for (const language of ['nl', 'fr'] as const) {
      const catalogue: Catalogue = CATALOGUES[language];
      for (const [key, english] of Object.entries(en)) {
        const translated = (catalogue as Record<string, string | undefined>)[key];
        assert.ok(translated?.trim(), `${language} has no text for ${key}`);
        assert.deepEqual(placeholders(translated ?? ''), placeholders(english), `${language} ${key}: placeholders`);
        if (!SAME_EVERYWHERE.has(key)) assert.notEqual(translated, english, `${language} ${key} is still English`);
      }
      assert.deepEqual(Object.keys(catalogue).sort(), Object.keys(en).sort(), `${language} has keys English lacks`);
    }
  });

  it('writes every mail in one tone, the formal "u" and "vous", greeting by name (issue 43)', async () => {
    const { DOCUMENT_LABELS } = await import('../src/modules/documents/pdf/labels');
    const facts = {
      title: 'Plaatsbeschrijving',
      address: 'Kouter 7',
      inspector: 'Jan',
      company: 'Bureau',
      documents: ['PB-1'],
      links: [],
    };
    const mails = {
      nl: [
        ...Object.entries(CATALOGUES.nl)
          .filter(([key]) => key.startsWith('mail.'))
          .map(([, value]) => value),
        DOCUMENT_LABELS.nl.mailBody({ ...facts, name: 'Lotte Peeters' }),
        DOCUMENT_LABELS.nl.mailBody({ ...facts, name: null }),
      ],
      fr: [
        ...Object.entries(CATALOGUES.fr)
          .filter(([key]) => key.startsWith('mail.'))
          .map(([, value]) => value),
        DOCUMENT_LABELS.fr.mailBody({ ...facts, name: 'Lotte Peeters' }),
      ],
    };
    for (const mail of mails.nl) assert.doesNotMatch(mail, /\b(je|jij|jou|jouw|jezelf)\b/i, mail);
    for (const mail of mails.fr) assert.doesNotMatch(mail, /\b(tu|toi|ton|ta|tes)\b/i, mail);
    assert.match(DOCUMENT_LABELS.nl.mailBody({ ...facts, name: 'Lotte Peeters' }), /^Beste Lotte Peeters,\n/);
    assert.match(DOCUMENT_LABELS.fr.mailBody({ ...facts, name: 'Lotte Peeters' }), /^Bonjour Lotte Peeters,\n/);
    assert.match(DOCUMENT_LABELS.nl.mailBody({ ...facts, name: null }), /^Geachte mevrouw, geachte heer,\n/);
  });

  it('finds no sentence answered outside the catalogues', () => {
    const root = path.resolve(import.meta.dirname, '../src');
    const offenders: string[] = [];
    for (const file of sources(root)) {
      if (file.includes(`${path.sep}messages${path.sep}`)) continue;
      // OAuth token errors are the fixed English texts of docs/spec.md §8, translated by the client
      if (file.endsWith('oauth.routes.ts') || file.endsWith('oauth-model.ts')) continue;
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          // a message property or a field's message list written as an English sentence
          if (/message:\s*['`][A-Z][^'`]* |\[\s*['`][A-Z][^'`]*\.['`]\s*\]/.test(line))
            offenders.push(`${path.relative(root, file)}:${index + 1}: ${line.trim()}`);
        });
    }
    assert.deepEqual(offenders, []);
  });

  describe('over HTTP', () => {
    let ctx: TestContext;
    before(async () => (ctx = await startTestApp()));
    after(() => ctx.close());

    const grantTooMany = async (language?: string) => {
      const admin = await ctx.auth('admin');
      const user = await ctx.app.inject({ url: '/front/me', headers: await ctx.auth('user') });
      return ctx.app.inject({
        method: 'POST',
        url: `/front/users/${user.json().id}/admin_credits`,
        headers: { ...admin, ...(language ? { 'accept-language': language } : {}) },
        payload: { credits: -(user.json().credit_count + 1) },
      });
    };

    it('answers a domain error with its values in the language asked for, Dutch by default', async () => {
      const dutch = await grantTooMany();
      assert.equal(dutch.statusCode, 422);
      assert.match(dutch.json().message, /^De credits kunnen niet onder nul gaan \(het account heeft er \d+\)\.$/);
      assert.deepEqual(dutch.json().errors.credits, [dutch.json().message]);
      const french = await grantTooMany('fr-BE,fr;q=0.9,en;q=0.5');
      assert.match(french.json().message, /^Les crédits ne peuvent pas descendre sous zéro/);
      const english = await grantTooMany('en-GB');
      assert.match(english.json().message, /^Credits cannot go below zero/);
    });

    it('answers schema errors and not-found in the reader language too', async () => {
      const blank = await ctx.app.inject({
        method: 'POST',
        url: '/front/inquiries',
        headers: { 'accept-language': 'fr' },
        payload: {},
      });
      assert.equal(blank.statusCode, 422);
      assert.equal(blank.json().errors.email[0], 'Ce champ est obligatoire.');
      const missing = await ctx.app.inject({ url: '/front/reports/999999', headers: await ctx.auth('admin') });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().message, 'Deze plaatsbeschrijving bestaat niet.');
      // no cache keeps an answer in one reader's language for another
      for (const answer of [blank, missing]) {
        assert.equal(answer.headers['cache-control'], 'no-store');
        assert.equal(answer.headers.vary, 'Accept-Language');
      }
    });
  });
});
