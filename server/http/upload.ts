import type { Context } from 'hono';
import { ApiFailure } from './errors';
import { text } from './messages';

/**
 * The bytes of the one file a console upload sends (multipart, under `file`): 415 for another
 * body, 400 when the file is missing. What the bytes are is checked by who stores them
 * (services/product-images.ts), never by the name or the content type the client claims.
 */
export async function uploadedFile(c: Context): Promise<Uint8Array> {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) throw new ApiFailure('unsupported_media_type');
  const file = (await c.req.formData().catch(() => null))?.get('file');
  if (!file || typeof file === 'string') throw new ApiFailure('validation_error', { fields: { file: text('fields.required') } });
  return new Uint8Array(await file.arrayBuffer());
}

/** The OpenAPI body of such an upload. */
export const uploadBody = {
  body: {
    required: false,
    content: {
      'multipart/form-data': { schema: { type: 'object' as const, required: ['file'], properties: { file: { type: 'string' as const, format: 'binary' } } } },
    },
  },
};
