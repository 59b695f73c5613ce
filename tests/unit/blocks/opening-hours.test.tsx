import { expect, it } from 'vitest';
import { exampleSite, renderBlocks } from '../../support/render.tsx';

const site = {
  ...exampleSite,
  contact: {
    ...exampleSite.contact,
    hours: [
      { days: 'Tuesday-Sunday', hours: '5:00 PM - 10:00 PM' },
      { days: 'Monday', hours: 'Closed' },
    ],
  },
};

it("lists the site's hours in order, with its address, phone and the block's buttons", () => {
  const html = renderBlocks(
    [{ type: 'opening-hours', heading: 'Visit us', actions: [{ label: 'Reserve Table', href: '~/contact' }] }],
    site,
  );
  expect(html).toContain('Visit us');
  expect(html.indexOf('Tuesday-Sunday')).toBeLessThan(html.indexOf('Monday'));
  expect(html).toContain('<dd>Closed</dd>');
  expect(html).toContain(site.contact.address);
  expect(html).toContain(`href="tel:5550100000"`);
  expect(html).toContain('href="/example/contact"');
  expect(html).toContain('Opening Hours');
});

it('leaves the address and phone out when asked, and takes its own hours title', () => {
  const html = renderBlocks(
    [{ type: 'opening-hours', heading: 'Visit us', showContact: false, hoursHeading: 'Kitchen hours' }],
    site,
  );
  expect(html).not.toContain(site.contact.address);
  expect(html).toContain('Kitchen hours');
});
