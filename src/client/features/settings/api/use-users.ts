import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { User } from '../../../../shared/schemas/users';
import { apiGet } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** GET /api/get/all_users (Admin only). */
export const fetchUsers = () => apiGet<User[]>(api.users, { fallback: MESSAGES.fallbackSettings });

export const usersQueryOptions = () => queryOptions({ queryKey: userKeys.list(), queryFn: fetchUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
