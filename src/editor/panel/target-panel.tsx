import { DocumentForm, type FormLayout } from '../form/document-form';
import type { EditorFormContext } from '../form/form-context';
import { blockHelp, blockLabel, blockWords, documentWords } from '../form/labels';
import { problemsOf, useProblems } from '../hooks/use-live-validation';
import { useEditorStore } from '../store/editor-store';
import { blocksOf, type EditedDoc, type Json, type JsonObject, type Target } from '../store/state';
import type { EditorSchemas } from '../protocol';
import { useRef } from 'react';
import { isClient, useViewer } from '../team/use-viewer';
import { useFieldComments } from '../team/sent-back';
import { SiteRedirects } from './site-redirects';
import { useReveal } from './use-reveal';
import { SharePreviewCard } from './share-preview';

interface Props {
  page: EditedDoc;
  site: EditedDoc;
  target: Target;
  schemas: EditorSchemas;
  context: Omit<EditorFormContext, 'moveEntry'>;
}

function blockSchema(schemas: EditorSchemas, type: unknown): Json | undefined {
  return schemas.blocks.find(
    (schema) => (schema as { properties?: { type?: { const?: string } } }).properties?.type?.const === type,
  );
}

/**
 * A client site lives at the root of its own domain: its web address is an
 * everyday setting, and a base path or a demo banner means nothing for it.
 */
export const CLIENT_SITE_LAYOUT: FormLayout = { everyday: ['url'], hidden: ['basePath', 'banner'] };

/** What only the studio sets on its own and its demo sites: where the site lives, and the demo's banner. */
export const STUDIO_ONLY: FormLayout = { hidden: ['basePath', 'banner'] };

const settingsSchemas = new WeakMap<EditorSchemas, Json>();

/** The page settings without the sections, which have their own list (made once per schema set). */
export function pageSettingsSchema(schemas: EditorSchemas): Json {
  const known = settingsSchemas.get(schemas);
  if (known) return known;
  const page = schemas.page as { properties: Record<string, Json>; required: string[] };
  const { blocks: _blocks, ...properties } = page.properties;
  const schema = { ...page, properties, required: page.required.filter((key) => key !== 'blocks') } as Json;
  settingsSchemas.set(schemas, schema);
  return schema;
}

/** The form for what is open: one section, the page's settings, or the site's. */
export function TargetPanel({ page, site, target, schemas, context }: Props) {
  const { dispatch } = useEditorStore();
  const { problems } = useProblems();
  const at = Date.now;
  const panel = useRef<HTMLElement>(null);
  const client = isClient(useViewer());
  // A reviewer's comment on a field of the settings or of this page, shown beside that field.
  const siteComments = useFieldComments(site.file);
  const pageComments = useFieldComments(page.file);
  useReveal(target, target.kind === 'block' ? `block-${target.index}` : target.kind, panel);

  if (target.kind === 'site') {
    return (
      <section ref={panel} aria-labelledby="form-title" className="ed-form">
        <h2 id="form-title">Site settings</h2>
        <p className="ed-muted">
          Shared by every page of the site: name, theme colours, contact details, menu, footer.
        </p>
        <DocumentForm
          id="site"
          layout={site.data.kind === 'client' ? CLIENT_SITE_LAYOUT : client ? STUDIO_ONLY : undefined}
          schema={schemas.site}
          words={documentWords('site')}
          value={site.data}
          at={[]}
          problems={problemsOf(problems, site.file)}
          comments={siteComments}
          context={context}
          onChange={(data, fieldId) =>
            dispatch({ type: 'setData', file: site.file, data, mergeKey: `${site.file}|${fieldId}`, at: at() })
          }
        />
        <SiteRedirects site={site} />
      </section>
    );
  }

  if (target.kind === 'block') {
    const blocks = blocksOf(page);
    const block = blocks[target.index];
    const schema = block && blockSchema(schemas, block.type);
    if (!block || !schema)
      return (
        <p className="ed-muted">This section is of a kind the editor does not know, so it cannot be edited here.</p>
      );
    const setBlock = (next: JsonObject, fieldId?: string) => {
      const copy = [...blocks];
      copy[target.index] = { ...next, type: block.type };
      dispatch({
        type: 'setData',
        file: page.file,
        data: { ...page.data, blocks: copy },
        mergeKey: `${page.file}|${target.index}|${fieldId}`,
        at: at(),
      });
    };
    return (
      <section ref={panel} aria-labelledby="form-title" className="ed-form">
        <h2 id="form-title">
          Section {target.index + 1}: {blockLabel(String(block.type))}
        </h2>
        <p className="ed-muted">{blockHelp(String(block.type))}</p>
        <DocumentForm
          key={`${page.file}|${target.index}|${String(block.type)}`}
          id={`block-${target.index}`}
          schema={schema}
          words={blockWords(String(block.type))}
          value={block}
          at={['blocks', target.index]}
          problems={problemsOf(problems, page.file)}
          comments={pageComments}
          context={context}
          onChange={setBlock}
        />
      </section>
    );
  }

  const { blocks, ...settings } = page.data;
  const setPage = (data: JsonObject, mergeKey: string) =>
    dispatch({ type: 'setData', file: page.file, data, mergeKey: `${page.file}|${mergeKey}`, at: at() });
  const pickSharePicture = async () => {
    const share = (page.data.share ?? {}) as JsonObject;
    const picked = await context.pickImage((share.image ?? undefined) as { src?: string; alt?: string } | undefined);
    if (picked)
      setPage({ ...page.data, share: { ...share, image: { src: picked.image.src, alt: picked.alt } } }, 'share');
  };
  return (
    <section ref={panel} aria-labelledby="form-title" className="ed-form">
      <h2 id="form-title">Page settings</h2>
      <DocumentForm
        id="page"
        schema={pageSettingsSchema(schemas)}
        words={documentWords('page')}
        value={settings}
        at={[]}
        problems={problemsOf(problems, page.file).filter((p) => (p.path ?? [])[0] !== 'blocks')}
        comments={pageComments}
        context={context}
        onChange={(data, fieldId) => setPage({ ...data, blocks: blocks ?? [] }, String(fieldId))}
      />
      <SharePreviewCard siteId={context.siteId} page={page.data} onPickPicture={() => void pickSharePicture()} />
    </section>
  );
}
