import ru from '@/messages/ru.json?ns=auth';
import uz from '@/messages/uz.json?ns=auth';

/** The auth modal's words, in its own chunk (lib/i18n/with-messages.tsx). */
export const AUTH_WORDS = { uz, ru };
