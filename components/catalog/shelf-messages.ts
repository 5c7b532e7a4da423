import ru from '@/messages/ru.json?ns=shelves';
import uz from '@/messages/uz.json?ns=shelves';

/** The shelves' words, in their chunk (lib/i18n/with-messages.tsx). */
export const SHELF_WORDS = { uz, ru };
