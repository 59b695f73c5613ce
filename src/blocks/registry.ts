import type { ComponentType } from 'react';
import type { Block, BlockType } from '@/content/types.generated';
import { island } from '@/page-context/island';
import type { Wake } from '@/page-context/wake';
import BeforeAfter from './before-after';
import CardGrid from './card-grid';
import CollectionList from './collection-list';
import Cta from './cta';
import Faq from './faq';
import Featured from './featured';
import Form from './form';
import Gallery from './gallery';
import Hero from './hero';
import LogoList from './logo-list';
import Notice from './notice';
import OpeningHours from './opening-hours';
import PriceList from './price-list';
import Pricing from './pricing';
import Stats from './stats';
import Team from './team';
import Testimonials from './testimonials';
import Text from './text';

/** Each block type's component receives exactly that block's props. */
export type BlockRegistry = { [T in BlockType]: ComponentType<Extract<Block, { type: T }>> };

/**
 * An interactive block: hydrated in the browser on its own, at the moment `wake`
 * names (see src/page-context/island.tsx). The browser loads it from its folder,
 * src/blocks/<type>/index.tsx, so the default export there is the component.
 */
const interactive = <P extends Block>(Component: ComponentType<P>, wake: Wake) =>
  island<P>((props) => `block:${props.type}`, Component, wake);

/**
 * The one place that maps block types to components. Its type comes from the
 * schema's union, so a block type without a component (or a component without
 * a block type) does not compile. A plain component is static: it is rendered
 * to HTML and ships no JavaScript. `interactive(...)` marks the few that need
 * the browser, and when they wake.
 */
export const registry: BlockRegistry = {
  'before-after': BeforeAfter,
  'card-grid': CardGrid,
  'collection-list': CollectionList,
  cta: Cta,
  faq: Faq,
  featured: Featured,
  form: interactive(Form, 'interaction'),
  gallery: interactive(Gallery, 'interaction'),
  hero: Hero,
  'logo-list': LogoList,
  notice: Notice,
  'opening-hours': OpeningHours,
  'price-list': PriceList,
  pricing: Pricing,
  stats: Stats,
  team: Team,
  testimonials: Testimonials,
  text: Text,
};
