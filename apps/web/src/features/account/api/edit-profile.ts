import { useMutation } from '@tanstack/react-query';
import type { UserProfile } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function editProfile(body: {
  name: string;
  phone: string | null;
  profileImage: string | null;
}): Promise<UserProfile> {
  return api.post<{ data: UserProfile }>('/api/user/editProfile', body).then((r) => r.data);
}

export function useEditProfile() {
  return useMutation({ mutationFn: editProfile });
}
