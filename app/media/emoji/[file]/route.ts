import { emojiSvg } from '@/lib/media/emoji';
import { notFoundResponse, svgResponse } from '@/lib/media/headers';

export const runtime = 'nodejs';
export const dynamic = 'force-static';
export const dynamicParams = true;

/** Nothing is built ahead: each icon is made on its first request and then kept. */
export function generateStaticParams() {
  return [];
}

/** GET /media/emoji/<name>.svg: an icon of the Fluent Emoji (flat) set. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const match = /^(.+)\.svg$/.exec(file);
  const svg = match ? emojiSvg(match[1]) : null;
  return svg ? svgResponse(svg) : notFoundResponse();
}
