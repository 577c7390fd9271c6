// POST /api/images (multipart field `image`): stores an image, answering its URL and a thumbnail URL.
// Shared: the profile photo now, product images and category thumbnails in the consoles.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { ImageUploadResponse } from '@usedcars/contract/types';

export function uploadImage(file: File | Blob): Promise<ImageUploadResponse> {
  const form = new FormData();
  form.append('image', file);
  return apiRequest<ImageUploadResponse>('/images', { method: 'POST', body: form });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
