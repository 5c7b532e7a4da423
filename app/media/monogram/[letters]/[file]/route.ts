import { notFoundResponse, svgResponse } from '@/lib/media/headers';
import { monogramSvg, parseMonogram } from '@/lib/media/monogram';

export const runtime = 'nodejs';
// Made on every request, never kept by the server: any two capitals and any colour are a valid
// address, billions of them, and Next would write each one asked for to disk. Making one is a
// string template; browsers keep it for a year (SVG_HEADERS).
export const dynamic = 'force-dynamic';

/** GET /media/monogram/<LETTERS>/<HEX>.svg: a store or partner logo made of its initials. */
export async function GET(_request: Request, { params }: { params: Promise<{ letters: string; file: string }> }) {
  const { letters, file } = await params;
  const monogram = parseMonogram(letters, file);
  return monogram ? svgResponse(monogramSvg(monogram)) : notFoundResponse();
}
