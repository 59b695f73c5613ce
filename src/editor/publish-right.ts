/**
 * How a person's changes go live, as the studio sets it per person: at once,
 * only after someone who may publish has looked (review before publish), or at
 * once with the studio told, so it can look afterwards. Stored as two flags on
 * the account (`publish`, `tellStudio`) so that accounts made before the third
 * choice existed keep their meaning; admins always publish.
 */
export type PublishRight = 'publish' | 'ask' | 'tell';

export const PUBLISH_RIGHTS: readonly PublishRight[] = ['publish', 'ask', 'tell'];

export const PUBLISH_RIGHT_WORDS: Record<PublishRight, string> = {
  publish: 'May publish',
  ask: 'Must ask for review',
  tell: 'May publish; the studio is told',
};

interface Flags {
  admin: boolean;
  publish: boolean;
  tellStudio?: boolean;
}

export function publishRightOf({ admin, publish, tellStudio }: Flags): PublishRight {
  if (admin) return 'publish';
  if (!publish) return 'ask';
  return tellStudio ? 'tell' : 'publish';
}

export const flagsOf = (right: PublishRight) => ({ publish: right !== 'ask', tellStudio: right === 'tell' });

export function isPublishRight(value: unknown): value is PublishRight {
  return typeof value === 'string' && (PUBLISH_RIGHTS as readonly string[]).includes(value);
}
