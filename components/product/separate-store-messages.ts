import ru from '@/messages/ru.json?ns=separateStore';
import uz from '@/messages/uz.json?ns=separateStore';

/**
 * The words of the toast an add shows when it brings another store into the basket: loaded with
 * the add that needs them (components/product/use-another-store-toast.ts), not in every page's HTML.
 */
export const SEPARATE_STORE_WORDS = { uz, ru };
