import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { fillFacts } from '../../src/content/site-facts.ts';
import { FIXTURE_DIR } from '../support/engine-fixture.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const site = {
  name: 'Harbor Plumbing',
  contact: {
    phone: '(555) 266-5200',
    email: 'hello@example.com',
    address: '418 Commerce Way',
    hours: [{ days: 'Mon-Fri', hours: '7 AM - 7 PM' }],
  },
};

describe('site facts written once', () => {
  it('fills tokens in text and makes whole tel: and mailto: links from them', () => {
    const block = {
      type: 'cta',
      heading: 'Call {businessName} on {phone}',
      actions: [
        { label: 'Call {phone}', href: 'tel:{phone}' },
        { label: 'Write', href: 'mailto:{email}' },
      ],
    };
    expect(fillFacts(block, site)).toEqual({
      type: 'cta',
      heading: 'Call Harbor Plumbing on (555) 266-5200',
      actions: [
        { label: 'Call (555) 266-5200', href: 'tel:5552665200' },
        { label: 'Write', href: 'mailto:hello@example.com' },
      ],
    });
    expect(fillFacts('Open {hours}. Visit us at {address}.', site)).toBe(
      'Open Mon-Fri 7 AM - 7 PM. Visit us at 418 Commerce Way.',
    );
  });

  it('leaves unknown tokens and facts the site does not state as written', () => {
    expect(fillFacts('{year} {phon} {email}', { name: 'X', contact: {} })).toBe('{year} {phon} {email}');
  });

  describe('the checker', () => {
    const parent = mkdtempSync(join(tmpdir(), 'site-facts-'));
    const content = join(parent, 'site-content');
    cpSync(FIXTURE_DIR, content, { recursive: true });
    afterAll(() => rmSync(parent, { recursive: true, force: true }));
    const bakery = JSON.parse(readFileSync(join(content, 'demos/bakery/site.json'), 'utf8'));
    const file = join(content, 'demos/bakery/pages/about.json');
    const page = JSON.parse(readFileSync(file, 'utf8'));

    it('passes the engine’s fixture site with no written-out fact', () => {
      const report = loadContent(content, ROOT);
      expect(report.problems).toEqual([]);
      expect(report.warnings.filter((w) => w.code === 'fact-written-out')).toEqual([]);
    });

    it('warns where page text writes out the phone or email, naming the token, and refuses a token the site cannot fill', () => {
      page.blocks[0].heading = `Call ${bakery.contact.phone} or write to ${bakery.contact.email} about {phon} and {businessName}`;
      page.blocks[0].text = 'Reach us at {fax}';
      writeFileSync(file, JSON.stringify(page, null, 2));
      const report = loadContent(content, ROOT);
      const warnings = report.warnings.filter(
        (w) =>
          w.file.endsWith('bakery/pages/about.json') && ['fact-written-out', 'unknown-fact'].includes(w.code ?? ''),
      );
      expect(warnings.map((w) => w.code).sort()).toEqual([
        'fact-written-out',
        'fact-written-out',
        'unknown-fact',
        'unknown-fact',
      ]);
      expect(warnings.find((w) => w.message.includes('phone'))?.hint).toContain('{phone}');
      expect(warnings.find((w) => w.message.includes('{phon}'))?.hint).toContain('Did you mean {phone}?');
      expect(report.problems).toEqual([]);

      delete bakery.contact.email;
      writeFileSync(join(content, 'demos/bakery/site.json'), JSON.stringify(bakery, null, 2));
      page.blocks[0].heading = 'Write to {email}';
      writeFileSync(file, JSON.stringify(page, null, 2));
      const missing = loadContent(content, ROOT).problems.filter((p) => p.code === 'missing-fact');
      expect(missing).toHaveLength(1);
      expect(missing[0].message).toContain('the email address');
    });
  });
});
