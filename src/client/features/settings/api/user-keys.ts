/** Query keys of the users feature (user management in /settings). */
export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
};
