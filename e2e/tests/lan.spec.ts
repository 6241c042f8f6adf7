/**
 * A LAN can open it (issue 42): another machine on the office network opens the back-office at
 * `http://<server name>:<port>` over plain HTTP. Chromium maps the host name `lan-office.test` to
 * the loopback address (`--host-resolver-rules`), signs in and sees the reports list; no file is
 * sent to https (the server speaks none) and none fails to load.
 */
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { signIn, tableRows } from './helpers';

const LAN_HOST = 'lan-office.test';

test('a machine on the office network signs in over plain HTTP at the server’s name and sees the reports list', async ({
  playwright,
}) => {
  const launch = test.info().project.use.launchOptions ?? {};
  const browser = await playwright.chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`],
  });
  try {
    const context = await browser.newContext({
      baseURL: `http://${LAN_HOST}:${E2E_PORT}`,
      locale: 'nl-BE',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const requested: string[] = [];
    const failed: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await signIn(page, 'user');
    await expect(tableRows(page).first()).toBeVisible();
    expect(new URL(page.url()).origin).toBe(`http://${LAN_HOST}:${E2E_PORT}`);
    const own = requested.filter((url) => new URL(url).hostname === LAN_HOST);
    expect(own.length).toBeGreaterThan(5);
    expect(own.filter((url) => url.startsWith('https:'))).toEqual([]);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
});
