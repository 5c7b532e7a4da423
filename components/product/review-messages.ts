import ru from '@/messages/ru.json?ns=reviews';
import uz from '@/messages/uz.json?ns=reviews';

/** The review form's words, in its chunk (lib/i18n/with-messages.tsx). */
export const REVIEW_WORDS = { uz, ru };
