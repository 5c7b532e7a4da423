import { z } from '@hono/zod-openapi';
import { pageOf } from './common';
import { ConsoleMeSchema } from './console';
import { AuditPageSchema, AuditQuerySchema } from './console-audit';
import {
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
import { ConsoleNewCountSchema, ConsoleOrderPartSchema, ConsoleOrderSchema, ConsoleOrdersQuerySchema, ConsoleStatusInputSchema } from './console-orders';
import {
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
import { ConsoleReviewPageSchema, ConsoleReviewSchema, ConsoleReviewsQuerySchema, ReviewAnswerInputSchema } from './console-reviews';
import type { consoleApi } from './console-route-values';
import { PlatformStatsSchema, StatsRangeQuerySchema, StoreStatsQuerySchema, StoreStatsSchema } from './console-stats';
import { ConsoleStoreQuerySchema, ConsoleStoreSchema, StoreCreateSchema, StoreUpdateSchema } from './console-stores';
import { DeskTicketPageSchema, DeskTicketSchema, DeskTicketsQuerySchema, TicketAnswerInputSchema, TicketStatusInputSchema } from './console-support';
import { StaffAddInputSchema, StoreStaffSchema } from './console-staff';
import { ConsoleUserPageSchema, ConsoleUserSchema, ConsoleUsersQuerySchema, RoleInputSchema } from './console-users';
import { DeletedSchema } from './orders';
import { SubstituteInputSchema, UnavailableInputSchema, WeightInputSchema } from './order-changes';
import type { RouteSchemas } from './route-values';
import { StorePauseSchema, StorePauseStateSchema } from './schedule';
import { StorePromoCreateSchema, StorePromoQuerySchema, StorePromoSchema, StorePromoUpdateSchema } from './store-promos';
import { TelegramChatsQuerySchema, TelegramChatsSchema, TelegramLinkInputSchema, TelegramLinkSchema } from './telegram';
import { ConsoleVitalsQuerySchema, ConsoleVitalsSchema } from './web-vitals';

const content = <I extends z.ZodTypeAny>(item: I) => ({
  list: { result: z.array(item) },
  create: { result: item },
  update: { result: item },
  remove: { result: DeletedSchema },
});

/**
 * The schemas of every route of the console's client table (lib/contract/console-route-values.ts),
 * the very ones its types name (`satisfies` checks it). Not for the browser: the test beside this
 * file holds each to the server's route, and call() checks an answer with one when given.
 */
export const consoleApiSchemas = {
  me: { result: ConsoleMeSchema },
  orders: {
    list: { result: pageOf(ConsoleOrderPartSchema), query: ConsoleOrdersQuerySchema },
    newCount: { result: ConsoleNewCountSchema },
    one: { result: ConsoleOrderSchema },
    move: { result: ConsoleOrderSchema, body: ConsoleStatusInputSchema },
    unavailable: { result: ConsoleOrderSchema, body: UnavailableInputSchema },
    substitute: { result: ConsoleOrderSchema, body: SubstituteInputSchema },
    weight: { result: ConsoleOrderSchema, body: WeightInputSchema },
  },
  support: {
    list: { result: DeskTicketPageSchema, query: DeskTicketsQuerySchema },
    answer: { result: DeskTicketSchema, body: TicketAnswerInputSchema },
    move: { result: DeskTicketSchema, body: TicketStatusInputSchema },
  },
  products: {
    list: { result: ConsoleProductPageSchema, query: ConsoleProductQuerySchema },
    one: { result: ConsoleProductSchema },
    create: { result: ConsoleProductSchema, body: ProductCreateSchema },
    patch: { result: ConsoleProductSchema, body: ProductPatchSchema },
    remove: { result: ConsoleProductSchema },
    image: { result: ConsoleProductSchema },
    import: { result: ImportReportSchema, query: ImportQuerySchema },
    createWithPhotos: { result: ConsoleProductSchema },
    bulk: { result: ProductBulkResultSchema, body: ProductBulkSchema },
  },
  stores: {
    list: { result: pageOf(ConsoleStoreSchema), query: ConsoleStoreQuerySchema },
    one: { result: ConsoleStoreSchema },
    create: { result: ConsoleStoreSchema, body: StoreCreateSchema },
    patch: { result: ConsoleStoreSchema, body: StoreUpdateSchema },
    logo: { result: ConsoleStoreSchema },
    suspend: { result: ConsoleStoreSchema },
    unsuspend: { result: ConsoleStoreSchema },
    pauseState: { result: StorePauseStateSchema },
    pause: { result: StorePauseStateSchema, body: StorePauseSchema },
    resume: { result: StorePauseStateSchema },
  },
  storePromos: {
    list: { result: pageOf(StorePromoSchema), query: StorePromoQuerySchema },
    create: { result: StorePromoSchema, body: StorePromoCreateSchema },
    update: { result: StorePromoSchema, body: StorePromoUpdateSchema },
    deactivate: { result: StorePromoSchema },
  },
  users: {
    list: { result: ConsoleUserPageSchema, query: ConsoleUsersQuerySchema },
    one: { result: ConsoleUserSchema },
    grant: { result: ConsoleUserSchema, body: RoleInputSchema },
    revoke: { result: ConsoleUserSchema, body: RoleInputSchema },
    block: { result: ConsoleUserSchema },
    unblock: { result: ConsoleUserSchema },
  },
  audit: { list: { result: AuditPageSchema, query: AuditQuerySchema } },
  staff: {
    list: { result: StoreStaffSchema },
    add: { result: StoreStaffSchema, body: StaffAddInputSchema },
    remove: { result: StoreStaffSchema },
  },
  reviews: {
    list: { result: ConsoleReviewPageSchema, query: ConsoleReviewsQuerySchema },
    answer: { result: ConsoleReviewSchema, body: ReviewAnswerInputSchema },
    hide: { result: ConsoleReviewSchema },
    unhide: { result: ConsoleReviewSchema },
  },
  promoCodes: {
    list: { result: pageOf(ConsolePromoSchema), query: ConsoleListQuerySchema },
    create: { result: ConsolePromoSchema, body: PromoCreateSchema },
    update: { result: ConsolePromoSchema, body: PromoUpdateSchema },
    deactivate: { result: ConsolePromoSchema },
  },
  content: {
    categories: content(ConsoleCategorySchema),
    banners: content(ConsoleBannerSchema),
    faq: content(ConsoleFaqSchema),
    partners: content(ConsolePartnerSchema),
  },
  images: { result: z.object({ path: z.string() }), query: ImageUseQuerySchema },
  about: {
    get: { result: ConsoleAboutSchema },
    put: { result: ConsoleAboutSchema, body: AboutInputSchema },
  },
  telegram: {
    chats: { result: TelegramChatsSchema, query: TelegramChatsQuerySchema },
    link: { result: TelegramLinkSchema, body: TelegramLinkInputSchema },
    unlink: { result: z.null() },
  },
  vitals: { result: ConsoleVitalsSchema, query: ConsoleVitalsQuerySchema },
  stats: {
    store: { result: StoreStatsSchema, query: StoreStatsQuerySchema },
    platform: { result: PlatformStatsSchema, query: StatsRangeQuerySchema },
  },
} satisfies RouteSchemas<typeof consoleApi>;
