/** Query keys of remittances: the day's board is the remittances of one day against what fell due. */
export const remittanceKeys = {
  all: ['remittances'] as const,
  board: (date: string) => [...remittanceKeys.all, 'board', date] as const,
};
