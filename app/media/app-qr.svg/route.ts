import { appQrSvg } from '@/lib/media/app-qr';
import { svgResponse } from '@/lib/media/headers';

export const runtime = 'nodejs';
export const dynamic = 'force-static';

/** GET /media/app-qr.svg: the QR code to the mobile app page, made at build time. */
export async function GET() {
  return svgResponse(await appQrSvg());
}
