// POST /api/images (multipart field `image`): stores an image, answering its URL and a thumbnail URL.
// Shared: the profile photo now, product images and category thumbnails in the consoles.
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, apiRequest } from '@usedcars/shared-ui/api/client';
import { getSessionProof, sessionHeaders } from '@usedcars/shared-ui/auth/access-token';
import { reportUnauthorized } from '@usedcars/shared-ui/auth/session-expiry';
import type { ApiErrorBody, ImageUploadResponse } from '@usedcars/contract/types';

export function uploadImage(file: File | Blob): Promise<ImageUploadResponse> {
  const form = new FormData();
  form.append('image', file);
  return apiRequest<ImageUploadResponse>('/images', { method: 'POST', body: form });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}

/**
 * The same upload, reporting its progress (0-100) as the bytes leave: XMLHttpRequest, since fetch reports none.
 * Fails with the ApiError apiRequest would throw; `signal` aborts it (status 0).
 */
export function uploadImageWithProgress(
  file: File | Blob,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ImageUploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const failed = (status: number, body: Partial<ApiErrorBody> | null) =>
      reject(
        new ApiError(status, {
          statusCode: status,
          error: body?.error ?? 'Error',
          message:
            typeof body?.message === 'string'
              ? body.message
              : 'The photo could not be uploaded. Please try again.',
          ...(body?.errors ? { errors: body.errors } : {}),
        }),
      );
    const proof = getSessionProof();
    request.open('POST', `${API_BASE}/images`);
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(sessionHeaders(proof))) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(body as ImageUploadResponse);
        return;
      }
      if (request.status === 401) reportUnauthorized(proof);
      failed(request.status, body as Partial<ApiErrorBody> | null);
    };
    request.onerror = () => failed(0, { error: 'Network Error', message: 'Could not reach the server.' });
    request.onabort = () => failed(0, { error: 'Aborted', message: 'The upload was cancelled.' });
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('image', file);
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
