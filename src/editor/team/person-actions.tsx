import { teamApi } from '../api';
import type { PersonEntry } from '../protocol';
import { ConfirmButton } from './confirm-button';

/**
 * What an admin may do to one person's account on the People screen: the role,
 * turning the account off and on, signing them out everywhere, a password
 * reset address, resetting two-step sign-in, and removing them. Each asks
 * first, in words. The admin's own entry offers none of those the server
 * refuses for oneself.
 */
export function PersonActions({
  entry,
  self,
  act,
  onResetAddress,
}: {
  entry: PersonEntry;
  /** The admin looking. */
  self: boolean;
  act: (work: () => Promise<unknown>, done: string) => void;
  onResetAddress: (email: string, url: string) => void;
}) {
  const { email } = entry;
  const invited = !entry.name;
  const remove = (
    <ConfirmButton
      label="Remove"
      question={`Remove ${email}? ${invited ? 'The invitation stops working.' : 'They are signed out, their preview links stop opening, and the account is gone.'}`}
      yes={`Yes, remove ${email}`}
      onYes={() => act(() => teamApi.removePerson(email), `Removed ${email}.`)}
    />
  );
  if (invited) return <span className="ed-person-actions">{remove}</span>;
  if (self) return null;
  return (
    <span className="ed-person-actions">
      <ConfirmButton
        label={entry.admin ? 'Take administrator away' : 'Make administrator'}
        question={
          entry.admin
            ? `${email} will no longer manage people or see every site unless given them.`
            : `${email} will manage people, invite, reset and publish on every site they are given.`
        }
        yes={entry.admin ? 'Yes, take it away' : 'Yes, make administrator'}
        onYes={() =>
          act(
            () => teamApi.setAdmin(email, !entry.admin),
            entry.admin ? `${email} is no longer an administrator.` : `${email} is an administrator.`,
          )
        }
      />
      {entry.disabled ? (
        <ConfirmButton
          label="Turn account on"
          question={`${email} will be able to sign in again.`}
          yes="Yes, turn it on"
          onYes={() => act(() => teamApi.setEnabled(email, true), `${email}'s account is on again.`)}
        />
      ) : (
        <ConfirmButton
          label="Turn account off"
          question={`${email} is signed out now, cannot sign in, and their preview links stop opening, until the account is turned on again. Nothing is deleted.`}
          yes="Yes, turn it off"
          onYes={() => act(() => teamApi.setEnabled(email, false), `${email}'s account is turned off.`)}
        />
      )}
      {!entry.disabled && (
        <ConfirmButton
          label="Sign out everywhere"
          question={`End every session of ${email}? They sign in again with their password.`}
          yes="Yes, sign them out"
          onYes={() =>
            act(async () => {
              const { ended } = await teamApi.signOutPerson(email);
              return ended;
            }, `${email} is signed out everywhere.`)
          }
        />
      )}
      {!entry.disabled && (
        <ConfirmButton
          label="Reset password"
          question={`Make an address, valid 24 hours and usable once, where ${email} sets a new password${entry.twoStep ? ' (with their app or a recovery code)' : ''}? Any older reset address stops working.`}
          yes="Yes, make the address"
          onYes={() =>
            act(async () => {
              const answer = await teamApi.resetPassword(email);
              onResetAddress(email, answer.url);
              // The address and what to do with it are said in the person's row.
            }, '')
          }
        />
      )}
      {entry.twoStep && (
        <ConfirmButton
          label="Reset two-step sign-in"
          question={`Only for a lost phone and lost recovery codes, once you are sure it is ${email} asking. Two-step sign-in is turned off for them and they are signed out; where the studio requires it, their next sign-in sets it up again.`}
          yes="Yes, reset two-step sign-in"
          onYes={() =>
            act(() => teamApi.resetTwoStep(email), `Two-step sign-in is off for ${email}, and they are signed out.`)
          }
        />
      )}
      {remove}
    </span>
  );
}
