import { createRoute, z } from '@hono/zod-openapi';
import { ApiFailure } from '../http/errors';
import type { createRouter } from '../http/router';
import { readProductImage, type ImageFolder } from '../services/product-images';
import { errorResponses, notFoundResponse } from '../openapi/responses';

/**
 * `GET /media/<folder>/{file}`: the uploaded pictures of one folder (product photos, review
 * photos), public like the shop's other pictures. One route shape for every folder.
 */
export function servePictures(router: ReturnType<typeof createRouter>, folder: ImageFolder, summary: string) {
  router.openapi(
    createRoute({
      method: 'get',
      path: `/media/${folder}/{file}`,
      tags: ['media'],
      summary,
      request: { params: z.object({ file: z.string().max(100).openapi({ param: { name: 'file', in: 'path' } }) }) },
      responses: { 200: { description: 'The picture', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } }, ...notFoundResponse, ...errorResponses },
    }),
    async (c) => {
      const data = await readProductImage(c.req.valid('param').file, folder);
      if (!data) throw new ApiFailure('not_found');
      // A file's name is random and never reused: cached for good.
      return c.body(data as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' });
    },
  );
}
