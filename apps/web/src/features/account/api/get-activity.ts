import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Transaction } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export interface BookingCount {
  flights: number;
  hotels: number;
  cars: number;
  activities: number;
  total: number;
}

export interface ActivityItem {
  _id: string;
  vertical: 'flight' | 'hotel' | 'car' | 'activity';
  referenceNumber: string;
  status: string;
  amount: number;
  currency: string;
  customerName: string;
  updatedAt: string;
}

export type { Transaction };

export function useBookingCount() {
  return useQuery({
    queryKey: ['user', 'booking-count'],
    queryFn: ({ signal }) =>
      api.get<{ data: BookingCount }>('/api/user/getUserBookingCount', { signal }).then((r) => r.data),
  });
}

export function useRecentActivity() {
  return useQuery({
    queryKey: ['user', 'recent-activity'],
    queryFn: ({ signal }) =>
      api.get<{ data: ActivityItem[] }>('/api/user/getRecentActivity', { signal }).then((r) => r.data),
  });
}

export interface TransactionsPage {
  transactions: Transaction[];
  totalRecords: number;
}

export function useTransactions(page: {
  offSet: number;
  limit: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
}) {
  return useQuery<TransactionsPage>({
    queryKey: ['user', 'transactions', page],
    queryFn: ({ signal }) =>
      api.post<{ data: TransactionsPage }>('/api/user/getUserTransactions', page, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}
