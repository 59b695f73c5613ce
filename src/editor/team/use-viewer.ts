import { useEffect, useState } from 'react';
import { teamApi } from '../api';
import type { Me } from '../protocol';
import { isTeamMode } from './team-mode';

/** Asked once per tab: who is signed in does not change while the editor is open. */
let asked: Promise<Me | null> | undefined;

/**
 * The person signed in, in team mode; null in local mode (the studio's own
 * machine) or when the answer fails; undefined while it is being asked.
 */
export function useViewer(): Me | null | undefined {
  const [me, setMe] = useState<Me | null | undefined>(() => (isTeamMode() ? undefined : null));
  useEffect(() => {
    if (!isTeamMode()) return;
    asked ??= teamApi.me().catch(() => null);
    void asked.then(setMe);
  }, []);
  return me;
}

/**
 * A client: someone of team mode who is not one of the studio's admins. The
 * studio's own choices (a demo's banner, where a site lives) are not theirs.
 */
export const isClient = (me: Me | null | undefined) => me === undefined || (!!me && !me.admin);
