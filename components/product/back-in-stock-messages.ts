import ru from '@/messages/ru.json?ns=backInStock';
import uz from '@/messages/uz.json?ns=backInStock';

/** The "notify me" button's words, in its chunk (lib/i18n/with-messages.tsx), not in every page's HTML. */
export const BACK_IN_STOCK_WORDS = { uz, ru };
