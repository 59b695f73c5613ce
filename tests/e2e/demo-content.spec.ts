/**
 * Pricing blocks on every demo page, and the prices and facts of SPEC section 9
 * on the pages where a visitor looks for them.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { demo, demos, telHref } from './support/demos.ts';

const section = (page: Page, heading: string) =>
  page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

/** [term, description] pairs of a description list (stats and business hours). */
async function pairs(list: Locator): Promise<[string, string][]> {
  const terms = await list.locator('dt').allInnerTexts();
  const details = await list.locator('dd').allInnerTexts();
  return terms.map((term, i) => [term.trim(), details[i]?.trim()]);
}

const visibleText = (page: Page, text: string | RegExp) =>
  page.getByRole('main').getByText(text).filter({ visible: true }).first();

// Every pricing block in the content: one Most Popular badge, default button label and link.
for (const d of demos) {
  for (const p of d.pages) {
    const blocks = d.blocks(p.path, 'pricing');
    if (!blocks.length) continue;
    test(`${p.route}: pricing tiers, one Most Popular per block, Get Started buttons`, async ({ page }) => {
      await page.goto(p.route);
      await hydrated(page);
      for (const block of blocks) {
        expect(
          block.tiers.filter((tier) => tier.highlighted),
          'one highlighted tier in the content',
        ).toHaveLength(1);
        const shown = section(page, block.heading!);
        await expect(shown.getByText('Most Popular', { exact: true })).toHaveCount(1);
        for (const tier of block.tiers) {
          const card = shown.getByRole('article', { name: `${tier.name} plan` });
          await expect(card.getByRole('heading', { name: tier.name })).toBeVisible();
          await expect(card.getByText(tier.price + (tier.period ?? ''), { exact: true })).toBeVisible();
          await expect(card.getByText('Most Popular', { exact: true })).toHaveCount(tier.highlighted ? 1 : 0);
          const button = card.getByRole('link');
          await expect(button).toHaveText(tier.cta ?? 'Get Started');
          await expect(button).toHaveAttribute('href', d.href(tier.ctaLink ?? '#contact').replace(/^#/, `${p.route}#`));
        }
      }
    });
  }
}

/** SPEC section 9: the tier prices (shown text) in order, and which one is highlighted. */
const TIERS: Record<string, { prices: string[]; popular: number; also?: (string | RegExp)[] }> = {
  detailing: { prices: ['$149', '$299', '$499'], popular: 1 },
  hvac: { prices: ['$89', '$149', '$299/year'], popular: 1 },
  carpet: { prices: ['$99', '$179', '$299'], popular: 1, also: ['Up to 3 rooms', 'Up to 5 rooms', /whole house/i] },
  'auto-repair': { prices: ['$49', '$129', '$249'], popular: 1 },
  restaurant: {
    prices: ['$35/person', '$65/person', '$125/person'],
    popular: 1,
    also: ['Lunch Prix Fixe', 'Dinner Prix Fixe', "Chef's Tasting", 'Wine pairing available for +$75'],
  },
  salon: { prices: ['$65', '$135', '$199'], popular: 1, also: ['Cut & Style', 'Color & Cut', 'Premium Treatment'] },
};

for (const d of demos) {
  const expected = TIERS[d.id];
  test(`/demo-${d.id}/services: the spec's package prices`, async ({ page }) => {
    await page.goto(`${d.base}/services`);
    await hydrated(page);
    const cards = page.getByRole('main').getByRole('article', { name: / plan$/ });
    if (!expected) {
      // Real estate and general have no packages.
      await expect(cards).toHaveCount(0);
      await expect(page.getByText('Most Popular')).toHaveCount(0);
      return;
    }
    await expect(cards).toHaveCount(expected.prices.length);
    for (const [i, price] of expected.prices.entries()) {
      const card = cards.nth(i);
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      await expect(card.getByText('Most Popular', { exact: true })).toHaveCount(i === expected.popular ? 1 : 0);
      const label = d.blocks('/services', 'pricing')[0].tiers[i].cta ?? 'Get Started';
      await expect(card.getByRole('link', { name: label })).toHaveAttribute('href', `${d.base}/contact`);
      if (expected.also && expected.also.length === expected.prices.length)
        await expect(card).toContainText(expected.also[i]);
    }
    for (const text of expected.also ?? []) await expect(cards.getByText(text).first()).toBeVisible();
  });
}

test('detailing services: the six add-ons and the link to the portfolio', async ({ page }) => {
  await page.goto('/demo-detailing/services');
  await hydrated(page);
  const addOns = section(page, 'Add-on services');
  await expect(addOns.getByRole('listitem')).toHaveCount(6);
  const prices = await addOns
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.querySelector('span')?.textContent));
  expect(prices).toEqual(['$75', '$99', '$50', '$75', '$150+', '$45']);
  await expect(addOns.getByRole('link', { name: 'See Our Work' })).toHaveAttribute('href', '/demo-detailing/portfolio');
});

test('HVAC services: the emergency call block', async ({ page }) => {
  await page.goto('/demo-hvac/services');
  await hydrated(page);
  const block = page.getByRole('region', { name: 'Heating or cooling emergency?' });
  await expect(block.getByRole('heading', { name: 'Heating or cooling emergency?' })).toBeVisible();
  // The button is written "Call {phone}" / "tel:{phone}": it shows and dials the number of the site's settings.
  const phone = demo('hvac').site.contact.phone;
  expect(phone).toBe('(555) 266-5200');
  await expect(block.getByRole('link', { name: 'Call (555) 266-5200' })).toHaveAttribute('href', telHref(phone!));
});

test('salon services: cuts from $45, color from $85, eight brands', async ({ page }) => {
  await page.goto('/demo-salon/services');
  await hydrated(page);
  const menu = section(page, 'Salon services');
  await expect(
    menu.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Haircuts' }) }),
  ).toContainText('From $45');
  await expect(
    menu.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Color', exact: true }) }),
  ).toContainText('From $85');
  await expect(section(page, 'Brands we use and recommend').getByRole('listitem')).toHaveCount(8);
});

test('restaurant services: sample menu highlights', async ({ page }) => {
  await page.goto('/demo-restaurant/services');
  await hydrated(page);
  await expect(section(page, 'Menu highlights').getByRole('listitem')).toHaveCount(
    demo('restaurant').blocks('/services', 'price-list')[0].items.length,
  );
});

// SPEC section 9, sample-copy facts.

test('auto repair: 12-month/12,000-mile warranty', async ({ page }) => {
  for (const path of ['', '/services', '/contact']) {
    await page.goto(`/demo-auto-repair${path}`);
    await hydrated(page);
    await expect(visibleText(page, /12-month\/12,000-mile/i)).toBeVisible();
  }
});

test('detailing: a full detail takes 4-6 hours, a coating lasts 2-5 years', async ({ page }) => {
  await page.goto('/demo-detailing');
  await hydrated(page);
  await expect(visibleText(page, /full detail.*takes 4-6 hours/i)).toBeVisible();
  await expect(visibleText(page, /for 2-5 years/)).toBeVisible();
  await page.locator('summary', { hasText: 'How long does a full detail take?' }).click();
  await expect(visibleText(page, /^A full detail takes 4-6 hours/)).toBeVisible();
  await page.locator('summary', { hasText: 'How long does a ceramic coating last?' }).click();
  await expect(visibleText(page, /^Our ceramic coatings last 2-5 years/)).toBeVisible();
});

/** SPEC section 9: business hours on the contact page, and the promised reply time. */
const CONTACT_FACTS: Record<string, { hours: [string, string][]; reply: RegExp }> = {
  hvac: {
    hours: [
      ['Mon-Fri', '7:00 AM - 7:00 PM'],
      ['Saturday', '8:00 AM - 5:00 PM'],
      ['Sunday', 'Emergency service only'],
    ],
    reply: /within 2 hours/,
  },
  restaurant: {
    hours: [
      ['Tuesday-Sunday (Lunch)', '11:30 AM - 2:30 PM'],
      ['Tuesday-Sunday (Dinner)', '5:00 PM - 10:00 PM'],
      ['Monday', 'Closed'],
    ],
    reply: /confirmed within 2 hours/,
  },
  'real-estate': {
    hours: [
      ['Mon-Fri', '9:00 AM - 6:00 PM'],
      ['Saturday', '10:00 AM - 4:00 PM'],
      ['Sunday', 'By appointment'],
    ],
    reply: /within 24 hours/,
  },
  salon: {
    hours: [
      ['Mon-Fri', '9:00 AM - 7:00 PM'],
      ['Sat', '9:00 AM - 6:00 PM'],
      ['Sun', '10:00 AM - 5:00 PM'],
    ],
    reply: /within 24 hours/,
  },
  general: {
    hours: [
      ['Mon-Fri', '8:00 AM - 6:00 PM'],
      ['Sat', '9:00 AM - 1:00 PM'],
      ['Sun', 'Closed'],
    ],
    reply: /within 24 hours/,
  },
};

for (const [id, facts] of Object.entries(CONTACT_FACTS)) {
  test(`/demo-${id}/contact: business hours and reply time`, async ({ page }) => {
    await page.goto(`/demo-${id}/contact`);
    await hydrated(page);
    const hours = page
      .getByRole('complementary')
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Business Hours' }) })
      .locator('dl');
    expect(await pairs(hours)).toEqual(facts.hours);
    await expect(page.getByRole('complementary').getByText(facts.reply).first()).toBeVisible();
  });
}

test('restaurant: open Tuesday-Sunday, closed Mondays, private dining for 10-40 guests', async ({ page }) => {
  await page.goto('/demo-restaurant');
  await hydrated(page);
  await expect(visibleText(page, 'Open Tuesday-Sunday')).toBeVisible();
  await expect(visibleText(page, 'Private dining for 10-40 guests')).toBeVisible();
  await page.locator('summary', { hasText: 'When are you open?' }).click();
  await expect(
    visibleText(
      page,
      /Lunch is served from 11:30 AM to 2:30 PM and dinner from 5:00 PM to 10:00 PM\. We are closed on Mondays\./,
    ),
  ).toBeVisible();
  await page.goto('/demo-restaurant/contact');
  await hydrated(page);
  await expect(
    page.getByRole('complementary').getByText('Our Sala Rossa room seats 10 to 40 guests', { exact: false }),
  ).toBeVisible();
});

/** SPEC section 9: the stats bands. */
const STATS: Record<string, string[]> = {
  'real-estate': ['18+', '1200+', '$500M+', '98%'],
  general: ['15+', '500+', '99%', '24/7'],
};

for (const [id, values] of Object.entries(STATS)) {
  test(`/demo-${id}: the stats band reads ${values.join(', ')}`, async ({ page }) => {
    await page.goto(`/demo-${id}`);
    await hydrated(page);
    const stats = page.getByRole('region', { name: 'Facts and figures' });
    await expect(stats).toBeVisible();
    expect((await pairs(stats)).map(([, value]) => value)).toEqual(values);
  });
}

test('salon: 20% off the first visit, 7-day promise, open 7 days', async ({ page }) => {
  await page.goto('/demo-salon');
  await hydrated(page);
  await expect(visibleText(page, 'New clients get 20% off their first visit')).toBeVisible();
  await expect(visibleText(page, 'Open 7 days')).toBeVisible();
  await page.goto('/demo-salon/services');
  await hydrated(page);
  await expect(
    visibleText(page, /Tell us within 7 days of your appointment and we will fix it free of charge/),
  ).toBeVisible();
});

/** SPEC section 2: the home hero's calls to action (label, page). */
const HERO_ACTIONS: Record<string, [string, string][]> = {
  detailing: [['Book Now', '/contact']],
  hvac: [
    ['Schedule Service', '/contact'],
    ['Our Services', '/services'],
  ],
  carpet: [
    ['Get a Free Quote', '/contact'],
    ['Our Services', '/services'],
  ],
  'auto-repair': [
    ['Schedule Service', '/contact'],
    ['View Services', '/services'],
  ],
  restaurant: [
    ['Reserve Table', '/contact'],
    ['View Menu', '/services'],
  ],
  'real-estate': [
    ['Get Started', '/contact'],
    ['View Listings', '/portfolio'],
  ],
  salon: [
    ['Book Appointment', '/contact'],
    ['View Services', '/services'],
  ],
  general: [
    ['Get in Touch', '/contact'],
    ['Our Services', '/services'],
  ],
};

for (const d of demos) {
  test(`${d.base}: the hero's calls to action`, async ({ page }) => {
    await page.goto(d.base);
    await hydrated(page);
    const hero = page
      .getByRole('main')
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 1 }) });
    const links = hero.getByRole('link');
    await expect(links).toHaveText(HERO_ACTIONS[d.id].map(([label]) => label));
    for (const [i, [, path]] of HERO_ACTIONS[d.id].entries())
      await expect(links.nth(i)).toHaveAttribute('href', d.base + path);
  });
}

test('the four service-business demos follow the page patterns of SPEC section 2', () => {
  for (const id of ['detailing', 'hvac', 'carpet', 'auto-repair'] as const) {
    const d = demo(id);
    const home = d.page('/').document.blocks.map((block) => block.type);
    // The specification's sections, each once: the hero opens them and the call to action closes the page.
    // Each demo orders the rest its own way, and may add sections of its trade around them (an emergency strip, a before/after).
    const specified = ['hero', 'card-grid', 'stats', 'testimonials', 'faq', 'cta'];
    const ofSpec = home.filter((type) => specified.includes(type));
    expect([...ofSpec].sort(), id).toEqual([...specified].sort());
    expect(ofSpec[0], id).toBe('hero');
    expect(home.at(-1), id).toBe('cta');
    const cards = d.blocks('/', 'card-grid')[0].cards.length;
    expect(cards >= 3 && cards <= 4, `${id}: 3-4 service cards`).toBe(true);
    expect(
      d.blocks('/', 'cta')[0].actions.map((action) => d.href(action.href)),
      id,
    ).toContain(`${d.base}/contact`);
    // About: story, stats, four values, and a team of three only for detailing and HVAC.
    expect(d.blocks('/about', 'text'), id).toHaveLength(1);
    expect(d.blocks('/about', 'stats'), id).toHaveLength(1);
    expect(d.blocks('/about', 'card-grid')[0].cards, id).toHaveLength(4);
    expect(
      d.blocks('/about', 'team').map((team) => team.members?.length),
      id,
    ).toEqual(id === 'detailing' || id === 'hvac' ? [3] : []);
    // Services: six cards with feature lists and three tiers.
    const services = d.blocks('/services', 'card-grid')[0].cards;
    expect(services, id).toHaveLength(6);
    expect(
      services.every((card) => (card.features?.length ?? 0) > 0),
      id,
    ).toBe(true);
    expect(d.blocks('/services', 'pricing')[0].tiers, id).toHaveLength(3);
  }
});

test('detailing and HVAC about pages show their team of three', async ({ page }) => {
  for (const id of ['detailing', 'hvac'] as const) {
    await page.goto(`/demo-${id}/about`);
    await hydrated(page);
    const members = demo(id).blocks('/about', 'team')[0].members ?? [];
    expect(members.length, id).toBeGreaterThan(0);
    for (const member of members) {
      await expect(page.getByRole('main').getByText(member.name, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByText(member.role, { exact: true })).toBeVisible();
    }
  }
});
