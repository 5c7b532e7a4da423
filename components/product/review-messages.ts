import ru from '@/messages/ru.json?ns=reviews,api.fields';
import uz from '@/messages/uz.json?ns=reviews,api.fields';

/**
 * The review form's words, in its chunk (lib/i18n/with-messages.tsx): its own, and the API's field
 * words in which the contract's checks speak (components/forms/contract-form.ts). The product page
 * carries no `api` messages of its own, which these would replace.
 */
export const REVIEW_WORDS = { uz, ru };
