import type { ExternalSubmission } from '@/content/types.generated';

/** The service's address: the site's form id unless the build sets FORM_ID. */
export function endpointFor(formId: string | undefined): string {
  return `${__FORM_ENDPOINT__}${__FORM_ID__ || formId}`;
}

/**
 * POST the values as JSON to the form-collection service. Resolves only when
 * the service says yes twice over: an ok HTTP status and `ok: true` in the
 * body. Anything else (status, body, network, timeout) rejects.
 */
export async function sendToService(
  submission: ExternalSubmission,
  formId: string | undefined,
  values: Record<string, string>,
): Promise<void> {
  const response = await fetch(endpointFor(formId), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(values),
    signal: AbortSignal.timeout(submission.timeoutMs ?? 15000),
  });
  const body: unknown = await response.json();
  const accepted = typeof body === 'object' && body !== null && (body as { ok?: unknown }).ok === true;
  if (!response.ok || !accepted) {
    throw new Error(`The form service refused the message (HTTP ${response.status}): ${JSON.stringify(body)}`);
  }
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
