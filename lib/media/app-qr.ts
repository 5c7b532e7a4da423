import 'server-only';
import QRCode from 'qrcode';

/** Where the footer's QR code sends a phone: the page with the App Store and Google Play links. */
const APP_PAGE_URL = 'https://savat.uz/app';

let cached: Promise<string> | undefined;

/** The QR code as an SVG document, made once per process. */
export function appQrSvg(): Promise<string> {
  cached ??= QRCode.toString(APP_PAGE_URL, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    color: { dark: '#14532dff', light: '#ffffffff' },
  });
  return cached;
}
