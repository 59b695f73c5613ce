import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { ThemeProvider } from 'styled-components';
import { SiteChrome } from '@/chrome/site-chrome';
import type { LinkedItems } from '@/content/linked-items';
import { fillFacts } from '@/content/site-facts';
import type { Block, SiteDocument } from '@/content/types.generated';
import { LinkedItemsProvider } from '@/page-context/linked-items';
import { ListedEntries } from '@/render/listed-entries';
import { componentFor, useShownBlock } from '@/render/page-renderer';
import { SiteProvider } from '@/page-context/site-context';
import { GlobalStyle } from '@/theme/global-style';
import { blockLabel } from '../form/labels';
import type { JsonObject } from '../store/state';
import { fieldShowing } from './field-showing';
import { RenderGuard } from './render-guard';
import type { SectionMark } from '../team/section-marks';

interface Props {
  siteId: string;
  site: JsonObject;
  blocks: JsonObject[];
  selected?: number;
  onSelect: (index: number, field?: (string | number)[]) => void;
  /** Gallery pictures the page's featured sections show, from the site's other pages. */
  linked?: LinkedItems;
  /** The site's published collection entries by reference, which its collection lists pick from. */
  entries?: Record<string, unknown>;
  /** On the review page: how each section differs from the other version (./team/section-marks.ts). */
  marks?: SectionMark[];
}

/** A review's marks as drawn: changed outlined, added marked new, removed struck through. */
const MARK_STYLE: Record<Exclude<SectionMark, 'same'>, { outline: string; label: string; struck?: boolean }> = {
  changed: { outline: '3px solid #b45309', label: 'Changed' },
  added: { outline: '3px solid #15803d', label: 'New' },
  removed: { outline: '3px dashed #b91c1c', label: 'Removed', struck: true },
};

/** Looks the block's type up while drawing, so an unknown type is caught by the section's own guard. */
function SectionBody({ block }: { block: JsonObject }) {
  const shown = useShownBlock()(block as unknown as Block);
  const Component = componentFor(String(shown.type));
  // componentFor hands back the registry's own component, the same function on every render, so nothing is
  // created here and no state is reset; the rule cannot see through the lookup.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...shown} />;
}

/**
 * A section of the preview: clicking it opens its form at the field that
 * holds the clicked words (a headline, a price); links inside do not navigate away.
 */
function PreviewSection({
  block,
  index,
  selected,
  onSelect,
  mark = 'same',
}: {
  block: JsonObject;
  index: number;
  selected: boolean;
  onSelect: Props['onSelect'];
  mark?: SectionMark;
}) {
  const marked = mark === 'same' ? undefined : MARK_STYLE[mark];
  const own = useRef<HTMLDivElement>(null);
  // The preview follows the section being edited: once opened, one out of the preview's sight is scrolled to,
  // inside the preview alone (the editor around it stays where the person is). One in sight stays put.
  useEffect(() => {
    const section = own.current;
    const view = section?.ownerDocument.defaultView;
    if (!selected || !section || !view) return;
    const box = section.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= view.innerHeight) view.scrollTo({ top: view.scrollY + box.top });
  }, [selected]);
  const onClick = (event: MouseEvent) => {
    const clicked = event.target as Element;
    if (clicked.closest('a, form')) event.preventDefault();
    onSelect(index, fieldShowing(block, clicked.textContent ?? ''));
  };
  return (
    <div
      ref={own}
      data-section={index}
      data-mark={marked ? mark : undefined}
      onClickCapture={onClick}
      style={{
        outline: selected ? '3px solid #2563eb' : marked?.outline,
        textDecoration: marked?.struck ? 'line-through' : undefined,
        opacity: marked?.struck ? 0.6 : undefined,
        outlineOffset: '-3px',
        position: 'relative',
        cursor: 'pointer',
      }}
    >
      {marked && (
        <span
          style={{
            position: 'absolute',
            top: 6,
            right: 6,
            zIndex: 5,
            padding: '2px 8px',
            background: '#111827',
            color: '#fff',
            font: '600 13px/1.4 system-ui, sans-serif',
            borderRadius: 4,
          }}
        >
          {marked.label}
        </span>
      )}
      <RenderGuard label={`Section ${index + 1} (${blockLabel(String(block.type))})`} data={block}>
        <SectionBody block={block} />
      </RenderGuard>
    </div>
  );
}

/** The page drawn by the site's own components, chrome and theme, as it will be built. */
export function PagePreview({ siteId, site, blocks, selected, onSelect, linked = {}, entries = {}, marks }: Props) {
  const siteDoc = site as unknown as SiteDocument;
  // The page as visitors will read it: "{phone}" shows the number from the site settings.
  const shown = useMemo(() => fillFacts(blocks, siteDoc), [blocks, siteDoc]);
  const sections = (
    <LinkedItemsProvider value={linked}>
      <ListedEntries entries={entries}>
        {shown.map((block, index) => (
          <PreviewSection
            key={index}
            block={block}
            index={index}
            selected={selected === index}
            onSelect={onSelect}
            mark={marks?.[index]}
          />
        ))}
      </ListedEntries>
    </LinkedItemsProvider>
  );
  return (
    <SiteProvider site={siteDoc} siteId={siteId}>
      <ThemeProvider theme={siteDoc.theme}>
        <GlobalStyle $preview />
        <RenderGuard label="The site's header and footer" data={site} fallback={sections}>
          <SiteChrome site={siteDoc} endsWithCall={shown.at(-1)?.type === 'cta'}>
            {sections}
          </SiteChrome>
        </RenderGuard>
      </ThemeProvider>
    </SiteProvider>
  );
}
