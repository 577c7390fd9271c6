import type { Role } from '@usedcars/contract/types';
import { MessagePage } from './MessagePage';

const ACCOUNT: Record<Role, string> = { Buyer: 'a buyer', Seller: 'a seller', Admin: 'an admin' };

const WHO_MAY: Record<Role, string> = {
  Buyer: 'buyers',
  Seller: 'sellers',
  Admin: "the marketplace's admins",
};

const HOW_TO: Partial<Record<Role, string>> = {
  Seller: 'To list cars, sign up for a seller account.',
};

export interface WrongRolePageProps {
  /** The role the page is for. */
  role: Role;
  signedInAs: Role;
}

/** A page of a console opened by an account of another role: what it is for, and who you are signed in as. */
export function WrongRolePage({ role, signedInAs }: WrongRolePageProps) {
  return (
    <MessagePage status="403" title={`This page is for ${WHO_MAY[role]}`} pageTitle="Not for this account">
      You are signed in as {ACCOUNT[signedInAs]}. {HOW_TO[role] ?? ''}
    </MessagePage>
  );
}
