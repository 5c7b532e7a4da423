import { z } from '@hono/zod-openapi';
import {
  ChangePasswordInputSchema,
  CodeInputSchema,
  DeviceVerifiedSchema,
  LoginInputSchema,
  LogoutInputSchema,
  NewPasswordInputSchema,
  OtpKeyInputSchema,
  OtpKeyResultSchema,
  PhoneInputSchema,
  ProfileSchema,
  ProfileUpdateSchema,
  RefreshBodySchema,
  RegisterInputSchema,
  ShopperTelegramLinkSchema,
  ShopperTelegramSchema,
  SignupVerifiedSchema,
  TokenPairSchema,
} from './account';
import { AccountBasketSchema, BasketPutSchema } from './basket';
import {
  BackInStockListSchema,
  BasketCheckInputSchema,
  CategoryQuerySchema,
  CategorySchema,
  CheckedProductSchema,
  CommentSchema,
  CommentsPageSchema,
  CommentsQuerySchema,
  FavouritesChangeSchema,
  ProductDetailSchema,
  ProductFilterQuerySchema,
  ProductFilterSchema,
  ProductSchema,
  ProductsNearQuerySchema,
  SearchHintsSchema,
  StoreLetterGroupSchema,
  StoreListQuerySchema,
  StoreSchema,
  SuggestionsQuerySchema,
  WeightFacetSchema,
  WeightFacetsQuerySchema,
} from './catalog';
import { MessageSchema, pageOf, pagingQuery } from './common';
import { AboutSchema, BannerQuerySchema, BannerSchema, FaqSchema, PartnerSchema, SitemapEntrySchema, SitemapQuerySchema, StatisticsSchema } from './content';
import { DeliveryQuerySchema, DeliveryTermsSchema } from './delivery';
import { DevPayInputSchema, DevPayOutcomeSchema } from './dev-pay';
import {
  CancelQuerySchema,
  DeletedSchema,
  OrderInputSchema,
  OrderSchema,
  OrderedProductsQuerySchema,
  OrdersQuerySchema,
  PaymentMethodsSchema,
  ShippingAddressSchema,
  ShippingInputSchema,
  ShippingUpdateSchema,
} from './orders';
import { PromoCheckInputSchema, PromoCheckSchema, PromotionsQuerySchema, StoreOfferSchema } from './promotions';
import { MyReviewSchema } from './reviews';
import type { RouteSchemas } from './route-values';
import type { shopApi } from './shop-route-values';
import { SupportTicketSchema } from './support';
import { DEFAULT_PAGE_SIZE } from '@/lib/domain/product-filter-rules';

const productPage = { result: pageOf(ProductSchema) };
const devPay = { result: DevPayOutcomeSchema, body: DevPayInputSchema };

/**
 * The schemas of every route of the storefront's client table (lib/contract/shop-route-values.ts),
 * the very ones its types name (the annotation checks it). Not for the browser: the test beside
 * this file holds each to the server's route. A few answers are written in the server's route
 * rather than exported from the contract (a bare string, the search terms, the paging of the
 * product shelves); they are repeated here as the server writes them, and the test compares them.
 */
export const shopApiSchemas: RouteSchemas<typeof shopApi> = {
  auth: {
    login: { result: TokenPairSchema, body: LoginInputSchema },
    register: { result: OtpKeyResultSchema, body: RegisterInputSchema },
    verify: { result: SignupVerifiedSchema, body: CodeInputSchema },
    loginCode: { result: OtpKeyResultSchema, body: PhoneInputSchema },
    loginVerify: { result: TokenPairSchema, body: CodeInputSchema },
    resend: { result: OtpKeyResultSchema, body: OtpKeyInputSchema },
    resetPassword: { result: OtpKeyResultSchema, body: PhoneInputSchema },
    checkResetToken: { result: z.string(), body: CodeInputSchema },
    updatePassword: { result: MessageSchema, body: NewPasswordInputSchema },
    refresh: { result: TokenPairSchema, body: RefreshBodySchema },
    logout: { result: MessageSchema, body: LogoutInputSchema },
    deviceCode: { result: OtpKeyResultSchema },
    deviceVerify: { result: DeviceVerifiedSchema, body: CodeInputSchema },
    changePassword: { result: MessageSchema, body: ChangePasswordInputSchema },
    me: { result: ProfileSchema },
    update: { result: ProfileSchema, body: ProfileUpdateSchema },
    telegram: {
      get: { result: ShopperTelegramSchema },
      link: { result: ShopperTelegramLinkSchema },
      unlink: { result: ShopperTelegramSchema },
    },
  },
  content: {
    about: { result: AboutSchema },
    banners: { result: z.array(BannerSchema), query: BannerQuerySchema },
    faq: { result: z.array(FaqSchema) },
    partners: { result: z.array(PartnerSchema) },
    statistics: { result: StatisticsSchema },
  },
  categories: { result: z.array(CategorySchema), query: CategoryQuerySchema },
  sitemap: { result: pageOf(SitemapEntrySchema), query: SitemapQuerySchema },
  stores: {
    list: { result: z.union([z.array(StoreSchema), pageOf(StoreSchema)]), query: StoreListQuerySchema },
    one: { result: StoreSchema },
    index: { result: z.array(StoreLetterGroupSchema) },
  },
  products: {
    popular: { ...productPage, query: pagingQuery(DEFAULT_PAGE_SIZE) },
    discount: { ...productPage, query: pagingQuery(4) },
    mostViewed: { result: z.array(z.string()) },
    one: { result: ProductDetailSchema },
    comments: { result: CommentsPageSchema, query: CommentsQuerySchema },
    weights: { result: z.array(WeightFacetSchema), query: WeightFacetsQuerySchema },
    names: { result: z.array(z.string()).max(10), query: SuggestionsQuerySchema },
    searchHints: { result: SearchHintsSchema, query: SuggestionsQuerySchema },
    filter: { ...productPage, body: ProductFilterSchema, query: ProductFilterQuerySchema },
    near: { ...productPage, query: ProductsNearQuerySchema },
    check: { result: z.array(CheckedProductSchema), body: BasketCheckInputSchema },
  },
  favourites: {
    list: { result: z.array(ProductSchema) },
    change: { result: z.array(ProductSchema), body: FavouritesChangeSchema },
  },
  backInStock: {
    list: { result: BackInStockListSchema },
    wait: { result: BackInStockListSchema },
    stop: { result: BackInStockListSchema },
  },
  reviews: {
    mine: { result: MyReviewSchema },
    post: { result: CommentSchema },
  },
  basket: {
    get: { result: AccountBasketSchema },
    put: { result: AccountBasketSchema, body: BasketPutSchema },
  },
  delivery: { result: z.array(DeliveryTermsSchema), query: DeliveryQuerySchema },
  promo: {
    check: { result: PromoCheckSchema, body: PromoCheckInputSchema },
    offers: { result: z.array(StoreOfferSchema), query: PromotionsQuerySchema },
  },
  shipping: {
    list: { result: z.array(ShippingAddressSchema) },
    create: { result: ShippingAddressSchema, body: ShippingInputSchema },
    update: { result: ShippingAddressSchema, body: ShippingUpdateSchema },
    remove: { result: DeletedSchema },
  },
  orders: {
    place: { result: OrderSchema, body: OrderInputSchema },
    list: { result: pageOf(OrderSchema), query: OrdersQuerySchema },
    one: { result: OrderSchema },
    products: { result: pageOf(ProductSchema), query: OrderedProductsQuerySchema },
    last: { result: OrderSchema },
    cancel: { result: OrderSchema, query: CancelQuerySchema },
    paymentMethods: { result: PaymentMethodsSchema },
    substitution: { approve: { result: OrderSchema }, decline: { result: OrderSchema } },
  },
  support: {
    list: { result: z.array(SupportTicketSchema) },
    create: { result: SupportTicketSchema },
  },
  devPay: { payme: devPay, click: devPay },
};
