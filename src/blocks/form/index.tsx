import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { FormBlock } from '@/content/types.generated';
import { notify } from '@/notifications/notify';
import { useIslandId } from '@/page-context/island';
import { useSite } from '@/page-context/site-context';
import { Button } from '@/ui/button';
import { Eyebrow, Lead, Section, SectionTitle, TONES, type Tone } from '@/ui/layout';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { KeepRangesTogether } from '@/ui/keep-ranges';
import { media } from '@/theme/theme';
import { Aside } from './aside';
import { FORM_WIDTH } from './notes';
import { ContactTiles } from './tiles';
import { Field } from './field';
import { endpointFor, sendToService, wait } from './send';
import { useFieldErrors } from './use-field-errors';

const Layout = styled.div<{ $withAside: boolean }>`
  display: grid;
  gap: 2.5rem;
  ${media.md} {
    grid-template-columns: ${({ $withAside }) => ($withAside ? 'minmax(0, 1.6fr) minmax(0, 1fr)' : '1fr')};
  }
`;

/** The tiles layout: details, form and notes one under the other. */
const Tiles = styled.div`
  display: grid;
  gap: 2.5rem;
`;

/** The tiles layout's form: narrower than the row of details above it, and centred under it. */
const Narrow = styled.div`
  width: 100%;
  max-width: ${FORM_WIDTH};
  margin-inline: auto;
`;

/**
 * The panel layout: a coloured panel with the heading, intro and details in one
 * column and the form beside them. On phones it reaches the screen's edges and
 * its section adds no band above or below it (no strip of a third colour), so
 * the form inside keeps the width of every other layout's form; the details
 * then follow the form, in the order they are written. On wide screens the
 * notes run across the panel's foot, so the column of details stays about as
 * tall as the form: the details' box spans both rows under the heading as a
 * subgrid, its details in the first column and its notes across both. Its
 * empty corner lies over the form's foot, so only its contents take clicks.
 */
const Panel = styled.div<{ $tone: Tone }>`
  ${({ $tone }) => TONES[$tone]}
  ${({ $tone }) => ($tone === 'primary' || $tone === 'dark') && '--detail-accent: currentColor;'}
  display: grid;
  gap: 2rem;
  margin-inline: -1.25rem;
  padding: 2rem 1.25rem;
  ${media.md} {
    margin-inline: 0;
    padding: clamp(2rem, 4vw, 3.5rem);
    border-radius: calc(var(--radius) * 1.5);
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.45fr);
    grid-template-rows: auto 1fr auto;
    column-gap: clamp(2rem, 5vw, 4rem);
    > header { grid-area: 1 / 1; }
    > form { grid-column: 2; grid-row: 1 / 3; }
    > aside {
      grid-column: 1 / -1;
      grid-row: 2 / 4;
      display: grid;
      grid-template-columns: subgrid;
      grid-template-rows: subgrid;
      row-gap: 2rem;
      pointer-events: none;
    }
    > aside > * { pointer-events: auto; }
    > aside > [data-form-details] { grid-area: 1 / 1; }
    > aside > [data-form-notes] { grid-column: 1 / -1; grid-row: 2; }
  }
`;

const PanelHeading = styled.header`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  /* Beside the form the heading has about two fifths of the panel: a size for that column, so a two-word heading stays on one line. */
  ${media.md} {
    > ${SectionTitle} { font-size: clamp(1.75rem, 1rem + 1.5vw, 2.25rem); }
  }
`;

/** The panel's colour: the brand colour or dark as the tone says, a soft tint for the page's own colour. */
const panelTone = (tone: Tone | undefined): Tone => (tone === 'primary' || tone === 'dark' ? tone : 'muted');

/*
 * Rows keep one spacing even when the column beside the form is taller, and the
 * card ends under its button rather than running on empty to the column's foot.
 */
const Fields = styled.form<{ $raised?: boolean }>`
  display: grid;
  gap: 1.125rem;
  align-self: start;
  align-content: start;
  align-items: start;
  padding: clamp(1.25rem, 4vw, 2rem);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: hsl(var(--background));
  color: hsl(var(--foreground));
  /* The card has the page's colours whatever band it stands on, and so do its borders and button. */
  --muted: hsl(var(--foreground) / 0.74);
  --border: hsl(var(--foreground) / 0.12);
  --action: var(--primary);
  --action-foreground: var(--primary-foreground);
  ${media.sm} { grid-template-columns: 1fr 1fr; }
  > button { grid-column: 1 / -1; }
  ${({ $raised }) => $raised && 'box-shadow: 0 28px 56px -28px rgb(0 0 0 / 0.45); border-color: transparent;'}
`;

/**
 * Where the form goes when the browser submits it by itself (before or without
 * JavaScript). A form that really sends posts to its service, which answers
 * with its own thank-you page; the fields travel in the request body, never in
 * the address. A form that only acts it out uses method "dialog", which outside
 * a dialog submits to nowhere: the browser still checks the fields, and nothing
 * leaves the page.
 */
const nativeTarget = (submission: FormBlock['submission'], formId: string | undefined) =>
  submission.mode === 'external' ? { method: 'post', action: endpointFor(formId) } : { method: 'dialog' };

/**
 * A form that either really sends (external) or only acts it out (simulated).
 * Fields are left uncontrolled: on any failure everything typed stays as it is,
 * and only a success clears the form.
 */
export default function Form(block: FormBlock) {
  const {
    anchor,
    eyebrow,
    heading,
    intro,
    tone,
    fields,
    validation = 'browser',
    submission,
    aside,
    layout = 'aside',
  } = block;
  const [sending, setSending] = useState(false);
  const { site } = useSite();
  const id = useIslandId();
  const { errors, check, recheck } = useFieldErrors(fields);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const raw = Object.fromEntries(fields.map((field) => [field.name, String(data.get(field.name) ?? '')]));

    if (validation === 'messages') {
      const problem = await check(form, raw);
      if (problem) {
        notify({ kind: 'error', title: block.validationTitle ?? 'Validation Error', description: problem });
        return;
      }
    }

    setSending(true);
    try {
      if (submission.mode === 'simulated') await wait(submission.delayMs ?? 1000);
      else
        await sendToService(
          submission,
          site.formId,
          Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v.trim()])),
        );
      form.reset();
      notify({ kind: 'success', ...block.success });
    } catch (error) {
      console.error('The form could not be sent:', error);
      notify({ kind: 'error', title: block.failure?.title ?? 'Error', description: block.failure?.description });
    } finally {
      setSending(false);
    }
  };

  const form = (
    <Fields
      {...nativeTarget(submission, site.formId)}
      onSubmit={onSubmit}
      noValidate={validation === 'messages'}
      aria-busy={sending}
      aria-label={heading ?? 'Form'}
      onInput={recheck}
      $raised={layout === 'panel'}
    >
      {fields.map((field) => (
        <Field
          key={field.name}
          field={field}
          id={`${id}-${field.name}`}
          nativeLimits={validation === 'browser'}
          error={errors[field.name]}
        />
      ))}
      <Button type="submit" disabled={sending} data-button="primary">
        {sending ? (block.sendingLabel ?? 'Sending...') : block.submitLabel}
      </Button>
    </Fields>
  );

  if (layout === 'panel') {
    return (
      <Section anchor={anchor} label={heading ?? 'Form'} flushOnPhones>
        <Panel $tone={panelTone(tone)} data-form-layout={layout}>
          {(eyebrow || heading || intro) && (
            <PanelHeading>
              {eyebrow && <Eyebrow>{keepLastWordsTogether(eyebrow)}</Eyebrow>}
              {heading && <SectionTitle>{keepLastWordsTogether(heading)}</SectionTitle>}
              {intro && (
                <Lead>
                  <KeepRangesTogether text={intro} />
                </Lead>
              )}
            </PanelHeading>
          )}
          {form}
          {aside && <Aside {...aside} />}
        </Panel>
      </Section>
    );
  }

  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      {layout === 'tiles' ? (
        <Tiles data-form-layout={layout}>
          {aside && <ContactTiles {...aside} />}
          <Narrow>{form}</Narrow>
        </Tiles>
      ) : (
        <Layout $withAside={Boolean(aside)} data-form-layout={layout}>
          {form}
          {aside && <Aside {...aside} />}
        </Layout>
      )}
    </Section>
  );
}
