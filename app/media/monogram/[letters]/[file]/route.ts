import { notFoundResponse, svgResponse } from '@/lib/media/headers';
import { monogramSvg, parseMonogram } from '@/lib/media/monogram';

export const runtime = 'nodejs';
export const dynamic = 'force-static';
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

/** GET /media/monogram/<LETTERS>/<HEX>.svg: a store or partner logo made of its initials. */
export async function GET(_request: Request, { params }: { params: Promise<{ letters: string; file: string }> }) {
  const { letters, file } = await params;
  const monogram = parseMonogram(letters, file);
  return monogram ? svgResponse(monogramSvg(monogram)) : notFoundResponse();
}
