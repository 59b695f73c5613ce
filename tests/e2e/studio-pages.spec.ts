import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

const DEMOS = [
  ['Auto Detailing Pro', 'Automotive', '/demo-detailing'],
  ['Cool Breeze HVAC', 'Home Services', '/demo-hvac'],
  ['Fresh Carpet Cleaning', 'Home Services', '/demo-carpet'],
  ['Precision Auto Repair', 'Automotive', '/demo-auto-repair'],
  ['Bella Vista Restaurant', 'Food & Beverage', '/demo-restaurant'],
  ['Dream Homes Realty', 'Real Estate', '/demo-real-estate'],
  ['Urban Style Salon', 'Beauty', '/demo-salon'],
  ['Professional Business', 'General', '/demo-general'],
] as const;

const PACKAGES = [
  {
    name: 'Starter',
    price: '$999',
    features: [
      '5-page responsive site',
      'Mobile-optimized design',
      'Contact form setup',
      'Basic SEO',
      'Social media integration',
      '1 month support',
    ],
  },
  {
    name: 'Professional',
    price: '$1,999',
    popular: true,
    features: [
      '10 pages',
      'Custom design',
      'Advanced SEO',
      'Online booking',
      'Google Maps integration',
      'Photo gallery',
      '3 months support',
      'Content management system',
    ],
  },
  {
    name: 'Premium',
    price: '$3,499',
    features: [
      'Unlimited pages',
      'Premium custom design',
      'E-commerce',
      'Advanced booking',
      'Blog/news section',
      'Email marketing integration',
      'Analytics dashboard',
      '6 months support',
      'Priority updates',
    ],
  },
];

const ADDITIONAL_SERVICES = [
  'Logo Design and Branding',
  'Professional Photography',
  'Content Writing',
  'Social Media Setup',
  'Email Hosting',
  'Ongoing Maintenance',
  'Marketing Automation',
  'AI Chatbot Integration',
];

async function open(page: Page, route: string) {
  const response = await page.goto(route);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  return page.getByRole('main');
}

/** The page section that carries this heading. */
const section = (page: Page, heading: string) =>
  page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

const cardTitles = (scope: ReturnType<typeof section>) => scope.getByRole('article').getByRole('heading', { level: 3 });

test('home: hero, work grid, about, services, testimonials and the quote form', async ({ page }) => {
  const main = await open(page, '/');
  const hero = main.locator('section').first();
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
    'Beautiful websites that turn visitors into customers',
  );
  await expect(hero.getByRole('link', { name: 'View My Work' })).toHaveAttribute('href', '/#work');
  await expect(hero.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute('href', '/#contact');

  const work = section(page, 'My Work');
  await expect(work).toHaveAttribute('id', 'work');
  await expect(work.getByRole('article')).toHaveCount(8);
  await expect(cardTitles(work)).toHaveText(DEMOS.map(([name]) => name));
  for (const [name, category, base] of DEMOS) {
    const card = work.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.getByText(category, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: `View Demo: ${name}` })).toHaveAttribute('href', base);
  }
  await expect(work.getByRole('link', { name: 'See the Full Portfolio' })).toHaveAttribute('href', '/portfolio');

  const about = main.locator('#about');
  await expect(about.getByText('About', { exact: true })).toBeVisible();
  await expect(about.getByRole('heading', { level: 2 })).toHaveText(
    'A one-person studio that treats your business like its own',
  );

  const offer = section(page, 'What I Offer');
  await expect(offer).toHaveAttribute('id', 'services');
  await expect(cardTitles(offer)).toHaveText(['Website Design', 'SEO Optimization', 'Website Maintenance']);

  const testimonials = section(page, 'What Clients Say');
  const quotes = testimonials.getByRole('figure');
  await expect(quotes).toHaveCount(3);
  for (const quote of await quotes.all()) {
    const stars = quote.getByRole('img', { name: 'Rated 5 out of 5' });
    await expect(stars).toBeVisible();
    await expect(stars.locator('svg')).toHaveCount(5);
  }
  await expect(testimonials.getByText(/^(Marcus T\.|Sarah M\.|David R\.)$/)).toHaveCount(3);

  const contact = section(page, 'Get a Free Quote');
  await expect(contact).toHaveAttribute('id', 'contact');
  await expect(contact.getByRole('form', { name: 'Get a Free Quote' })).toBeVisible();

  await hero.getByRole('link', { name: 'View My Work' }).click();
  await expect(page).toHaveURL('/#work');
  await expect(work.getByRole('heading', { name: 'My Work' })).toBeInViewport();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await hero.getByRole('link', { name: 'Get a Free Quote' }).click();
  await expect(page).toHaveURL('/#contact');
  await expect(contact.getByRole('heading', { name: 'Get a Free Quote' })).toBeInViewport();
});

test('a demo card opens its demo', async ({ page }) => {
  await open(page, '/');
  await section(page, 'My Work').getByRole('link', { name: 'View Demo: Dream Homes Realty' }).click();
  await expect(page).toHaveURL('/demo-real-estate');
  await expect(page.getByRole('banner').getByText('Dream Homes Realty', { exact: true }).first()).toBeVisible();
});

test('portfolio: eight demo cards with categories and View Demo links, then a link to /contact', async ({ page }) => {
  const main = await open(page, '/portfolio');
  const grid = section(page, 'Demo Websites');
  await expect(grid.getByRole('article')).toHaveCount(8);
  await expect(cardTitles(grid)).toHaveText(DEMOS.map(([name]) => name));
  for (const [name, category, base] of DEMOS) {
    const card = grid.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.getByText(category, { exact: true })).toBeVisible();
    const link = card.getByRole('link', { name: `View Demo: ${name}` });
    await expect(link).toHaveText(/^View Demo/);
    await expect(link).toHaveAttribute('href', base);
  }
  const closing = section(page, 'Like what you see?');
  await expect(closing.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: /Get a Free Quote/ })).toHaveCount(1);
});

test('services: three packages, eight additional services, every quote button to /contact', async ({ page }) => {
  const main = await open(page, '/services');
  for (const pkg of PACKAGES) {
    const tier = main.getByRole('article', { name: `${pkg.name} plan` });
    await expect(tier.getByRole('heading', { level: 3 })).toHaveText(pkg.name);
    await expect(tier.getByText(pkg.price, { exact: true })).toBeVisible();
    await expect(tier.getByRole('listitem')).toHaveText(pkg.features);
    await expect(tier.getByText('Most Popular', { exact: true })).toHaveCount(pkg.popular ? 1 : 0);
    await expect(tier.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  }
  await expect(main.getByText('Most Popular', { exact: true })).toHaveCount(1);
  await expect(main.getByText(/Hosting is about \$10-20 per month, billed separately/)).toBeVisible();

  const extras = section(page, 'Additional Services');
  await expect(cardTitles(extras)).toHaveText(ADDITIONAL_SERVICES);

  const quoteLinks = main.getByRole('link', { name: /Get Started|Quote/ });
  await expect(quoteLinks).toHaveCount(4);
  for (const link of await quoteLinks.all()) await expect(link).toHaveAttribute('href', '/contact');
  await main.getByRole('article', { name: 'Professional plan' }).getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('form', { name: 'Request a Free Quote' })).toBeVisible();
});

test('about: the story, six technologies, three approach items and a link to /contact', async ({ page }) => {
  const main = await open(page, '/about');
  const story = section(page, 'My Story');
  await expect(story.getByRole('paragraph').filter({ hasText: 'first business website' })).toBeVisible();
  await expect(cardTitles(section(page, 'Technologies I Use'))).toHaveText([
    'HTML/CSS',
    'JavaScript',
    'React',
    'WordPress',
    'Vue/Nuxt',
    'AI Tools',
  ]);
  await expect(cardTitles(section(page, 'My Approach'))).toHaveText([
    'Design First',
    'Fast Delivery',
    'Results Focused',
  ]);
  const contactLink = main.getByRole('link', { name: 'Get a Free Quote' });
  await expect(contactLink).toHaveAttribute('href', '/contact');
  await contactLink.click();
  await expect(page).toHaveURL('/contact');
});

test('contact: details, quick turnaround, the quote form and four FAQs', async ({ page }) => {
  const main = await open(page, '/contact');
  const details = main.getByRole('complementary', { name: 'Get in Touch' });
  await expect(details.getByRole('link', { name: 'hello@brightlinestudio.example' })).toHaveAttribute(
    'href',
    'mailto:hello@brightlinestudio.example',
  );
  await expect(details.getByRole('link', { name: '(555) 010-2040' })).toHaveAttribute('href', 'tel:5550102040');
  await expect(details.getByText('Response within 24 hours')).toBeVisible();
  const turnaround = details
    .locator('div')
    .filter({ has: page.getByText('Quick Turnaround', { exact: true }) })
    .last();
  await expect(turnaround).toContainText('2-4 weeks');
  await expect(turnaround).toContainText(/rush orders are available/i);
  await expect(main.getByRole('form', { name: 'Request a Free Quote' })).toBeVisible();

  const faq = section(page, 'Frequently Asked Questions');
  // Each question is the summary of a details element (the browser's own disclosure, see demo-faq.spec.ts).
  const questions = faq.locator('summary');
  await expect(questions).toHaveText([
    'How long does it take to build a website?',
    'Do you provide hosting?',
    'Can I update the website myself?',
    'What if I need changes after launch?',
  ]);
  await questions.filter({ hasText: 'Do you provide hosting?' }).click();
  await expect(faq.getByRole('region', { name: 'Do you provide hosting?' })).toContainText('$10-20 per month');
  await questions.filter({ hasText: 'How long does it take to build a website?' }).click();
  await expect(faq.getByRole('region', { name: 'How long does it take to build a website?' })).toContainText(
    '2-4 weeks',
  );
});

test.describe('not-found page', () => {
  for (const path of ['/no-such-page', '/services/old-prices']) {
    test(`${path} answers 404 inside the studio chrome and leads home`, async ({ page, consoleLog }) => {
      consoleLog.allow(new RegExp(`^error: 404 Error: User attempted to access non-existent route: ${path}$`));
      consoleLog.allow(/Failed to load resource: the server responded with a status of 404/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page).toHaveTitle('Page Not Found | Brightline Web Studio');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(5);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Get a Free Quote' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' })).toBeVisible();
      expect(consoleLog.messages.filter((m) => m.includes('non-existent route'))).toEqual([
        `error: 404 Error: User attempted to access non-existent route: ${path}`,
      ]);

      const home = page.getByRole('main').getByRole('link', { name: 'Return to Home' });
      await expect(home).toHaveAttribute('href', '/');
      await home.click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Beautiful websites that turn visitors into customers',
      );
    });
  }
});
