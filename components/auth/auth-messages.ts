import ru from '@/messages/ru.json?ns=auth,api.fields';
import uz from '@/messages/uz.json?ns=auth,api.fields';

/** The auth modal's words, in its own chunk (lib/i18n/with-messages.tsx), with the contract's field messages its forms check with. */
export const AUTH_WORDS = { uz, ru };
