/**
 * The checks every page is held to, in the order they run on one load of it:
 * those that only read the page first, then those that change it (focus moved,
 * text hidden, the menu opened), each after every check its change would upset.
 */
import { axe } from './axe.ts';
import type { PageCheck } from './check.ts';
import { closingBand } from './closing-band.ts';
import { demoFrame } from './demo-frame.ts';
import { liningFigures } from './figures.ts';
import { finish } from './finish.ts';
import { focusRings } from './focus-ring.ts';
import { heroText } from './hero-text.ts';
import { layoutShift } from './layout-shift.ts';
import { looks } from './looks.ts';
import { pageHeader } from './page-header.ts';
import { phoneMenu } from './phone-menu.ts';
import { galleryTitles, heroStrip, heroSubject, stripFits, stripScrolls } from './picture-blocks.ts';
import { prerendered, securityHeaders } from './served.ts';
import { sectionHeadings } from './section-headings.ts';
import { noSidewaysScroll } from './sideways.ts';
import { tapTargets } from './tap-targets.ts';
import {
  addressOnOneLine,
  cardsLineUp,
  daySpans,
  daysApartFromHours,
  filterRows,
  notesApart,
  statsLineUp,
} from './text-blocks.ts';
import { textOverArt } from './text-over-art.ts';

export const PAGE_CHECKS: readonly PageCheck[] = [
  layoutShift,
  prerendered,
  securityHeaders,
  // Before anything scrolls the page: the header is measured as a visitor first sees it.
  looks,
  noSidewaysScroll,
  pageHeader,
  sectionHeadings,
  demoFrame,
  liningFigures,
  tapTargets,
  heroText,
  closingBand,
  heroStrip,
  heroSubject,
  stripFits,
  galleryTitles,
  statsLineUp,
  cardsLineUp,
  notesApart,
  daySpans,
  daysApartFromHours,
  addressOnOneLine,
  axe,
  finish,
  focusRings,
  textOverArt,
  stripScrolls,
  filterRows,
  phoneMenu,
];
