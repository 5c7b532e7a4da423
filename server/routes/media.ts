import { createRoute, z } from '@hono/zod-openapi';
import { ApiFailure } from '../http/errors';
import type { createRouter } from '../http/router';
import { PICTURE_WIDTHS } from '@/lib/domain/pictures';
import { servedPicture, type ImageFolder } from '../services/product-images';
import { errorResponses, notFoundResponse } from '../openapi/responses';

/**
 * `GET /media/<folder>/{file}`: the uploaded pictures of one folder (product photos, review
 * photos), public like the shop's other pictures. One route shape for every folder: `<token>.webp`
 * is the stored file, `<token>.<width>.webp` the same picture at most that wide (and high), made
 * from it on request for the pages' source sets (ADR 0024, lib/media/url.ts).
 */
export function servePictures(router: ReturnType<typeof createRouter>, folder: ImageFolder, summary: string) {
  router.openapi(
    createRoute({
      method: 'get',
      path: `/media/${folder}/{file}`,
      tags: ['media'],
      summary: `${summary}; <name>.<width>.webp: the same picture with its longer side at most that width (${PICTURE_WIDTHS.join(', ')})`,
      request: {
        params: z.object({
          file: z
            .string()
            .max(100)
            .openapi({ param: { name: 'file', in: 'path' } }),
        }),
      },
      responses: {
        200: { description: 'The picture', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } },
        ...notFoundResponse,
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await servedPicture(c.req.valid('param').file, folder);
      if (!data) throw new ApiFailure('not_found');
      // A file's name is random and never reused (nor is a copy's): cached for good.
      return c.body(data as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'image/webp',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );
}
