import ruLocation from '@/messages/ru.json?ns=location';
import uzLocation from '@/messages/uz.json?ns=location';
import ruMap from '@/messages/ru.json?ns=map';
import uzMap from '@/messages/uz.json?ns=map';

/**
 * The words of the location dialog and the nearby list, and of the map, in their own chunks
 * (lib/i18n/with-messages.tsx); every page carries only the location button's (client-messages.ts).
 */
export const LOCATION_WORDS = { uz: uzLocation, ru: ruLocation };
export const MAP_WORDS = { uz: uzMap, ru: ruMap };
