import { installUzNumberFormat } from '@/lib/i18n/uz-number-format';

// Runs in the browser before React hydrates the page (Next's client instrumentation): counts in
// Uzbek must read as the server rendered them (lib/i18n/uz-number-format.ts).
installUzNumberFormat();
