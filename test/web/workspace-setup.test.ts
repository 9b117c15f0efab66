import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { buildToken } from '../helpers/factories.js';
import { findWorkspaceBySlug } from '../../src/domain/people/workspaces.js';
import { until } from '../webhooks/helpers.js';

const PASSWORD = 'a long password';

/**
 * Issue 30: a workspace made the README's way (`tandem admin workspace create`, the owner's password on
 * standard input) is set up entirely in the browser; every change is checked through the API.
 */
describe('the web interface: setting a workspace up in the browser', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('sets the name, cycles, holiday region, a project, labels and a member’s hours and role', async () => {
    const slug = `acme-${randomBytes(3).toString('hex')}`;
    const env = { SERVICE_DATABASE_URL: app.database.url, SERVICE_APP_URL: app.config.appUrl };
    const email = `ada-${slug}@example.com`;
    const made = await runCli(
      ['admin', 'workspace', 'create', '--slug', slug, '--name', 'Acme', '--prefix', 'ACME'].concat([
        '--owner-email',
        email,
        '--owner-name',
        'Ada',
      ]),
      env,
      `${PASSWORD}\n`,
    );
    assert.equal(made.code, 0, made.stderr);
    const bob = `bob-${slug}@example.com`;
    const added = await runCli(
      [
        'admin',
        'member',
        'add',
        '--workspace',
        slug,
        '--email',
        bob,
        '--name',
        'Bob',
        '--role',
        'member',
        '--password-stdin',
      ],
      env,
      `${PASSWORD}\n`,
    );
    assert.equal(added.code, 0, added.stderr);
    const workspace = await findWorkspaceBySlug(app.db, slug);
    const owner = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const api = client(app, (await buildToken(app.db, workspace, owner)).token);

    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, email, PASSWORD);

    // Workspace settings: name, cycles on with a length and first start, holiday region.
    await page.getByRole('link', { name: 'Workspace', exact: true }).click();
    await page.getByRole('heading', { name: 'Workspace settings', level: 1 }).waitFor();
    await page.getByLabel('Workspace name').fill('Acme Robotics');
    await page.getByLabel('Use cycles').check();
    await page.getByLabel('Cycle length (days)').fill('14');
    await page.getByLabel('First cycle starts on').fill('2026-11-02');
    await page.getByLabel('Holiday region').fill('XX');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Unknown holiday region').waitFor();
    await page.getByLabel('Holiday region').fill('DE-BY');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
    await t.check('workspace settings');
    await screenshot(t, 'admin-workspace');
    const cycles = await api.get('/cycles?when=all&per_page=100');
    const first = cycles.body.data.find((cycle: { number: number }) => cycle.number === 1);
    assert.deepEqual([first.starts_on, first.ends_on], ['2026-11-02', '2026-11-15']);
    const renamed = await findWorkspaceBySlug(app.db, slug);
    assert.deepEqual([renamed.name, renamed.holiday_region], ['Acme Robotics', 'DE-BY']);
    // The shell shows the new name.
    await page.locator('.workspace-name').filter({ hasText: 'Acme Robotics' }).waitFor();

    // Projects: create, then close it by its status (the API deletes no project).
    await page.getByRole('link', { name: 'Projects', exact: true }).click();
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor();
    await page.getByLabel('Project name').fill('Website');
    await page.getByLabel('Prefix (optional)').fill('WEB');
    await page.getByRole('button', { name: 'Create project' }).click();
    const projectRow = page.getByRole('listitem').filter({ hasText: 'Website' });
    await projectRow.waitFor();
    await projectRow.getByLabel('Status of Website').selectOption('active');
    await t.check('projects');
    await screenshot(t, 'admin-projects');
    const projects = async () =>
      (await api.get('/projects')).body.data as { name: string; prefix: string; status: string }[];
    await until(async () => (await projects())[0]?.status === 'active');
    assert.deepEqual(
      (await projects()).map((p) => [p.name, p.prefix, p.status]),
      [['Website', 'WEB', 'active']],
    );

    // Labels: create, rename, recolour, delete.
    await page.getByRole('link', { name: 'Labels', exact: true }).click();
    await page.getByRole('heading', { name: 'Labels', level: 1 }).waitFor();
    await page.getByLabel('Label name').fill('Bug');
    await page.getByRole('button', { name: 'Create label' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Bug' }).waitFor();
    await page.getByLabel('Label name').fill('Chore');
    await page.getByRole('button', { name: 'Create label' }).click();
    const chore = page.getByRole('listitem').filter({ hasText: 'Chore' });
    await chore.waitFor();
    const bug = page.getByRole('listitem').filter({ hasText: 'Bug' });
    await bug.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('New name for Bug').fill('Defect');
    await page.getByRole('button', { name: 'Save' }).click();
    const defect = page.getByRole('listitem').filter({ hasText: 'Defect' });
    await defect.getByRole('button', { name: 'Rename' }).waitFor();
    await defect.getByLabel('Colour of Defect').fill('#dc2626');
    const labels = async () =>
      (await api.get('/labels')).body.data as { name: string; color: string | null }[];
    await until(async () => (await labels()).some((l) => l.color === '#dc2626'));
    await t.check('labels');
    await screenshot(t, 'admin-labels');
    await chore.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete the label Chore?' })
      .getByRole('button', { name: 'Delete label' })
      .click();
    await chore.waitFor({ state: 'detached' });
    assert.deepEqual(
      (await labels()).map((l) => [l.name, l.color]),
      [['Defect', '#dc2626']],
    );

    // Members: Bob's weekly hours and role.
    await page.getByRole('link', { name: 'Members', exact: true }).click();
    await page.getByRole('heading', { name: 'Members', level: 1 }).waitFor();
    // Weekly hours save when the field is left (no Enter, no button), and say so.
    const bobHours = page.getByRole('form', { name: 'Change the weekly hours of Bob' });
    await page.getByLabel('Weekly hours of Bob', { exact: true }).fill('24');
    await page.getByLabel('Role of Bob').focus();
    await bobHours.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    // A save the server refuses says so where the field is.
    await page.route('**/api/ui/members/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Refused', errors: { weekly_hours: ['Refused'] } }),
          })
        : route.fallback(),
    );
    await page.getByLabel('Weekly hours of Bob', { exact: true }).fill('30');
    await page.getByLabel('Weekly hours of Bob', { exact: true }).press('Enter');
    await bobHours
      .getByRole('status')
      .filter({ hasText: /Not saved/ })
      .waitFor();
    await page.unroute('**/api/ui/members/*');
    await page.getByLabel('Role of Bob').selectOption('admin');
    await t.check('members');
    await screenshot(t, 'admin-members');
    const bobRow = async () =>
      await app.db
        .selectFrom('memberships')
        .innerJoin('users', 'users.id', 'memberships.user_id')
        .select(['memberships.role', 'memberships.weekly_hours'])
        .where('users.email', '=', bob)
        .where('memberships.workspace_id', '=', workspace.id)
        .executeTakeFirstOrThrow();
    await until(async () => (await bobRow()).role === 'admin' && (await bobRow()).weekly_hours === 24);
    const members = (await api.get('/members?type=user')).body.data as { name: string; role: string }[];
    assert.equal(members.find((m) => m.name === 'Bob')?.role, 'admin');
    await t.finish();
  });
});
