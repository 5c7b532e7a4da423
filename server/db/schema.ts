/**
 * The whole data model of Savat in one drizzle schema.
 *
 * - Money is an integer number of so'm (UZS); there is no float anywhere near a price or a total.
 * - Texts a shopper reads are stored twice, `*_uz` and `*_ru`; the API picks one per request.
 * - Phones are E.164 (`+998XXXXXXXXX`).
 * - Secrets (passwords, one-time codes, refresh and reset tokens) are stored only as hashes.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull().unique(),
    /**
     * Null for an account signed up with the SMS code alone (ADR 0005): it signs in by code until
     * its owner sets a password (profile or reset); the console asks for one (ADR 0025).
     */
    passwordHash: text('password_hash'),
    fullName: text('full_name'),
    gender: text('gender', { enum: ['M', 'F'] }),
    birthDate: date('birth_date'),
    /** Blocked by an operator: no sign-in, and every session ended. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /**
     * The language the shopper last used with us (a sign-in, an order, a ticket), for the SMS sent
     * to them later by the console; null until then, which means Uzbek.
     */
    locale: text('locale', { enum: ['uz', 'ru'] }),
    /** The Telegram account this user linked (the order desk's bot): who pressed a button in a chat. */
    telegramUserId: bigint('telegram_user_id', { mode: 'number' }).unique(),
    /**
     * The shopper's private chat with the bot, linked from their profile (ADR 0033): their
     * back-in-stock notices go there instead of by SMS. Null: not linked (or unlinked by /stop, by
     * blocking the bot, or from the profile). One chat, one account.
     */
    telegramChatId: bigint('telegram_chat_id', { mode: 'number' }).unique(),
    createdAt: createdAt(),
  },
  (t) => [
    // The operator's dashboard counts new shoppers per day (ADR 0035).
    index('users_created_idx').on(t.createdAt),
  ],
);

/**
 * What a user may do in the console (ADR 0017): `operator` (the platform's staff, every store),
 * `seller` of one store (a row per store), or `owner` of one store (ADR 0036: a seller who also
 * adds and removes the store's sellers and reads its audit log). Granted by an operator, or by
 * `npm run console:grant`; an owner grants sellers of their store.
 */
export const userRoles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['operator', 'seller', 'owner'] }).notNull(),
    /** The seller's or owner's store; null for an operator. */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('user_roles_unique').on(t.userId, t.role, t.storeId).nullsNotDistinct(), index('user_roles_store_idx').on(t.storeId)],
);

/** Every change made in the console: who, what, and the row before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. `order.status`, `product.update`, `role.grant`. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /**
     * Who acted when it was not a user of the console: `cli:<machine user>` for
     * `npm run console:grant`. Null for a change made in the console (actorId says who).
     */
    actorLabel: text('actor_label'),
    /**
     * The store whose object changed (ADR 0036: an order's part, a product, the store itself, its
     * staff), which its owner reads; null for the platform's own objects. No foreign key: the log
     * keeps its entries whatever happens to the store.
     */
    storeId: integer('store_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_store_idx').on(t.storeId, t.createdAt),
  ],
);

/** A sign-up waiting for its code: no account exists until the code is verified. */
export const pendingSignups = pgTable('pending_signups', {
  id: serial('id').primaryKey(),
  phoneNumber: text('phone_number').notNull(),
  /** Null: a sign-up by code alone (the password is optional, ADR 0005). */
  passwordHash: text('password_hash'),
  createdAt: createdAt(),
});

/** One sent code. `otp_key` is what the client holds; the code itself is only kept hashed. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    otpKey: text('otp_key').notNull().unique(),
    phoneNumber: text('phone_number').notNull(),
    purpose: text('purpose', { enum: ['signup', 'reset', 'login', 'device'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    triesLeft: smallint('tries_left').notNull(),
    pendingSignupId: integer('pending_signup_id').references(() => pendingSignups.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // Expiry and the sign-up: the cleanup job's deletes (server/jobs/cleanup.ts).
  (t) => [
    index('otp_codes_phone_idx').on(t.phoneNumber, t.purpose),
    index('otp_codes_expires_idx').on(t.expiresAt),
    index('otp_codes_pending_signup_idx').on(t.pendingSignupId),
  ],
);

/** Per phone and purpose: resends left, last send and the 24 h lock-out. Row-locked on every send. */
export const otpPhoneState = pgTable(
  'otp_phone_state',
  {
    phoneNumber: text('phone_number').notNull(),
    purpose: text('purpose', { enum: ['signup', 'reset', 'login', 'device'] }).notNull(),
    resendsLeft: smallint('resends_left').notNull(),
    guessesToday: integer('guesses_today').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.phoneNumber, t.purpose] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The token this one was rotated into, and that pair sealed with a key derived from this
     * token (ADR 0005): a client that refreshes twice with one token inside the grace window gets
     * the same pair again, and the database alone cannot open it.
     */
    successorId: integer('successor_id'),
    successorSealed: text('successor_sealed'),
    /**
     * When the session (its family) passed the staff's second factor (ADR 0025): a new device's
     * SMS code, or a device remembered for 30 days. Copied to each rotated token. Null: the
     * console answers `second_factor_required`.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /**
     * How the session began: `password` (a password sign-in or a sign-up, which proved the
     * password) or `code` (an SMS code alone). Only a password session may add the SMS second
     * factor: a code session has proved the phone and nothing else.
     */
    signedInWith: text('signed_in_with', { enum: ['password', 'code'] })
      .notNull()
      .default('password'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    // The cleanup job's deletes (server/jobs/cleanup.ts): expired, or revoked.
    index('refresh_tokens_expires_idx').on(t.expiresAt),
    index('refresh_tokens_revoked_idx')
      .on(t.revokedAt)
      .where(sql`${t.revokedAt} IS NOT NULL`),
  ],
);

/**
 * A staff member's device that passed the second factor (ADR 0025): its token (a cookie for the
 * console's pages, `device_token` for other clients) lets a sign-in skip the SMS code for 30 days.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The browser or app as it named itself (User-Agent, cut), for the staff member's own list. */
    label: text('label'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId), index('trusted_devices_expires_idx').on(t.expiresAt)],
);

export const resetTokens = pgTable('reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Fixed-window counters shared by every server process (rate limits). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  // The cleanup job deletes the windows that have ended (server/jobs/cleanup.ts).
  (t) => [index('rate_limits_window_idx').on(t.windowStartedAt)],
);

/** Messages sent through the `outbox` SMS provider (and a log of those sent by a gateway). */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    provider: text('provider').notNull(),
    createdAt: createdAt(),
  },
  // By age: the cleanup job (server/jobs/cleanup.ts).
  (t) => [index('sms_messages_phone_idx').on(t.phoneNumber, t.createdAt), index('sms_messages_created_idx').on(t.createdAt)],
);

/**
 * A Telegram chat linked to a store (its staff group) through the bot's deep link, or to the
 * operators (store_id null). New orders are posted there.
 */
export const telegramChats = pgTable(
  'telegram_chats',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    title: text('title'),
    linkedBy: integer('linked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('telegram_chats_store_chat_idx').on(sql`coalesce(${t.storeId}, 0)`, t.chatId), index('telegram_chats_chat_idx').on(t.chatId)],
);

/** One-time tokens of the bot's deep link (`https://t.me/<bot>?start=<token>`), stored hashed. */
export const telegramLinkTokens = pgTable('telegram_link_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  /** `desk`: the console's links (staff chats and accounts); `shopper`: a shopper's notices chat, from their profile. */
  purpose: text('purpose', { enum: ['desk', 'shopper'] })
    .notNull()
    .default('desk'),
  /** The store whose chat it links; null: the operators' chat (a shopper's token: none). */
  storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Every message the bot sends, kept like the SMS outbox: without TELEGRAM_BOT_TOKEN it stays here
 * (development, tests: `GET /dev/telegram/`); with it, it is sent and its Telegram id recorded.
 */
export const telegramMessages = pgTable(
  'telegram_messages',
  {
    id: serial('id').primaryKey(),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    text: text('text').notNull(),
    /** Inline keyboard, as Telegram's reply_markup. */
    replyMarkup: jsonb('reply_markup'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    /** 'new_order', 'reminder', 'escalation', 'answer', ... */
    kind: text('kind').notNull(),
    status: text('status', { enum: ['outbox', 'sent', 'failed'] })
      .notNull()
      .default('outbox'),
    telegramMessageId: bigint('telegram_message_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('telegram_messages_created_idx').on(t.createdAt), index('telegram_messages_order_idx').on(t.orderId)],
);

// ---------------------------------------------------------------------------------------------
// Catalog
// ---------------------------------------------------------------------------------------------

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  nameUz: text('name_uz').notNull(),
  nameRu: text('name_ru').notNull(),
  /** An image name served by /media/ (see server/services/media.ts). */
  icon: text('icon').notNull(),
  image: text('image').notNull(),
  color: text('color').notNull(),
  position: integer('position').notNull().default(0),
  /** Higher is more popular; `/category/?q=popular` sorts by it. */
  popularity: integer('popularity').notNull().default(0),
});

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    brandName: text('brand_name').notNull(),
    legalName: text('legal_name').notNull(),
    descriptionUz: text('description_uz').notNull(),
    descriptionRu: text('description_ru').notNull(),
    logo: text('logo').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    locationNameUz: text('location_name_uz').notNull(),
    locationNameRu: text('location_name_ru').notNull(),
    /** "08:00-22:00", or "00:00-24:00" for a store open around the clock. */
    workingTime: text('working_time').notNull(),
    aroundTheClock: boolean('around_the_clock').notNull().default(false),
    freeShipping: boolean('free_shipping').notNull().default(false),
    pickup: boolean('pickup').notNull().default(false),
    /** Kilometres within which the store ships for free (0 when it never does). */
    freeShippingDistance: integer('free_shipping_distance').notNull().default(0),
    /** Delivery terms (lib/domain/delivery.ts): the defaults are the contract's 5000 so'm, no minimum, within the hour. */
    minOrder: integer('min_order').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull().default(5000),
    freeDeliveryFrom: integer('free_delivery_from'),
    etaMin: smallint('eta_min').notNull().default(30),
    etaMax: smallint('eta_max').notNull().default(60),
    /** Windows of a day in Tashkent, "10:00-12:00"; empty when the store comes as soon as it can. */
    deliverySlots: text('delivery_slots')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    phoneNumber: text('phone_number'),
    /**
     * Opening hours per weekday and holidays (WeeklySchedule, lib/domain/schedule.ts); null: every
     * day `working_time`. `working_time` stays, as today's hours, for older clients.
     */
    schedule: jsonb('schedule'),
    /** Paused from the order desk until then: shown closed, new orders refused (`store_closed`). */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** Suspended by an operator: its products are out of the shop. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    rating: real('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    customersCount: integer('customers_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /** The dashboard lists a product as running out at this stock or below (ADR 0038); the store's staff set it. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    createdAt: createdAt(),
  },
  (t) => [index('stores_brand_name_idx').on(sql`lower(${t.brandName})`), index('stores_location_idx').on(t.latitude, t.longitude)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Same value for the same kind of product in different stores (comparison table). */
    kind: text('kind').notNull(),
    nameUz: text('name_uz').notNull(),
    nameRu: text('name_ru').notNull(),
    descriptionUz: text('description_uz').notNull(),
    descriptionRu: text('description_ru').notNull(),
    /** Both names folded to one Latin lowercase form (lib/domain/transliterate.ts), for trigram search. */
    searchText: text('search_text').notNull(),
    price: integer('price').notNull(),
    /** Percent, 0..99. */
    discount: smallint('discount').notNull().default(0),
    /** What the shopper pays: price after the discount (equal to price when there is none). */
    discountPrice: integer('discount_price').notNull(),
    available: integer('available').notNull().default(0),
    /**
     * Whether any is left: every list sorts on it first, so sold-out items come after the
     * available ones in every sort. Kept by the database, never written.
     */
    inStock: boolean('in_stock')
      .notNull()
      .generatedAlwaysAs(sql`available > 0`),
    amountType: text('amount_type').notNull(),
    weight: text('weight'),
    rating: real('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    numberOfSales: integer('number_of_sales').notNull().default(0),
    flag: text('flag', { enum: ['new', 'sale', 'free_ship'] }),
    image: text('image').notNull(),
    /** The store's own article number, for its price-list import (ADR 0039); unique per store. */
    sku: text('sku'),
    /** Stop-listed until then (not available today), its stock untouched; null: on sale. */
    stoppedUntil: timestamp('stopped_until', { withTimezone: true }),
    /** Sold by weight: the step a shopper adds, in grams (amount_type 'kg'); null: sold by the piece. */
    weightStep: integer('weight_step'),
    /** Deleted by its store or an operator: out of the shop; orders keep their snapshot. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_store_sku_idx').on(t.storeId, t.sku),
    // Every sort leads with in_stock (sold-out last), a category's lists with the category too, so
    // that a list reads its first page off an index without sorting (`npm run bench:explain` shows
    // the plans; timings: docs/benchmarks/). The sorts that are all descending scan an ascending
    // index backwards; "cheap" (in stock first, then the lowest price) needs its own order.
    index('products_category_popular_idx').on(t.categoryId, t.inStock, t.numberOfSales, t.id),
    index('products_category_cheap_idx').on(t.categoryId, t.inStock.desc().nullsFirst(), t.discountPrice, t.id),
    index('products_category_price_idx').on(t.categoryId, t.inStock, t.discountPrice, t.id),
    index('products_category_rating_idx').on(t.categoryId, t.inStock, t.rating, t.ratingCount, t.id),
    index('products_category_new_idx').on(t.categoryId, t.inStock, t.createdAt, t.id),
    index('products_category_discount_idx').on(t.categoryId, t.inStock, t.discount, t.id),
    index('products_store_idx').on(t.storeId),
    index('products_kind_idx').on(t.kind),
    index('products_popular_idx').on(t.inStock, t.numberOfSales, t.id),
    index('products_cheap_idx').on(t.inStock.desc().nullsFirst(), t.discountPrice, t.id),
    index('products_price_idx').on(t.inStock, t.discountPrice, t.id),
    index('products_discount_idx').on(t.inStock, t.discount, t.id),
    index('products_rating_idx').on(t.inStock, t.rating, t.ratingCount, t.id),
    index('products_new_idx').on(t.inStock, t.createdAt, t.id),
    index('products_available_idx').on(t.available),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The fuzzy search compares sound keys (lib/domain/search-ranking.ts, SOUND_FROM → SOUND_TO).
    index('products_search_sound_trgm_idx').using('gin', sql`translate(${t.searchText}, 'oye', 'aii') gin_trgm_ops`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** Hidden by an operator for breaking the rules. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_product_idx').on(t.productId, t.rating, t.createdAt),
    /** One review per shopper and product: a second post edits the first (the seeded ones have no user). */
    uniqueIndex('comments_product_user_idx').on(t.productId, t.userId),
  ],
);

export const commentImages = pgTable('comment_images', {
  id: serial('id').primaryKey(),
  commentId: integer('comment_id')
    .notNull()
    .references(() => comments.id, { onDelete: 'cascade' }),
  image: text('image').notNull(),
});

export const commentAnswers = pgTable(
  'comment_answers',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    comment: text('comment').notNull(),
    /** The store staff who answered in the console; null for the seeded answers. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('comment_answers_comment_idx').on(t.commentId)],
);

/** Search terms shoppers used, counted; `/store/products/most-viewed/` lists the top ones. */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
  count: integer('count').notNull().default(0),
});

/**
 * Searches that found nothing (ADR 0038), counted per Tashkent day and term (searchTermKey's form:
 * lower-case, trimmed, spaces collapsed, in the script the shopper typed): what the catalog lacks.
 * Counted in memory and written once a second with the other tallies (server/services/tallies.ts).
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    day: date('day').notNull(),
    term: text('term').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.term] })],
);

/**
 * Words that mean the same to a shopper, across Russian and both Uzbek scripts ("хлеб", "non",
 * "лепёшка"): a search for one finds names with any of them (docs/adr/0013-search-synonyms.md).
 * Data an operator edits (server/services/search-synonyms.ts); the defaults are inserted only
 * into an empty table, so edits survive restarts.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  /** The group's name for the operator ("bread"); one group per name. */
  name: text('name').notNull().unique(),
  /** The words as people type them; each folds to one search word (lib/domain/search-synonyms.ts). */
  words: text('words').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// A shopper's own data
// ---------------------------------------------------------------------------------------------

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * A logged-in shopper's basket (ADR 0031): one row a line, so the basket follows the account from
 * device to device. `position` keeps the lines in the order the shopper's device has them.
 */
export const basketLines = pgTable(
  'basket_lines',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), check('basket_lines_count_positive', sql`${t.count} > 0`)],
);

/**
 * The Tashkent days on which a shopper saved a basket with something in it (ADR 0038): the
 * operator's basket conversion counts them. basket_lines alone cannot tell, since ordering empties
 * the basket and a saved basket replaces its lines.
 */
export const basketDays = pgTable(
  'basket_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);

/**
 * "Tell me when it is back" (ADR 0033): a shopper waiting for an out-of-stock product. Pending
 * while `notified_at` is null; the notice (one SMS) is sent once, when the shopper can buy the
 * product again (server/services/back-in-stock.ts), and the row then stays as the record that it
 * was sent. Asking again later (the product ran out again) makes it pending again.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The sender reads only pending requests, by product.
    index('back_in_stock_pending_idx')
      .on(t.productId)
      .where(sql`notified_at IS NULL`),
  ],
);

export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressName: text('address_name').notNull(),
    address: text('address').notNull(),
    entrance: text('entrance'),
    floor: text('floor'),
    apartment: text('apartment'),
    /** A landmark the courier can find (moʻljal / ориентир): "opposite Korzinka", "behind school 110". */
    landmark: text('landmark'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    mainAddress: boolean('main_address').notNull().default(false),
    phoneNumber: text('phone_number'),
    createdAt: createdAt(),
  },
  (t) => [index('shipping_addresses_user_idx').on(t.userId)],
);

/**
 * Promo codes and automatic offers. `store_id` null: the platform's code (the operator's console),
 * a percent off every store's goods. A store's (ADR 0037) gives its `kind` off that store's goods
 * only: a percent, a fixed amount (never more than the goods) or free delivery from it, once its
 * goods reach `min_basket`; an automatic offer (`auto`, no code) applies by itself when its terms
 * hold (lib/domain/promotions.ts prices them all).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; codes are matched case-insensitively. Null for an automatic offer. */
    code: text('code').unique(),
    /** The store whose goods it is for; null for the platform's codes. */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['percent', 'fixed', 'free_delivery'] })
      .notNull()
      .default('percent'),
    /** Percent, 1..100 (kind percent); 0 otherwise. */
    discount: smallint('discount').notNull(),
    /** So'm off (kind fixed); 0 otherwise. */
    amount: integer('amount').notNull().default(0),
    /** The store's goods (after their own discounts) must reach this; 0 for none. */
    minBasket: integer('min_basket').notNull().default(0),
    /** An automatic offer: no code, applied when its terms hold. */
    auto: boolean('auto').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** Null: no overall limit. */
    maxUses: integer('max_uses'),
    /** Null: no limit per shopper (a store's automatic offer may have none; the platform's codes always do). */
    maxUsesPerUser: integer('max_uses_per_user').default(1),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('promo_codes_store_idx').on(t.storeId, t.auto),
    // A code has its text; an automatic offer has none and is always a store's.
    check('promo_codes_code_or_auto', sql`(${t.auto} and ${t.code} is null and ${t.storeId} is not null) or (not ${t.auto} and ${t.code} is not null)`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['D', 'T'] }).notNull(),
    status: smallint('status').notNull(),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    shippingAddressId: integer('shipping_address_id').references(() => shippingAddresses.id, { onDelete: 'set null' }),
    /** The address as it was when the order was placed. */
    deliveryAddress: jsonb('delivery_address'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    promoCode: text('promo_code'),
    promoDiscount: smallint('promo_discount'),
    /**
     * Every promotion the order got (AppliedPromo[] of lib/domain/promotions.ts: the code and each
     * store's offer, with what each took off); null for an order placed before store promotions.
     */
    promotions: jsonb('promotions'),
    allPrices: integer('all_prices').notNull(),
    salePrice: integer('sale_price').notNull(),
    salePricePromoCode: integer('sale_price_promo_code').notNull(),
    deliveryPrice: integer('delivery_price').notNull(),
    totalPrice: integer('total_price').notNull(),
    paymentType: text('payment_type', { enum: ['cash', 'card', 'click', 'payme'] }).notNull(),
    /** Online orders only (PAYMENT_STATES): where the money is; null for cash and card (ADR 0018). */
    paymentState: text('payment_state', { enum: ['waiting', 'paid', 'declined', 'expired', 'refund_pending', 'refunded'] }),
    comment: text('comment'),
    pickupUntil: timestamp('pickup_until', { withTimezone: true }),
    /** Delivery: each store's fee and promised window (OrderDelivery of lib/contract/delivery.ts). */
    deliveries: jsonb('deliveries'),
    /** Why the shopper cancelled (CANCEL_REASONS), when they did. */
    cancelReason: text('cancel_reason'),
    /** What the shopper chose at checkout for a missing item: remove it, let the store replace it, or call. */
    substitution: text('substitution', { enum: ['remove', 'replace', 'call'] })
      .notNull()
      .default('remove'),
    /** So'm to give back on a paid online order after items were removed or made cheaper. */
    refundDue: integer('refund_due').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    // The payment time-out job's scan (server/services/payments/timeout.ts): orders still waiting, oldest first.
    index('orders_waiting_payment_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 0`),
    // The console's reports and dashboards: a range's orders in the order they were placed.
    index('orders_created_idx').on(t.createdAt, t.id),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    nameUz: text('name_uz').notNull(),
    nameRu: text('name_ru').notNull(),
    /** The product as ordered (image, unit, store), so the order reads the same forever. */
    productSnapshot: jsonb('product_snapshot').notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    discountPrice: integer('discount_price').notNull(),
    /** The quantity the shopper ordered, when the store changed it (an item unavailable: 0 or fewer). */
    orderedQuantity: integer('ordered_quantity'),
    /** Weighed goods: the real weight the store packed, in grams; the line's price follows it. */
    weightGrams: integer('weight_grams'),
    /** A line that came in as a substitute: the line it replaces. */
    replacesItemId: integer('replaces_item_id'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    /** The store whose part moved (ADR 0016); null for a move of the whole order. */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    /** Who moved it: the shopper, store staff or an operator; null for the system (payments). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId),
    // The cancellations report (ADR 0039): the cancels of a range, by when they happened.
    index('order_status_history_cancelled_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 8`),
  ],
);

/**
 * An order's part for one store: each store fulfils its own items, with its own status;
 * the order's status follows its parts (lib/domain/order-status.ts, ADR 0016).
 */
export const orderParts = pgTable(
  'order_parts',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    cancelReason: text('cancel_reason'),
    /** When store staff first opened or moved it: until then the board marks it new. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** When Telegram was last told of it (the first post, then the 5-minute reminder). */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    /** When the operators' chat heard of it, unseen after 10 minutes. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.storeId] }),
    index('order_parts_store_idx').on(t.storeId, t.status, t.orderId),
    // The re-alert job's scan: parts nobody has opened yet.
    index('order_parts_unseen_idx')
      .on(t.orderId)
      .where(sql`${t.seenAt} IS NULL`),
  ],
);

/**
 * A substitute a store proposes for a missing item (the shopper chose "replace" at checkout): the
 * shopper approves or declines it on the order page, or it applies by itself after a while unless it
 * costs more than the shopper agreed to without asking.
 */
export const orderSubstitutions = pgTable(
  'order_substitutions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: ['proposed', 'approved', 'declined', 'applied', 'withdrawn'] })
      .notNull()
      .default('proposed'),
    /** Raises the order's total by more than the shopper agreed to: never applies without their yes. */
    needsConsent: boolean('needs_consent').notNull().default(false),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('order_substitutions_order_idx').on(t.orderId),
    index('order_substitutions_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'proposed'`),
  ],
);

/**
 * One row per provider transaction (ADR 0018): a Payme transaction, or a Click payment
 * from its Prepare on. Our id is Payme's `transaction` and Click's merchant_prepare_id and
 * merchant_confirm_id. Written in the same database transaction as the order's status change.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['payme', 'click'] }).notNull(),
    /** Payme's `id`, Click's `click_trans_id`. */
    providerId: text('provider_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** In tiyin (1 so'm = 100 tiyin), as Payme counts; Click's so'm × 100. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 1 created, 2 performed, -1 cancelled before performing, -2 cancelled after (refunded). */
    state: smallint('state').notNull(),
    /** Payme's `time` of the transaction (epoch ms); Click: the Prepare's arrival. */
    providerTime: bigint('provider_time', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    performedAt: timestamp('performed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Payme's cancel reason (1–5, 10); null unless cancelled. */
    reason: smallint('reason'),
  },
  (t) => [unique('payment_transactions_provider_id_key').on(t.provider, t.providerId), index('payment_transactions_order_idx').on(t.orderId)],
);

export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // An order uses a code or an offer once; it may use several (a code and each store's offer).
  (t) => [index('promo_code_uses_code_user_idx').on(t.promoCodeId, t.userId), uniqueIndex('promo_code_uses_order_idx').on(t.orderId, t.promoCodeId)],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic', { enum: ['complaint', 'ask_question', 'comment_suggestions'] }).notNull(),
    description: text('description').notNull(),
    email: text('email'),
    /** One of the shopper's own orders the ticket is about (ADR 0005); kept null if the order goes. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** 0 closed, 1 accepted, 2 in progress. */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('support_tickets_user_idx').on(t.userId, t.createdAt), index('support_tickets_order_idx').on(t.orderId)],
);

export const supportFiles = pgTable('support_files', {
  id: serial('id').primaryKey(),
  ticketId: integer('ticket_id')
    .notNull()
    .references(() => supportTickets.id, { onDelete: 'cascade' }),
  /** Key in the file storage (server/services/storage.ts). */
  storageKey: text('storage_key').notNull(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
});

export const supportAnswers = pgTable('support_answers', {
  id: serial('id').primaryKey(),
  ticketId: integer('ticket_id')
    .notNull()
    .references(() => supportTickets.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Site content
// ---------------------------------------------------------------------------------------------

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  type: text('type', { enum: ['web', 'mobile'] }).notNull(),
  titleUz: text('title_uz').notNull(),
  titleRu: text('title_ru').notNull(),
  subtitleUz: text('subtitle_uz').notNull(),
  subtitleRu: text('subtitle_ru').notNull(),
  image: text('image').notNull(),
  color: text('color').notNull(),
  /** A path inside the storefront, without the locale ("/products?category_id=2"). */
  link: text('link').notNull(),
  position: integer('position').notNull().default(0),
});

export const faq = pgTable('faq', {
  id: serial('id').primaryKey(),
  questionUz: text('question_uz').notNull(),
  questionRu: text('question_ru').notNull(),
  answerUz: text('answer_uz').notNull(),
  answerRu: text('answer_ru').notNull(),
  position: integer('position').notNull().default(0),
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  url: text('url'),
  position: integer('position').notNull().default(0),
});

/** The one row of contact information (id = 1). */
export const aboutInfo = pgTable('about_info', {
  id: integer('id').primaryKey(),
  phone: text('phone'),
  email: text('email'),
  addressUz: text('address_uz').notNull(),
  addressRu: text('address_ru').notNull(),
  addressUrl: text('address_url'),
  telegram: text('telegram'),
  facebook: text('facebook'),
  instagram: text('instagram'),
  appQrImage: text('app_qr_image'),
  descriptionUz: text('description_uz').notNull(),
  descriptionRu: text('description_ru').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Shoppers' real page speed
// ---------------------------------------------------------------------------------------------

/**
 * The web-vitals beacon's measurements, aggregated (no visitor, no address, no URL): how many
 * page views of a type on a Tashkent day had a metric in a bucket. Percentiles are read from the
 * buckets (lib/domain/web-vitals.ts holds their bounds).
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    day: date('day').notNull(),
    pageType: text('page_type').notNull(),
    metric: text('metric').notNull(),
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.pageType, t.metric, t.bucket] })],
);

// ---------------------------------------------------------------------------------------------
// The dashboards' daily figures (docs/adr/0038-dashboard-figures.md)
// ---------------------------------------------------------------------------------------------

/**
 * Each Tashkent day's figures per store (its parts) and of the whole marketplace (store_id 0: its
 * orders), as server/services/console-stats.ts computes them from the orders: rolled up once a day
 * is over, so that a year is read from 365 rows, not from a year of orders. Kept true by triggers
 * (migration console_stats) that note the day of every change to an older order in
 * stats_dirty_days; a dashboard computes noted and missing days again before it reads.
 */
export const statsDays = pgTable(
  'stats_days',
  {
    day: date('day').notNull(),
    /** The store's parts, or 0 for the marketplace's orders. */
    storeId: integer('store_id').notNull(),
    orders: integer('orders').notNull(),
    cancelled: integer('cancelled').notNull(),
    live: integer('live').notNull(),
    online: integer('online').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    items: bigint('items', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] }), index('stats_days_day_idx').on(t.day)],
);

/** Each day's cancellations by reason and by who cancelled, per store (parts) and of the marketplace (store_id 0: orders). */
export const statsCancels = pgTable(
  'stats_cancels',
  {
    day: date('day').notNull(),
    storeId: integer('store_id').notNull(),
    reason: text('reason'),
    actor: text('actor').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('stats_cancels_store_day_idx').on(t.storeId, t.day)],
);

const productFigures = {
  storeId: integer('store_id').notNull(),
  /** The product's id as text, or `~` and its Uzbek name when the product is gone (its lines keep the name). */
  productKey: text('product_key').notNull(),
  productId: integer('product_id'),
  nameUz: text('name_uz').notNull(),
  nameRu: text('name_ru').notNull(),
  revenue: bigint('revenue', { mode: 'number' }).notNull(),
  units: bigint('units', { mode: 'number' }).notNull(),
};

/** Each day's goods sold per product (lines of parts not cancelled): the top products and what sold lately. */
export const statsProductDays = pgTable('stats_product_days', { day: date('day').notNull(), ...productFigures }, (t) => [
  index('stats_product_days_revenue_idx').on(t.day, t.revenue.desc()),
  index('stats_product_days_units_idx').on(t.day, t.units.desc()),
  index('stats_product_days_store_revenue_idx').on(t.storeId, t.day, t.revenue.desc()),
  index('stats_product_days_store_units_idx').on(t.storeId, t.day, t.units.desc()),
  index('stats_product_days_product_idx').on(t.productKey, t.day),
]);

/** The same per calendar month (`month` is its first day), for the months a long period covers whole. */
export const statsProductMonths = pgTable('stats_product_months', { month: date('month').notNull(), ...productFigures }, (t) => [
  index('stats_product_months_revenue_idx').on(t.month, t.revenue.desc()),
  index('stats_product_months_units_idx').on(t.month, t.units.desc()),
  index('stats_product_months_store_revenue_idx').on(t.storeId, t.month, t.revenue.desc()),
  index('stats_product_months_store_units_idx').on(t.storeId, t.month, t.units.desc()),
  index('stats_product_months_product_idx').on(t.productKey, t.month),
]);

/** The days (and months) whose figures are rolled up. */
export const statsRolledDays = pgTable('stats_rolled_days', {
  day: date('day').primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});
export const statsRolledMonths = pgTable('stats_rolled_months', {
  month: date('month').primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A change to an order of an earlier day (a move, a cancel, an item changed, a line added), noted by
 * the triggers: that day's figures are computed again at the next dashboard that reads it. One row a
 * statement, never updated, so that noting takes no lock any other writer waits for.
 */
export const statsDirtyDays = pgTable(
  'stats_dirty_days',
  {
    id: serial('id').primaryKey(),
    day: date('day').notNull(),
  },
  (t) => [index('stats_dirty_days_day_idx').on(t.day)],
);
