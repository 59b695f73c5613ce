import { expect, it } from 'vitest';
import type { FormBlock } from '../../../src/content/types.generated.ts';
import { exampleSite, renderBlocks } from '../../support/render.tsx';

const form: FormBlock = {
  type: 'form',
  heading: 'Book a visit',
  fields: [{ name: 'name', label: 'Name', type: 'text', required: true }],
  submitLabel: 'Request Booking',
  submission: { mode: 'simulated' },
  success: { title: 'Thanks!', description: 'We will call you.' },
  aside: {
    heading: 'Visit us',
    phoneLabel: 'Call the shop',
    notes: [{ icon: 'clock', title: 'Fast replies', text: 'Within one business day.' }],
  },
};

/** The rendered markup, without the copy of the block's props the island carries for waking up. */
const render = (block: FormBlock) => renderBlocks([block]).replace(/ data-props="[^"]*"/, '');

const layoutOf = (html: string) => /data-form-layout="([a-z]+)"/.exec(html)?.[1];

it('lays the form out beside its details unless told otherwise', () => {
  const html = render(form);
  expect(layoutOf(html)).toBe('aside');
  expect(html).not.toContain('Call the shop');
});

it('sets the details as tiles and their notes above the form, with their own titles', () => {
  const html = render({ ...form, layout: 'tiles' });
  expect(layoutOf(html)).toBe('tiles');
  expect(html).toContain('Call the shop');
  expect(html).toContain('Business Hours');
  const details = html.indexOf('data-form-details');
  const notes = html.indexOf('data-form-notes');
  const fields = html.indexOf('<form');
  expect(details).toBeGreaterThan(-1);
  expect(details).toBeLessThan(notes);
  expect(notes).toBeLessThan(fields);
  // Details and notes are one complementary landmark, named by the details' heading.
  expect(html).toMatch(/<aside aria-label="Visit us"[^>]*>(?:(?!<\/aside>)[\s\S])*data-form-notes/);
  expect(html).toContain(`href="mailto:${exampleSite.contact.email}"`);
});

it('puts the heading, form, details and notes on a panel, in that order', () => {
  const html = render({ ...form, layout: 'panel', tone: 'primary' });
  expect(layoutOf(html)).toBe('panel');
  const order = ['Book a visit', '<form', 'data-form-details', 'data-form-notes'].map((part) => html.indexOf(part));
  expect(order.every((position) => position >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  expect(html.split('Fast replies').length - 1).toBe(1);
});

it('leaves out a tile row with nothing to show', () => {
  const html = render({ ...form, layout: 'tiles', aside: { showContact: false, showHours: false } });
  expect(html).not.toContain('data-form-details');
});
