import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { FormBlock } from '@/content/types.generated';
import { notify } from '@/notifications/notify';
import { useIslandId } from '@/page-context/island';
import { useSite } from '@/page-context/site-context';
import { Button } from '@/ui/button';
import { Section } from '@/ui/layout';
import { Aside } from './aside';
import { Field } from './field';
import { endpointFor, sendToService, wait } from './send';
import { useFieldErrors } from './use-field-errors';

const Layout = styled.div<{ $withAside: boolean }>`
  display: grid;
  gap: 2.5rem;
  @media (min-width: 900px) {
    grid-template-columns: ${({ $withAside }) => ($withAside ? 'minmax(0, 1.6fr) minmax(0, 1fr)' : '1fr')};
  }
`;

/*
 * Rows keep one spacing even when the column beside the form is taller, and the
 * card ends under its button rather than running on empty to the column's foot.
 */
const Fields = styled.form`
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
  --muted: hsl(var(--foreground) / 0.74);
  @media (min-width: 640px) { grid-template-columns: 1fr 1fr; }
  > button { grid-column: 1 / -1; }
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
  const { anchor, eyebrow, heading, intro, tone, fields, validation = 'browser', submission, aside } = block;
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

  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      <Layout $withAside={Boolean(aside)}>
        <Fields
          {...nativeTarget(submission, site.formId)}
          onSubmit={onSubmit}
          noValidate={validation === 'messages'}
          aria-busy={sending}
          aria-label={heading ?? 'Form'}
          onInput={recheck}
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
        {aside && <Aside {...aside} />}
      </Layout>
    </Section>
  );
}
