import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import pino from 'pino';
import { adminCommands } from '../../src/cli/admin.js';
import { parseAdminArguments } from '../../src/cli/program.js';
import { ValidationError } from '../../src/errors.js';
import { seed } from '../../src/domain/seed.js';
import { client, startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { buildIssue, buildMember, buildScene, buildWhiteboard } from '../helpers/factories.js';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** The seed sections `whiteboards` and `saved_views`, and the admin commands that write boards and views. */
describe('Whiteboards and saved views: seeding and administration', async () => {
  const app = await startTestApp();
  const env = { SERVICE_DATABASE_URL: app.database.url, SERVICE_REDIS_URL: app.config.redisUrl ?? '' };

  function fixtureFile(fixture: unknown): string {
    const path = join(app.database.tmpDir, `fixture-${randomBytes(4).toString('hex')}.json`);
    writeFileSync(path, JSON.stringify(fixture));
    return path;
  }

  function workspace(slug: string, extra: Record<string, unknown>) {
    return {
      slug,
      name: 'Acme',
      issue_prefix: 'ACME',
      members: [{ key: 'ada', name: 'Ada Lovelace', email: `ada-${slug}@example.com`, role: 'owner' }],
      tokens: [{ key: 'ada_rw', member: 'ada', name: 'ci', abilities: ['read', 'write'], expires_at: null }],
      ...extra,
    };
  }

  it('seeds whiteboards (by ULID) and saved views (by id) as decisions §1 shows', async () => {
    const slug = `seed-${randomBytes(3).toString('hex')}`;
    const result = await runCli(
      [
        'admin',
        'seed',
        '--file',
        fixtureFile({
          workspaces: [
            workspace(slug, {
              whiteboards: [
                {
                  key: 'plan',
                  name: 'Planning',
                  visibility: 'workspace',
                  author: 'ada',
                  elements: [
                    { type: 'note', text: 'Idea', x: 10, y: 20, color: 'yellow' },
                    { type: 'arrow', x: 0, y: 0, color: 'gray' },
                  ],
                },
                { key: 'mine', name: 'Scratch', visibility: 'private', author: 'ada' },
              ],
              saved_views: [
                {
                  key: 'mine',
                  name: 'My bugs',
                  surface: 'issues',
                  filters: { type: 'bug' },
                  owner: 'ada',
                  shared: false,
                },
              ],
            }),
          ],
        }),
      ],
      env,
    );
    assert.equal(result.code, 0, result.stderr);
    const seeded = result.json.workspaces[slug];
    assert.match(seeded.whiteboards.plan.id, ULID);
    assert.match(seeded.whiteboards.mine.id, ULID);
    assert.equal(typeof seeded.saved_views.mine.id, 'number');

    const api = client(app, seeded.tokens.ada_rw.token);
    const board = await api.get(`/whiteboards/${seeded.whiteboards.plan.id}`);
    assert.equal(board.status, 200);
    assert.equal(board.body.data.name, 'Planning');
    assert.deepEqual(
      board.body.data.elements.map(
        (e: { type: string; text: string; x: number; y: number; color: string }) => [
          e.type,
          e.text,
          e.x,
          e.y,
          e.color,
        ],
      ),
      [
        ['note', 'Idea', 10, 20, 'yellow'],
        ['arrow', '', 0, 0, 'gray'],
      ],
    );
    assert.equal(
      (await api.get(`/whiteboards/${seeded.whiteboards.mine.id}`)).body.data.visibility,
      'private',
    );
    const views = await api.get('/saved-views?surface=issues');
    assert.deepEqual(views.body.data[0].filters, { type: 'bug' });
    assert.equal(views.body.data[0].id, seeded.saved_views.mine.id);
  });

  it('refuses a fixture whose boards or views are malformed, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { whiteboards: [{ key: 'b', name: 'B', author: 'ada', elements: [{ type: 'sticker' }] }] },
        'whiteboards.elements.type',
      ],
      [
        { whiteboards: [{ key: 'b', name: 'B', author: 'ada', elements: [{ color: 'chartreuse' }] }] },
        'whiteboards.elements.color',
      ],
      [{ whiteboards: [{ key: 'b', name: 'B', author: 'nobody' }] }, 'whiteboards.author'],
      [
        { whiteboards: [{ key: 'b', name: 'B', author: 'ada', visibility: 'team' }] },
        'whiteboards.visibility',
      ],
      [
        { saved_views: [{ key: 'v', name: 'V', owner: 'ada', filters: { colour: 'red' } }] },
        'saved_views.filters.colour',
      ],
      [{ saved_views: [{ key: 'v', name: 'V', owner: 'ghost' }] }, 'saved_views.owner'],
    ];
    // Through the command once (message on stderr, non-zero exit, nothing kept), then the same seeding
    // in-process for the other cases.
    const slug = `bad-${randomBytes(3).toString('hex')}`;
    const result = await runCli(
      ['admin', 'seed', '--file', fixtureFile({ workspaces: [workspace(slug, cases[0]![0])] })],
      env,
    );
    assert.notEqual(result.code, 0);
    assert.ok(result.stderr.includes(cases[0]![1]), result.stderr);
    const kept = await app.db
      .selectFrom('workspaces')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    assert.equal(kept, undefined);
    for (const [extra, field] of cases.slice(1)) {
      const fixture = { workspaces: [workspace(`bad-${randomBytes(3).toString('hex')}`, extra)] };
      await assert.rejects(
        app.db.transaction().execute((tx) => seed(tx, fixture)),
        (error: unknown) => error instanceof ValidationError && error.errors[field] !== undefined,
        field,
      );
    }
  });

  it('creates boards, elements and saved views with tandem admin', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const created = await runCli(
      [
        'admin',
        'whiteboard',
        'create',
        '--workspace',
        scene.workspace.slug,
        '--author',
        scene.owner.email,
        '--name',
        'Retro board',
        '--visibility',
        'private',
      ],
      env,
    );
    assert.equal(created.code, 0, created.stderr);
    assert.match(created.json.id, ULID);
    assert.equal(created.json.visibility, 'private');

    const issue = await buildIssue(app.db, scene.workspace);
    const element = await runCli(
      [
        'admin',
        'whiteboard',
        'add-element',
        '--workspace',
        scene.workspace.slug,
        '--whiteboard',
        created.json.id,
        '--type',
        'image',
        '--text',
        'diagram.png',
        '--x=-12.5',
        '--y',
        '40',
        '--color',
        'white',
        '--issue',
        `${scene.workspace.issue_prefix}-${issue.number}`,
        '--author',
        scene.owner.email,
      ],
      env,
    );
    assert.equal(element.code, 0, element.stderr);
    assert.deepEqual(
      { ...element.json, ulid: 'x' },
      {
        ulid: 'x',
        type: 'image',
        text: 'diagram.png',
        x: -12.5,
        y: 40,
        color: 'white',
        votes: 0,
        issue: `${scene.workspace.issue_prefix}-${issue.number}`,
      },
    );
    const board = await api.get(`/whiteboards/${created.json.id}`);
    assert.equal(board.body.data.elements[0].ulid, element.json.ulid);

    const view = await runCli(
      [
        'admin',
        'saved-view',
        'create',
        '--workspace',
        scene.workspace.slug,
        '--owner',
        scene.owner.email,
        '--name',
        'Urgent',
        '--filters',
        '{"priority":"urgent"}',
        '--shared',
      ],
      env,
    );
    assert.equal(view.code, 0, view.stderr);
    assert.equal(view.json.shared, true);
    assert.equal(view.json.surface, 'issues');
    const listed = await api.get('/saved-views');
    assert.deepEqual(listed.body.data[0].filters, { priority: 'urgent' });
  });

  it('refuses bad admin input, saying what is wrong', async () => {
    const scene = await buildScene(app.db);
    const outsider = await buildScene(app.db);
    const board = await buildWhiteboard(app.db, scene.workspace, scene.owner);
    const member = await buildMember(app.db, scene.workspace);
    const cases: [string[], RegExp][] = [
      [['whiteboard', 'create', '--workspace', scene.workspace.slug, '--author', scene.owner.email], /name/],
      [
        [
          'whiteboard',
          'create',
          '--workspace',
          scene.workspace.slug,
          '--author',
          outsider.owner.email,
          '--name',
          'x',
        ],
        /not a member/,
      ],
      [
        ['whiteboard', 'add-element', '--workspace', outsider.workspace.slug, '--whiteboard', board.id],
        /Whiteboard not found/,
      ],
      [
        [
          'whiteboard',
          'add-element',
          '--workspace',
          scene.workspace.slug,
          '--whiteboard',
          board.id,
          '--x',
          'left',
        ],
        /--x must be a number/,
      ],
      [
        [
          'whiteboard',
          'add-element',
          '--workspace',
          scene.workspace.slug,
          '--whiteboard',
          board.id,
          '--type',
          'blob',
        ],
        /element\.type/,
      ],
      [
        [
          'saved-view',
          'create',
          '--workspace',
          scene.workspace.slug,
          '--owner',
          member.email,
          '--name',
          'v',
          '--filters',
          '{',
        ],
        /filters/,
      ],
      [
        [
          'saved-view',
          'create',
          '--workspace',
          scene.workspace.slug,
          '--owner',
          member.email,
          '--name',
          'v',
          '--filters',
          '{"sort":"title"}',
        ],
        /saved_view\.filters\.sort/,
      ],
    ];
    // The commands run in-process here (spawning the CLI for each case would only repeat the test above).
    const runtime = { database: app.database, config: app.config, log: pino({ level: 'silent' }) };
    for (const [args, message] of cases) {
      const command = adminCommands[args.slice(0, 2).join(' ')]!;
      await assert.rejects(
        command.run(parseAdminArguments(command, args.slice(2)), runtime),
        (error: unknown) => {
          const text =
            error instanceof ValidationError
              ? `${error.message} ${JSON.stringify(error.errors)}`
              : String(error);
          assert.match(text, message, args.join(' '));
          return true;
        },
      );
    }
  });
});
