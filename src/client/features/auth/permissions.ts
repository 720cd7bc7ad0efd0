import { ADMIN_ROLES, DELETE_ROLES, type Role } from '../../../shared/constants';
import { useProfile } from './api/use-profile';

/** What a role may do in the UI (docs/product.md §3); the server enforces the same rules. */
export function permissionsFor(role: Role | undefined) {
  return {
    canDelete: role !== undefined && DELETE_ROLES.includes(role),
    canManageUsers: role !== undefined && ADMIN_ROLES.includes(role),
  };
}

/** Permissions of the signed-in user (nothing is allowed while the profile loads). */
export function usePermissions() {
  const { data } = useProfile();
  return permissionsFor(data?.role);
}
