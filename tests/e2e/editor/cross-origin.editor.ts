import { expect, openPage, test } from './editor-fixture';

const FILE = 'demos/general/pages/home.json';

test('a save from another origin, or without the token, is refused and changes nothing', async ({
  page,
  request,
  editor,
}) => {
  await openPage(page, '/edit/general/home');
  const token = await page.locator('meta[name="editor-token"]').getAttribute('content');
  expect(token).toMatch(/^[0-9a-f]{48}$/);
  const before = editor.read(FILE);
  const { version } = await (
    await request.get(`/api/site?id=general`)
  )
    .json()
    .then((site: { pages: { file: string; version: string }[] }) => site.pages.find((p) => p.file === FILE)!);
  const docs = [{ file: FILE, version, data: { ...JSON.parse(before), title: 'Hacked' } }];

  const foreign = await request.post('/api/save', {
    headers: { Origin: 'https://evil.example', 'X-Editor-Token': token!, 'Content-Type': 'application/json' },
    data: { docs },
  });
  expect(foreign.status()).toBe(403);
  expect((await foreign.json()).error).toContain("only accepted from the editor's own page");

  const tokenless = await request.post('/api/save', {
    headers: { Origin: editor.url, 'Content-Type': 'application/json' },
    data: { docs },
  });
  expect(tokenless.status()).toBe(403);

  const outside = await request.post('/api/save', {
    headers: { Origin: editor.url, 'X-Editor-Token': token!, 'Content-Type': 'application/json' },
    data: { docs: [{ ...docs[0], file: '../package.json' }] },
  });
  expect(outside.status()).toBe(400);
  expect(editor.read(FILE)).toBe(before);

  // From the editor's own page, with the token, the same request works.
  const own = await page.evaluate(
    async ({ docs, token }) =>
      (
        await fetch('/api/save', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Editor-Token': token },
          body: JSON.stringify({ docs }),
        })
      ).status,
    { docs, token: token! },
  );
  expect(own).toBe(200);
  expect(JSON.parse(editor.read(FILE)).title).toBe('Hacked');
});
