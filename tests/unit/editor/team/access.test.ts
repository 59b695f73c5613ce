import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { redact } from '../../../../scripts/editor/team/audit-log.ts';
import {
  decide,
  describeRequest,
  findRoute,
  ownSitesOnly,
  ROUTES,
  type GateContext,
  type RequestFacts,
  type Viewer,
} from '../../../../scripts/editor/team/access.ts';

const ctx: GateContext = {
  siteFolders: new Map([
    ['salon', 'demos/salon'],
    ['hvac', 'demos/hvac'],
    ['studio', 'studio'],
  ]),
  ownOrigins: ['https://edit.example.com'],
};
const salonOnly: Viewer = { email: 'ana@example.com', sites: ['salon'], admin: false, publish: false };
const salonPublisher: Viewer = { ...salonOnly, publish: true };
const admin: Viewer = { email: 'studio@example.com', sites: 'all', admin: true, publish: true };
const ORIGIN = 'https://edit.example.com';

function facts(method: string, target: string, body?: unknown, origin: string | undefined = ORIGIN): RequestFacts {
  const url = new URL(target, 'http://x');
  const query: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) (query[key] ??= []).push(value);
  return {
    method,
    path: decodeURIComponent(url.pathname),
    query,
    body,
    origin: method === 'POST' ? origin : undefined,
  };
}

/**
 * One request per route, naming the salon site, and the same request naming
 * the HVAC site. A route added to the table without a case here fails below.
 */
const CASES: Record<string, { salon: RequestFacts; hvac?: RequestFacts }> = {
  'GET /api/sites': { salon: facts('GET', '/api/sites') },
  'GET /api/site': { salon: facts('GET', '/api/site?id=salon'), hvac: facts('GET', '/api/site?id=hvac') },
  'GET /api/images': { salon: facts('GET', '/api/images?site=salon'), hvac: facts('GET', '/api/images?site=hvac') },
  'GET /api/schemas': { salon: facts('GET', '/api/schemas') },
  'GET /media/': { salon: facts('GET', '/media/salon/images/a.jpg'), hvac: facts('GET', '/media/hvac/images/a.jpg') },
  'POST /api/validate': {
    salon: facts('POST', '/api/validate', { docs: [{ file: 'demos/salon/pages/home.json' }] }),
    hvac: facts('POST', '/api/validate', {
      docs: [{ file: 'demos/salon/pages/home.json' }, { file: 'demos/hvac/pages/home.json' }],
    }),
  },
  'POST /api/save': {
    salon: facts('POST', '/api/save', { docs: [{ file: 'demos/salon/site.json' }] }),
    hvac: facts('POST', '/api/save', { docs: [{ file: 'demos/hvac/site.json' }] }),
  },
  'POST /api/pages/create': {
    salon: facts('POST', '/api/pages/create', { site: 'salon' }),
    hvac: facts('POST', '/api/pages/create', { site: 'hvac' }),
  },
  'POST /api/pages/delete': {
    salon: facts('POST', '/api/pages/delete', { site: 'salon' }),
    hvac: facts('POST', '/api/pages/delete', { site: 'hvac' }),
  },
  'POST /api/sites/duplicate': {
    salon: facts('POST', '/api/sites/duplicate', { from: 'salon' }),
    hvac: facts('POST', '/api/sites/duplicate', { from: 'hvac' }),
  },
  'GET /api/sites/folder-name': { salon: facts('GET', "/api/sites/folder-name?name=Joe's Plumbing") },
  'GET /api/entries/deletable': {
    salon: facts('GET', '/api/entries/deletable?file=demos/salon/collections/team/ana.json'),
    hvac: facts('GET', '/api/entries/deletable?file=demos/hvac/collections/team/ana.json'),
  },
  'GET /api/entries/rename': {
    salon: facts('GET', '/api/entries/rename?file=demos/salon/collections/team/ana.json&slug=ana-lee'),
    hvac: facts('GET', '/api/entries/rename?file=demos/hvac/collections/team/ana.json&slug=ana-lee'),
  },
  'GET /api/entries/file': {
    salon: facts('GET', '/api/entries/file?file=demos/salon/collections/team/ana.json'),
    hvac: facts('GET', '/api/entries/file?file=demos/hvac/collections/team/ana.json'),
  },
  'GET /api/entries': {
    salon: facts('GET', '/api/entries?site=salon&collection=stylists'),
    hvac: facts('GET', '/api/entries?site=hvac&collection=posts'),
  },
  'GET /api/entries/new': {
    salon: facts('GET', '/api/entries/new?site=salon&collection=posts&title=Spring'),
    hvac: facts('GET', '/api/entries/new?site=hvac&collection=posts&title=Spring'),
  },
  'POST /api/share-card': {
    salon: facts('POST', '/api/share-card', { site: 'salon', page: { title: 'Cuts' } }),
    hvac: facts('POST', '/api/share-card', { site: 'hvac', page: { title: 'Cooling' } }),
  },
  'POST /api/upload': {
    salon: facts('POST', '/api/upload?site=salon&name=a.jpg'),
    hvac: facts('POST', '/api/upload?site=hvac&name=a.jpg'),
  },
  'GET /sign-in': { salon: facts('GET', '/sign-in') },
  'POST /sign-in': { salon: facts('POST', '/sign-in') },
  'POST /sign-in/code': { salon: facts('POST', '/sign-in/code') },
  'GET /sign-in/forgot': { salon: facts('GET', '/sign-in/forgot') },
  'POST /sign-in/forgot': { salon: facts('POST', '/sign-in/forgot') },
  'GET /invite/': { salon: facts('GET', '/invite/abc') },
  'POST /invite/': { salon: facts('POST', '/invite/abc') },
  'GET /reset/': { salon: facts('GET', '/reset/abc') },
  'POST /reset/': { salon: facts('POST', '/reset/abc') },
  'POST /sign-out': { salon: facts('POST', '/sign-out') },
  'POST /sign-out-everywhere': { salon: facts('POST', '/sign-out-everywhere') },
  'GET /api/team/me': { salon: facts('GET', '/api/team/me') },
  'GET /account': { salon: facts('GET', '/account') },
  'POST /account/password': { salon: facts('POST', '/account/password') },
  'POST /account/two-step/start': { salon: facts('POST', '/account/two-step/start') },
  'POST /account/two-step/confirm': { salon: facts('POST', '/account/two-step/confirm') },
  'POST /account/sessions/end': { salon: facts('POST', '/account/sessions/end') },
  'GET /api/history': {
    salon: facts('GET', '/api/history?site=salon&file=demos/salon/pages/home.json'),
    hvac: facts('GET', '/api/history?site=salon&file=demos/hvac/pages/home.json'),
  },
  'GET /api/history/changes': {
    salon: facts('GET', '/api/history/changes?site=salon&commit=abc1234'),
    hvac: facts('GET', '/api/history/changes?site=hvac&commit=abc1234'),
  },
  'POST /api/history/restore': {
    salon: facts('POST', '/api/history/restore', { site: 'salon', file: 'demos/salon/pages/home.json' }),
    hvac: facts('POST', '/api/history/restore', { site: 'salon', file: 'demos/hvac/pages/home.json' }),
  },
  'GET /api/previews': {
    salon: facts('GET', '/api/previews?site=salon'),
    hvac: facts('GET', '/api/previews?site=hvac'),
  },
  'POST /api/previews/create': {
    salon: facts('POST', '/api/previews/create', { site: 'salon' }),
    hvac: facts('POST', '/api/previews/create', { site: 'hvac' }),
  },
  'POST /api/previews/revoke': {
    salon: facts('POST', '/api/previews/revoke', { site: 'salon' }),
    hvac: facts('POST', '/api/previews/revoke', { site: 'hvac' }),
  },
  'GET /api/publish': { salon: facts('GET', '/api/publish?site=salon'), hvac: facts('GET', '/api/publish?site=hvac') },
  'POST /api/publish': {
    salon: facts('POST', '/api/publish', { site: 'salon' }),
    hvac: facts('POST', '/api/publish', { site: 'hvac' }),
  },
  'GET /api/review': { salon: facts('GET', '/api/review?site=salon'), hvac: facts('GET', '/api/review?site=hvac') },
  'GET /api/review/show': {
    salon: facts('GET', '/api/review/show?site=salon&id=x'),
    hvac: facts('GET', '/api/review/show?site=hvac&id=x'),
  },
  'POST /api/review/ask': {
    salon: facts('POST', '/api/review/ask', { site: 'salon' }),
    hvac: facts('POST', '/api/review/ask', { site: 'hvac' }),
  },
  'POST /api/review/withdraw': {
    salon: facts('POST', '/api/review/withdraw', { site: 'salon', id: 'x' }),
    hvac: facts('POST', '/api/review/withdraw', { site: 'hvac', id: 'x' }),
  },
  'POST /api/review/send-back': {
    salon: facts('POST', '/api/review/send-back', { site: 'salon', id: 'x' }),
    hvac: facts('POST', '/api/review/send-back', { site: 'hvac', id: 'x' }),
  },
  'POST /api/review/approve': {
    salon: facts('POST', '/api/review/approve', { site: 'salon', id: 'x' }),
    hvac: facts('POST', '/api/review/approve', { site: 'hvac', id: 'x' }),
  },
  'POST /api/review/seen': {
    salon: facts('POST', '/api/review/seen', { site: 'salon', id: 'x' }),
    hvac: facts('POST', '/api/review/seen', { site: 'hvac', id: 'x' }),
  },
  'GET /api/team/people': { salon: facts('GET', '/api/team/people') },
  'POST /api/team/people/invite': { salon: facts('POST', '/api/team/people/invite', { email: 'x@example.com' }) },
  'POST /api/team/people/remove': { salon: facts('POST', '/api/team/people/remove', { email: 'x@example.com' }) },
  'POST /api/team/people/sites': { salon: facts('POST', '/api/team/people/sites', { email: 'x@example.com' }) },
  'POST /api/team/people/publishing': {
    salon: facts('POST', '/api/team/people/publishing', { email: 'x@example.com', right: 'publish' }),
  },
  'POST /api/team/people/role': {
    salon: facts('POST', '/api/team/people/role', { email: 'x@example.com', admin: true }),
  },
  'POST /api/team/people/enabled': {
    salon: facts('POST', '/api/team/people/enabled', { email: 'x@example.com', enabled: false }),
  },
  'POST /api/team/people/sign-out': { salon: facts('POST', '/api/team/people/sign-out', { email: 'x@example.com' }) },
  'POST /api/team/people/reset-password': {
    salon: facts('POST', '/api/team/people/reset-password', { email: 'x@example.com' }),
  },
  'POST /api/team/people/reset-two-step': {
    salon: facts('POST', '/api/team/people/reset-two-step', { email: 'x@example.com' }),
  },
  'GET /api/team/audit': { salon: facts('GET', '/api/team/audit') },
  'GET /': { salon: facts('GET', '/') },
};

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('the route table', () => {
  it('has an access rule for every route of the editor API', () => {
    const source = readFileSync('scripts/editor/api.ts', 'utf8');
    const apiPaths = [...source.matchAll(/^\s*'(\/api\/[^']+)':/gm)].map((m) => m[1]);
    expect(apiPaths.length).toBeGreaterThan(5);
    const table = new Set(ROUTES.filter((r) => r.path !== '/').map((r) => r.path));
    for (const path of apiPaths) expect(table, `${path} has no access rule`).toContain(path);
    expect(source).toContain("'/media/'");
  });

  it('is covered by this test, route by route', () => {
    expect(Object.keys(CASES).sort()).toEqual(ROUTES.map(key).sort());
  });

  it('refuses an API path, method or address without a rule', () => {
    expect(decide(facts('GET', '/api/new-thing'), admin, ctx)).toMatchObject({ allow: false, status: 404 });
    expect(decide(facts('POST', '/api/sites'), admin, ctx)).toMatchObject({ allow: false, status: 404 });
    expect(decide(facts('DELETE', '/api/site'), admin, ctx)).toMatchObject({ allow: false, status: 405 });
    expect(findRoute('GET', '/api/history/changes')?.path).toBe('/api/history/changes');
    expect(findRoute('GET', '/assets/index-3f2a.js')?.path).toBe('/');
  });
});

describe('the access gate', () => {
  for (const route of ROUTES) {
    const { salon, hvac } = CASES[key(route)] ?? { salon: facts(route.method, route.path) };
    const name = key(route);

    it(`${name}: ${route.access === 'public' ? 'open without a session' : '401 without a session'}`, () => {
      const answer = decide(salon, undefined, ctx);
      if (route.access === 'public') expect(answer.allow).toBe(true);
      else expect(answer).toMatchObject({ allow: false, status: 401 });
    });

    if (route.method === 'POST') {
      it(`${name}: 403 from a foreign or missing Origin, even for an admin`, () => {
        expect(decide({ ...salon, origin: 'https://evil.example' }, admin, ctx)).toMatchObject({
          allow: false,
          status: 403,
        });
        expect(decide({ ...salon, origin: undefined }, admin, ctx)).toMatchObject({ allow: false, status: 403 });
        // "Origin: null" is the editor's own form only when the browser says the request is same-origin.
        for (const fetchSite of [undefined, 'cross-site', 'same-site', 'none'])
          expect(decide({ ...salon, origin: 'null', fetchSite }, admin, ctx), fetchSite).toMatchObject({
            allow: false,
            status: 403,
          });
        expect(decide({ ...salon, fetchSite: 'cross-site' }, admin, ctx)).toMatchObject({ allow: false, status: 403 });
        expect(decide({ ...salon, origin: 'null', fetchSite: 'same-origin' }, admin, ctx).allow).toBe(true);
      });
    }

    it(`${name}: an admin may`, () => {
      expect(decide(salon, admin, ctx).allow).toBe(true);
    });

    if (hvac) {
      it(`${name}: a salon-only person may not touch the HVAC site`, () => {
        expect(decide(hvac, salonPublisher, ctx)).toMatchObject({ allow: false, status: 403 });
      });
    }
    if (route.access === 'site' || route.access === 'signed-in') {
      it(`${name}: a salon-only person may use it for the salon site`, () => {
        expect(decide(salon, salonOnly, ctx).allow).toBe(true);
      });
    }
  }

  it('leaves publishing to admins and people given it', () => {
    const publish = CASES['POST /api/publish'].salon;
    expect(decide(publish, salonOnly, ctx)).toMatchObject({ allow: false, status: 403 });
    expect(decide(publish, salonPublisher, ctx).allow).toBe(true);
  });

  it("leaves publishing to the choice made for the site named, not for another of the person's sites", () => {
    const both: Viewer = {
      email: 'mo@example.com',
      sites: ['salon', 'hvac'],
      admin: false,
      publish: false,
      publishing: { salon: 'ask', hvac: 'tell' },
    };
    const onSite = (site: string) => facts('POST', '/api/publish', { site });
    expect(decide(onSite('salon'), both, ctx)).toMatchObject({ allow: false, status: 403 });
    expect(decide(onSite('hvac'), both, ctx).allow).toBe(true);
    expect(decide(CASES['GET /api/review/show'].salon, both, ctx)).toMatchObject({ allow: false, status: 403 });
    // A site the choice does not name takes the person's flags; a site they do not edit is refused first.
    expect(decide(onSite('salon'), { ...both, publish: true, publishing: { hvac: 'ask' } }, ctx).allow).toBe(true);
    expect(decide(onSite('bakery'), { ...both, publish: true }, ctx)).toMatchObject({
      allow: false,
      message: 'You do not have access to that site.',
    });
  });

  it('leaves looking at and deciding a review to those who may publish; anyone on the site may ask', () => {
    for (const name of [
      'GET /api/review/show',
      'POST /api/review/send-back',
      'POST /api/review/approve',
      'POST /api/review/seen',
    ]) {
      expect(decide(CASES[name].salon, salonOnly, ctx), name).toMatchObject({ allow: false, status: 403 });
      expect(decide(CASES[name].salon, salonPublisher, ctx).allow, name).toBe(true);
    }
    for (const name of ['GET /api/review', 'POST /api/review/ask', 'POST /api/review/withdraw'])
      expect(decide(CASES[name].salon, salonOnly, ctx).allow, name).toBe(true);
  });

  it('leaves people and new sites to admins', () => {
    for (const name of [
      'GET /api/team/people',
      'POST /api/team/people/invite',
      'POST /api/team/people/role',
      'POST /api/team/people/enabled',
      'POST /api/team/people/sign-out',
      'POST /api/team/people/reset-password',
      'POST /api/team/people/reset-two-step',
      'GET /api/team/audit',
      'POST /api/sites/duplicate',
      'GET /api/sites/folder-name',
    ]) {
      expect(decide(CASES[name].salon, salonPublisher, ctx)).toMatchObject({ allow: false, status: 403 });
    }
  });

  it('lets only an admin copy a site as a new client site, from the editor itself', () => {
    const asClient = { from: 'salon', as: 'client', name: "Joe's Plumbing", domain: 'www.joesplumbing.com' };
    const copy = facts('POST', '/api/sites/duplicate', asClient);
    expect(decide(copy, undefined, ctx)).toMatchObject({ allow: false, status: 401 });
    expect(decide(copy, salonPublisher, ctx)).toMatchObject({ allow: false, status: 403 });
    expect(decide(facts('POST', '/api/sites/duplicate', asClient, 'https://evil.example'), admin, ctx)).toMatchObject({
      allow: false,
      status: 403,
    });
    expect(decide(copy, admin, ctx).allow).toBe(true);
    const folderName = CASES['GET /api/sites/folder-name'].salon;
    expect(decide(folderName, undefined, ctx)).toMatchObject({ allow: false, status: 401 });
    expect(decide(folderName, admin, ctx).allow).toBe(true);
  });

  it('refuses a request that names no site, or a file outside every site', () => {
    const me: Viewer = { ...salonOnly };
    expect(decide(facts('GET', '/api/site'), me, ctx)).toMatchObject({ allow: false, status: 403 });
    expect(
      decide(facts('POST', '/api/save', { docs: [{ file: 'demos/salon/../hvac/site.json' }] }), me, ctx),
    ).toMatchObject({ allow: false, status: 403 });
    expect(decide(facts('POST', '/api/save', { docs: [{ file: 'schema/page.schema.json' }] }), me, ctx)).toMatchObject({
      allow: false,
      status: 403,
    });
    expect(decide(facts('POST', '/api/save', { docs: [{ file: 'demos/salonx/site.json' }] }), me, ctx)).toMatchObject({
      allow: false,
      status: 403,
    });
    expect(decide(facts('GET', '/api/site?id=salon&id=hvac'), me, ctx).allow).toBe(true);
  });

  it("refuses a save that deletes another site's entry, even beside its own documents", () => {
    const me: Viewer = { ...salonOnly };
    const body = (file: string) => ({ docs: [{ file: 'demos/salon/site.json' }], delete: [file] });
    expect(decide(facts('POST', '/api/save', body('demos/hvac/collections/posts/a.json')), me, ctx)).toMatchObject({
      allow: false,
      status: 403,
    });
    expect(decide(facts('POST', '/api/save', body('demos/salon/collections/posts/a.json')), me, ctx).allow).toBe(true);
  });

  it("refuses a save that renames another site's entry", () => {
    const me: Viewer = { ...salonOnly };
    const body = (file: string) => ({ docs: [], rename: { file, slug: 'renamed' } });
    expect(decide(facts('POST', '/api/save', body('demos/hvac/collections/posts/a.json')), me, ctx)).toMatchObject({
      allow: false,
      status: 403,
    });
    expect(decide(facts('POST', '/api/save', body('demos/salon/collections/posts/a.json')), me, ctx).allow).toBe(true);
  });

  it("answers no development server's address, signed in or not: team mode serves a built page", () => {
    const paths = [
      '/@fs/srv/site/.editor/accounts.json',
      '/@fs/srv/site/node_modules/.cache/editor-uploads/0123/demos/hvac/hvac-photo.png',
      '/@vite/client',
      '/@react-refresh',
      '/@id/react',
      '/src/main.tsx',
      '/src',
      '/node_modules/react/package.json',
      '/node_modules/.vite-editor/deps/react.js',
      '/__vite_ping',
    ];
    for (const path of paths) {
      expect(findRoute('GET', path), path).toBeUndefined();
      for (const viewer of [admin, salonOnly, undefined])
        expect(decide(facts('GET', path), viewer, ctx), path).toMatchObject({ allow: false, status: 404 });
    }
  });
});

describe('the site list', () => {
  it("holds only the person's sites and the problems found in them", () => {
    const list = {
      sites: [
        { id: 'salon', folder: 'demos/salon' },
        { id: 'hvac', folder: 'demos/hvac' },
      ],
      problems: [{ doc: 'demos/salon/pages/home.json' }, { doc: 'demos/hvac/pages/home.json' }],
    };
    expect(ownSitesOnly(list, salonOnly)).toEqual({ sites: [list.sites[0]], problems: [list.problems[0]] });
    expect(ownSitesOnly(list, admin)).toEqual(list);
  });
});

describe('logged requests', () => {
  it('hide the token of invitation, reset and preview addresses', () => {
    expect(describeRequest('GET', '/invite/SECRET')).toBe('GET /invite/[hidden]');
    expect(describeRequest('GET', '/p/SECRET')).toBe('GET /p/[hidden]');
    expect(describeRequest('POST', '/reset/SECRET')).toBe('POST /reset/[hidden]');
    // A token in an address tidied or mistyped ("/reset/../<token>" arrives as "/<token>").
    const token = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0LWdhcnBseQ';
    expect(describeRequest('GET', `/${token}`)).toBe('GET /[hidden]');
    expect(describeRequest('GET', `/resets/${token}/x`)).toBe('GET /resets/[hidden]/x');
    // Ordinary addresses stay readable.
    expect(describeRequest('GET', '/edit/salon/services')).toBe('GET /edit/salon/services');
  });
});

describe('the log', () => {
  it('hides values given to secret names, not the words that follow them in a sentence', () => {
    expect(redact('password=hunter2 token: abc "secret":"xyz"')).toBe(
      'password=[hidden] token: [hidden] "secret":"[hidden]"',
    );
    expect(redact('new devices are asked for the password and the code')).toBe(
      'new devices are asked for the password and the code',
    );
  });
});
