import { KeyRound, Plus, X } from 'lucide-react';
import { useState } from 'react';
import type { Role } from '../../../../shared/constants';
import { USER_MESSAGES, type User } from '../../../../shared/schemas/users';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { IconButton } from '../../../components/ui/icon-button';
import { PhoneLink } from '../../../components/ui/phone-link';
import { DeleteIconButton, EditIconButton } from '../../../components/ui/row-buttons';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { Table, type TableColumn } from '../../../components/ui/table';
import { WhatsAppLink } from '../../../components/ui/whatsapp-link';
import { useDeleteConfirm } from '../../../lib/use-delete-confirm';
import { useProfile } from '../../auth';
import { useDeleteUser } from '../api/use-delete-user';
import { useUsers } from '../api/use-users';
import { AddUserForm } from './add-user-form';
import { EditUserModal } from './edit-user-modal';
import { ResetPasswordModal } from './reset-password-modal';

const ROLE_TONES: Record<Role, BadgeTone> = { Admin: 'blue', Manager: 'green', Staff: 'grey' };

const COLUMNS: TableColumn<User>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (user) => user.name,
    className: 'font-medium',
    hideInCard: true,
    wrap: 'truncate',
  },
  // One line on a laptop, cut with the whole address as its tooltip (decision 068); whole on a card.
  { key: 'email', header: 'Email', cell: (user) => user.email, wrap: 'truncate' },
  {
    key: 'phone',
    header: 'Phone',
    // The row's WhatsApp link is among its actions.
    cell: (user) => <PhoneLink phone={user.phone} name={user.name} compact whatsApp={false} />,
  },
  { key: 'role', header: 'Role', cell: (user) => <Badge tone={ROLE_TONES[user.role]}>{user.role}</Badge> },
];

/** A WhatsApp message to a colleague: who writes, from which business. */
export function colleagueMessage(name: string, me: string, business: string): string {
  const from = [me.trim(), business.trim()].filter(Boolean).join(' from ');
  return from ? `Hello ${name}, this is ${from}.` : `Hello ${name},`;
}

/**
 * The User Management tab: the users (cards below `md`), each other user's phone with a WhatsApp
 * link, the 'Add User' toggle form, the Edit User modal, 'Reset password' for the others (one's own
 * password is changed in Profile Settings, with the current one) and deletion.
 */
export function UserManagement({ currentUserId }: { currentUserId: string }) {
  const profile = useProfile().data;
  const users = useUsers();
  const deleteUser = useDeleteUser();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const deleting = useDeleteConfirm<User>(deleteUser, { deletedText: USER_MESSAGES.userRemoved });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-gray-900">Users</h2>
        <Button
          variant={adding ? 'secondary' : 'primary'}
          icon={
            adding ? (
              <X className="size-4" aria-hidden="true" />
            ) : (
              <Plus className="size-4" aria-hidden="true" />
            )
          }
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
        >
          {adding ? 'Cancel' : 'Add User'}
        </Button>
      </div>
      {adding ? <AddUserForm onAdded={() => setAdding(false)} /> : null}

      {users.isPending ? (
        <SkeletonBars count={3} label="Loading users..." />
      ) : (
        <Table
          caption="Users"
          columns={COLUMNS}
          rows={users.data ?? []}
          rowKey={(user) => user._id}
          emptyText="No users found."
          cardTitle={(user) => user.name}
          rowActions={(user) => {
            const undeletable = user.role === 'Admin' || user._id === currentUserId;
            return (
              <>
                {user._id === currentUserId ? null : (
                  <WhatsAppLink
                    phone={user.phone}
                    text={colleagueMessage(user.name, profile?.name ?? '', profile?.account.name ?? '')}
                    label={`WhatsApp ${user.name}`}
                  />
                )}
                <EditIconButton label={`Edit ${user.name}`} onClick={() => setEditing(user)} />
                {user._id === currentUserId ? null : (
                  <IconButton
                    icon={<KeyRound className="size-4" aria-hidden="true" />}
                    tone="primary"
                    label={`Reset password for ${user.name}`}
                    onClick={() => setResetting(user)}
                  />
                )}
                <DeleteIconButton
                  label={undeletable ? `${user.name} cannot be deleted` : `Delete ${user.name}`}
                  disabled={undeletable}
                  onClick={() => deleting.ask(user)}
                />
              </>
            );
          }}
        />
      )}

      {editing ? <EditUserModal key={editing._id} user={editing} onClose={() => setEditing(null)} /> : null}
      {resetting ? (
        <ResetPasswordModal key={resetting._id} user={resetting} onClose={() => setResetting(null)} />
      ) : null}
      <ConfirmDialog
        {...deleting.dialog}
        title="Delete user"
        message={`Are you sure you want to delete ${deleting.target?.name ?? 'this user'}?`}
      />
    </div>
  );
}
