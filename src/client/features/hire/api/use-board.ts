import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { isIsoDate, today } from '../../../../shared/dates';
import { api } from '../../../../shared/paths';
import type { Board } from '../../../../shared/schemas/hire';
import { apiGet } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { remittanceKeys } from './remittance-keys';

/** The board's day: `?date=` when it is a real day, else today in Ghana. */
export function boardDate(param: string | null | undefined): string {
  return param && param.length === 10 && isIsoDate(param) ? param : today();
}

/** GET /api/hire/today?date=: each contract running that day, what fell due, what came in. */
export const fetchBoard = (date: string) =>
  apiGet<Board>(`${api.hireToday}?${new URLSearchParams({ date })}`, {
    fallback: MESSAGES.fallbackGeneric,
  });

export const boardQueryOptions = (date: string) =>
  queryOptions({
    queryKey: remittanceKeys.board(date),
    queryFn: () => fetchBoard(date),
    // Money comes in all day: every visit shows the board as it stands now. The few seconds cover
    // the route's prefetch while the screen's code downloads.
    staleTime: 5_000,
    // Which contracts run that day is the board's too: a new, edited or ended contract moves it.
    meta: { refreshOn: ['contracts'] },
  });

export function useBoard(date: string) {
  return useQuery(boardQueryOptions(date));
}

/** Starts loading the board of `?date=` (today without one) while the screen's code downloads. */
export function prefetchBoard(dateParam?: string | null) {
  void queryClient.prefetchQuery(boardQueryOptions(boardDate(dateParam)));
}
