/**
 * Before every run of the suite: the seeded inspector gets 100 credits more than the seed's 25
 * (README "The two commands"), granted by the seeded admin through `POST /front/users/{id}/admin_credits`
 * as an administrator would. The specs together create more reports than 25 credits pay for;
 * each spec that counts credits compares with what it read before.
 */
import { request } from '@playwright/test';
import { BACK_OFFICE_CLIENT } from '../shared-api/src/contract';
import { account } from './tests/helpers';
import { E2E_PORT } from './playwright.config';

export default async function globalSetup() {
  const api = await request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  try {
    const token = await api.post('/oauth/token', {
      form: {
        grant_type: 'password',
        client_id: BACK_OFFICE_CLIENT.id,
        client_secret: BACK_OFFICE_CLIENT.secret,
        username: account('admin').email,
        password: account('admin').password,
      },
    });
    if (!token.ok()) throw new Error(`the admin could not sign in: ${await token.text()}`);
    const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
    const users = await api.get(`/front/users/?query=${encodeURIComponent(account('user').email)}`, { headers });
    const inspector = ((await users.json()).data as { id: number; email: string }[]).find(
      (user) => user.email === account('user').email,
    );
    if (!inspector) throw new Error('the seeded inspector is not listed');
    const granted = await api.post(`/front/users/${inspector.id}/admin_credits`, { headers, data: { credits: 100 } });
    if (!granted.ok()) throw new Error(`the credits were not granted: ${await granted.text()}`);
  } finally {
    await api.dispose();
  }
}
