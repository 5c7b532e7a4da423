import type { z } from '@hono/zod-openapi';
import type { pageOf } from './common';
import type { ConsoleMeSchema } from './console';
import type { AuditPageSchema, AuditQuerySchema } from './console-audit';
import type {
  AboutInputSchema,
  ConsoleAboutSchema,
  ConsoleBannerSchema,
  ConsoleCategorySchema,
  ConsoleFaqSchema,
  ConsoleListQuerySchema,
  ConsolePartnerSchema,
  ImageUseQuerySchema,
  ConsolePromoSchema,
  PromoCreateSchema,
  PromoUpdateSchema,
} from './console-catalog';
import type { ConsoleNewCountSchema, ConsoleOrderPartSchema, ConsoleOrderSchema, ConsoleOrdersQuerySchema, ConsoleStatusInputSchema } from './console-orders';
import type {
  ConsoleProductPageSchema,
  ConsoleProductQuerySchema,
  ConsoleProductSchema,
  ImportQuerySchema,
  ImportReportSchema,
  ProductBulkResultSchema,
  ProductBulkSchema,
  ProductCreateSchema,
  ProductPatchSchema,
} from './console-products';
import type { ConsoleReviewPageSchema, ConsoleReviewSchema, ConsoleReviewsQuerySchema, ReviewAnswerInputSchema } from './console-reviews';
import type { PlatformStatsSchema, StatsRangeQuerySchema, StoreStatsQuerySchema, StoreStatsSchema } from './console-stats';
import type { ConsoleStoreQuerySchema, ConsoleStoreSchema, StoreCreateSchema, StoreUpdateSchema } from './console-stores';
import type { DeskTicketPageSchema, DeskTicketSchema, DeskTicketsQuerySchema, TicketAnswerInputSchema, TicketStatusInputSchema } from './console-support';
import type { StaffAddInputSchema, StoreStaffSchema } from './console-staff';
import type { ConsoleUserPageSchema, ConsoleUserSchema, ConsoleUsersQuerySchema, RoleInputSchema } from './console-users';
import type { DeletedSchema } from './orders';
import type { SubstituteInputSchema, UnavailableInputSchema, WeightInputSchema } from './order-changes';
import { apiRoute } from './route-values';
import type { StorePauseSchema, StorePauseStateSchema } from './schedule';
import type { StorePromoCreateSchema, StorePromoQuerySchema, StorePromoSchema, StorePromoUpdateSchema } from './store-promos';
import type { TelegramChatsQuerySchema, TelegramChatsSchema, TelegramLinkInputSchema, TelegramLinkSchema } from './telegram';
import type { ConsoleVitalsQuerySchema, ConsoleVitalsSchema } from './web-vitals';

type PageOf<S extends z.ZodTypeAny> = ReturnType<typeof pageOf<S>>;
/** What an uploaded picture answers: where it is served (its path goes into the item's field). */
export type UploadedImageSchema = z.ZodObject<{ path: z.ZodString }>;

/** The content kinds' routes (categories, banners, FAQ, partners): list, create, change, delete. */
const contentRoutes =
  <I extends z.ZodTypeAny>() =>
  <P extends 'categories' | 'banners' | 'faq' | 'partners'>(path: P) => ({
    list: apiRoute<z.ZodArray<I>>()('get', `/console/${path}`),
    create: apiRoute<I>()('post', `/console/${path}`),
    update: apiRoute<I>()('patch', `/console/${path}/{id}`),
    remove: apiRoute<typeof DeletedSchema>()('delete', `/console/${path}/{id}`),
  });

/**
 * The console's routes as its client calls them (lib/api/console*.ts through lib/api/call.ts),
 * with their schemas as types; lib/contract/console-api.ts pairs each with the schemas themselves
 * and its test holds every entry to the server's route of the same method and path.
 */
export const consoleApi = {
  me: apiRoute<typeof ConsoleMeSchema>()('get', '/console/me/'),
  orders: {
    list: apiRoute<PageOf<typeof ConsoleOrderPartSchema>, undefined, typeof ConsoleOrdersQuerySchema>()('get', '/console/orders/'),
    newCount: apiRoute<typeof ConsoleNewCountSchema>()('get', '/console/orders/new-count/'),
    one: apiRoute<typeof ConsoleOrderSchema>()('get', '/console/orders/{id}/'),
    move: apiRoute<typeof ConsoleOrderSchema, typeof ConsoleStatusInputSchema>()('post', '/console/orders/{id}/status/'),
    unavailable: apiRoute<typeof ConsoleOrderSchema, typeof UnavailableInputSchema>()('post', '/console/orders/{id}/items/{item_id}/unavailable/'),
    substitute: apiRoute<typeof ConsoleOrderSchema, typeof SubstituteInputSchema>()('post', '/console/orders/{id}/items/{item_id}/substitute/'),
    weight: apiRoute<typeof ConsoleOrderSchema, typeof WeightInputSchema>()('patch', '/console/orders/{id}/items/{item_id}/'),
  },
  support: {
    list: apiRoute<typeof DeskTicketPageSchema, undefined, typeof DeskTicketsQuerySchema>()('get', '/console/support/'),
    answer: apiRoute<typeof DeskTicketSchema, typeof TicketAnswerInputSchema>()('post', '/console/support/{id}/answer/'),
    move: apiRoute<typeof DeskTicketSchema, typeof TicketStatusInputSchema>()('post', '/console/support/{id}/status/'),
  },
  products: {
    list: apiRoute<typeof ConsoleProductPageSchema, undefined, typeof ConsoleProductQuerySchema>()('get', '/console/products/'),
    one: apiRoute<typeof ConsoleProductSchema>()('get', '/console/products/{id}/'),
    create: apiRoute<typeof ConsoleProductSchema, typeof ProductCreateSchema>()('post', '/console/products/'),
    patch: apiRoute<typeof ConsoleProductSchema, typeof ProductPatchSchema>()('patch', '/console/products/{id}/'),
    remove: apiRoute<typeof ConsoleProductSchema>()('delete', '/console/products/{id}/'),
    image: apiRoute<typeof ConsoleProductSchema>()('post', '/console/products/{id}/images/'),
    import: apiRoute<typeof ImportReportSchema, undefined, typeof ImportQuerySchema>()('post', '/console/products/import/'),
    createWithPhotos: apiRoute<typeof ConsoleProductSchema>()('post', '/console/products/with-photos/'),
    bulk: apiRoute<typeof ProductBulkResultSchema, typeof ProductBulkSchema>()('post', '/console/products/bulk/'),
  },
  stores: {
    list: apiRoute<PageOf<typeof ConsoleStoreSchema>, undefined, typeof ConsoleStoreQuerySchema>()('get', '/console/stores/'),
    one: apiRoute<typeof ConsoleStoreSchema>()('get', '/console/stores/{id}/'),
    create: apiRoute<typeof ConsoleStoreSchema, typeof StoreCreateSchema>()('post', '/console/stores/'),
    patch: apiRoute<typeof ConsoleStoreSchema, typeof StoreUpdateSchema>()('patch', '/console/stores/{id}/'),
    logo: apiRoute<typeof ConsoleStoreSchema>()('post', '/console/stores/{id}/logo/'),
    suspend: apiRoute<typeof ConsoleStoreSchema>()('post', '/console/stores/{id}/suspend/'),
    unsuspend: apiRoute<typeof ConsoleStoreSchema>()('post', '/console/stores/{id}/unsuspend/'),
    pauseState: apiRoute<typeof StorePauseStateSchema>()('get', '/console/stores/{id}/pause/'),
    pause: apiRoute<typeof StorePauseStateSchema, typeof StorePauseSchema>()('post', '/console/stores/{id}/pause/'),
    resume: apiRoute<typeof StorePauseStateSchema>()('delete', '/console/stores/{id}/pause/'),
  },
  storePromos: {
    list: apiRoute<PageOf<typeof StorePromoSchema>, undefined, typeof StorePromoQuerySchema>()('get', '/console/stores/{id}/promotions/'),
    create: apiRoute<typeof StorePromoSchema, typeof StorePromoCreateSchema>()('post', '/console/stores/{id}/promotions/'),
    update: apiRoute<typeof StorePromoSchema, typeof StorePromoUpdateSchema>()('patch', '/console/stores/{id}/promotions/{promo_id}/'),
    deactivate: apiRoute<typeof StorePromoSchema>()('post', '/console/stores/{id}/promotions/{promo_id}/deactivate/'),
  },
  users: {
    list: apiRoute<typeof ConsoleUserPageSchema, undefined, typeof ConsoleUsersQuerySchema>()('get', '/console/users/'),
    one: apiRoute<typeof ConsoleUserSchema>()('get', '/console/users/{id}/'),
    grant: apiRoute<typeof ConsoleUserSchema, typeof RoleInputSchema>()('post', '/console/users/{id}/roles/'),
    revoke: apiRoute<typeof ConsoleUserSchema, typeof RoleInputSchema>()('delete', '/console/users/{id}/roles/'),
    block: apiRoute<typeof ConsoleUserSchema>()('post', '/console/users/{id}/block/'),
    unblock: apiRoute<typeof ConsoleUserSchema>()('post', '/console/users/{id}/unblock/'),
  },
  audit: {
    list: apiRoute<typeof AuditPageSchema, undefined, typeof AuditQuerySchema>()('get', '/console/audit/'),
  },
  staff: {
    list: apiRoute<typeof StoreStaffSchema>()('get', '/console/stores/{id}/staff/'),
    add: apiRoute<typeof StoreStaffSchema, typeof StaffAddInputSchema>()('post', '/console/stores/{id}/staff/'),
    remove: apiRoute<typeof StoreStaffSchema>()('delete', '/console/stores/{id}/staff/{user_id}/'),
  },
  reviews: {
    list: apiRoute<typeof ConsoleReviewPageSchema, undefined, typeof ConsoleReviewsQuerySchema>()('get', '/console/reviews/'),
    answer: apiRoute<typeof ConsoleReviewSchema, typeof ReviewAnswerInputSchema>()('post', '/console/reviews/{id}/answer/'),
    hide: apiRoute<typeof ConsoleReviewSchema>()('post', '/console/reviews/{id}/hide/'),
    unhide: apiRoute<typeof ConsoleReviewSchema>()('post', '/console/reviews/{id}/unhide/'),
  },
  promoCodes: {
    list: apiRoute<PageOf<typeof ConsolePromoSchema>, undefined, typeof ConsoleListQuerySchema>()('get', '/console/promo-codes'),
    create: apiRoute<typeof ConsolePromoSchema, typeof PromoCreateSchema>()('post', '/console/promo-codes'),
    update: apiRoute<typeof ConsolePromoSchema, typeof PromoUpdateSchema>()('patch', '/console/promo-codes/{id}'),
    deactivate: apiRoute<typeof ConsolePromoSchema>()('post', '/console/promo-codes/{id}/deactivate'),
  },
  content: {
    categories: contentRoutes<typeof ConsoleCategorySchema>()('categories'),
    banners: contentRoutes<typeof ConsoleBannerSchema>()('banners'),
    faq: contentRoutes<typeof ConsoleFaqSchema>()('faq'),
    partners: contentRoutes<typeof ConsolePartnerSchema>()('partners'),
  },
  images: apiRoute<UploadedImageSchema, undefined, typeof ImageUseQuerySchema>()('post', '/console/images'),
  about: {
    get: apiRoute<typeof ConsoleAboutSchema>()('get', '/console/about'),
    put: apiRoute<typeof ConsoleAboutSchema, typeof AboutInputSchema>()('put', '/console/about'),
  },
  telegram: {
    chats: apiRoute<typeof TelegramChatsSchema, undefined, typeof TelegramChatsQuerySchema>()('get', '/console/telegram/chats/'),
    link: apiRoute<typeof TelegramLinkSchema, typeof TelegramLinkInputSchema>()('post', '/console/telegram/links/'),
    unlink: apiRoute<z.ZodNull>()('delete', '/console/telegram/chats/{id}/'),
  },
  vitals: apiRoute<typeof ConsoleVitalsSchema, undefined, typeof ConsoleVitalsQuerySchema>()('get', '/console/vitals/'),
  stats: {
    store: apiRoute<typeof StoreStatsSchema, undefined, typeof StoreStatsQuerySchema>()('get', '/console/stats/store/'),
    platform: apiRoute<typeof PlatformStatsSchema, undefined, typeof StatsRangeQuerySchema>()('get', '/console/stats/platform/'),
  },
} as const;
