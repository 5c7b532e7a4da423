import type { z } from '@hono/zod-openapi';
import type {
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
import type { AccountBasketSchema, BasketPutSchema } from './basket';
import type {
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
import type { MessageSchema, pageOf, pagingQuery } from './common';
import type {
  AboutSchema,
  BannerQuerySchema,
  BannerSchema,
  FaqSchema,
  PartnerSchema,
  SitemapEntrySchema,
  SitemapQuerySchema,
  StatisticsSchema,
} from './content';
import type { DeliveryQuerySchema, DeliveryTermsSchema } from './delivery';
import type { DevPayInputSchema, DevPayOutcomeSchema } from './dev-pay';
import type {
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
import type { PromoCheckInputSchema, PromoCheckSchema, PromotionsQuerySchema, StoreOfferSchema } from './promotions';
import type { MyReviewSchema } from './reviews';
import { apiRoute } from './route-values';
import type { SupportTicketSchema } from './support';

type PageOf<S extends z.ZodTypeAny> = ReturnType<typeof pageOf<S>>;
type PagingQuery = ReturnType<typeof pagingQuery>;
/** The plain list or, with `paged=1`, a page: `GET /store/` answers either, by its query. */
export type StoreListSchema = z.ZodUnion<[z.ZodArray<typeof StoreSchema>, PageOf<typeof StoreSchema>]>;

/** The two answers to a store's substitute are two routes of the same shape. */
const substitution = <A extends 'approve' | 'decline'>(answer: A) => apiRoute<typeof OrderSchema>()('post', `/store/order/{id}/substitutions/{sid}/${answer}/`);

/** The development stand-ins of the providers' pay pages: one route per provider. */
const devPay = <P extends 'payme' | 'click'>(provider: P) => apiRoute<typeof DevPayOutcomeSchema, typeof DevPayInputSchema>()('post', `/dev/pay/${provider}/`);

/**
 * The storefront's routes as its client calls them (lib/api/*.ts through lib/api/call.ts), with
 * their schemas as types only, so that a page gets no zod from here. lib/contract/shop-api.ts
 * pairs each entry with the schemas themselves, and its test holds every entry to the server's
 * route of the same method and path. The paths keep the trailing slash the shop has always sent.
 * Multipart bodies (a ticket's files, a review's photos) have no body type: the server reads the
 * form itself.
 */
export const shopApi = {
  auth: {
    login: apiRoute<typeof TokenPairSchema, typeof LoginInputSchema>()('post', '/auth/login/'),
    register: apiRoute<typeof OtpKeyResultSchema, typeof RegisterInputSchema>()('post', '/auth/register/'),
    verify: apiRoute<typeof SignupVerifiedSchema, typeof CodeInputSchema>()('post', '/auth/verify/'),
    loginCode: apiRoute<typeof OtpKeyResultSchema, typeof PhoneInputSchema>()('post', '/auth/login/code/'),
    loginVerify: apiRoute<typeof TokenPairSchema, typeof CodeInputSchema>()('post', '/auth/login/verify/'),
    resend: apiRoute<typeof OtpKeyResultSchema, typeof OtpKeyInputSchema>()('post', '/auth/resend/'),
    resetPassword: apiRoute<typeof OtpKeyResultSchema, typeof PhoneInputSchema>()('post', '/auth/reset/password/'),
    checkResetToken: apiRoute<z.ZodString, typeof CodeInputSchema>()('post', '/auth/check/reset_token/'),
    updatePassword: apiRoute<typeof MessageSchema, typeof NewPasswordInputSchema>()('post', '/auth/update/password/{token}/'),
    refresh: apiRoute<typeof TokenPairSchema, typeof RefreshBodySchema>()('post', '/auth/refresh/'),
    logout: apiRoute<typeof MessageSchema, typeof LogoutInputSchema>()('post', '/auth/logout/'),
    deviceCode: apiRoute<typeof OtpKeyResultSchema>()('post', '/auth/device/code/'),
    deviceVerify: apiRoute<typeof DeviceVerifiedSchema, typeof CodeInputSchema>()('post', '/auth/device/verify/'),
    changePassword: apiRoute<typeof MessageSchema, typeof ChangePasswordInputSchema>()('post', '/auth/change/password/'),
    me: apiRoute<typeof ProfileSchema>()('get', '/auth/me/'),
    update: apiRoute<typeof ProfileSchema, typeof ProfileUpdateSchema>()('patch', '/auth/update/'),
    telegram: {
      get: apiRoute<typeof ShopperTelegramSchema>()('get', '/auth/telegram/'),
      link: apiRoute<typeof ShopperTelegramLinkSchema>()('post', '/auth/telegram/link/'),
      unlink: apiRoute<typeof ShopperTelegramSchema>()('delete', '/auth/telegram/'),
    },
  },
  content: {
    about: apiRoute<typeof AboutSchema>()('get', '/base/about/'),
    banners: apiRoute<z.ZodArray<typeof BannerSchema>, undefined, typeof BannerQuerySchema>()('get', '/base/banner/'),
    faq: apiRoute<z.ZodArray<typeof FaqSchema>>()('get', '/base/faq/'),
    partners: apiRoute<z.ZodArray<typeof PartnerSchema>>()('get', '/base/partner/'),
    statistics: apiRoute<typeof StatisticsSchema>()('get', '/base/statistics/'),
  },
  categories: apiRoute<z.ZodArray<typeof CategorySchema>, undefined, typeof CategoryQuerySchema>()('get', '/category/'),
  sitemap: apiRoute<PageOf<typeof SitemapEntrySchema>, undefined, typeof SitemapQuerySchema>()('get', '/sitemap/'),
  stores: {
    list: apiRoute<StoreListSchema, undefined, typeof StoreListQuerySchema>()('get', '/store/'),
    one: apiRoute<typeof StoreSchema>()('get', '/store/{id}/'),
    index: apiRoute<z.ZodArray<typeof StoreLetterGroupSchema>>()('get', '/store/all/'),
  },
  products: {
    popular: apiRoute<PageOf<typeof ProductSchema>, undefined, PagingQuery>()('get', '/store/products/popular/'),
    discount: apiRoute<PageOf<typeof ProductSchema>, undefined, PagingQuery>()('get', '/store/products/discount/'),
    mostViewed: apiRoute<z.ZodArray<z.ZodString>>()('get', '/store/products/most-viewed/'),
    one: apiRoute<typeof ProductDetailSchema>()('get', '/store/products/{id}/'),
    comments: apiRoute<typeof CommentsPageSchema, undefined, typeof CommentsQuerySchema>()('get', '/store/comments/{id}/'),
    weights: apiRoute<z.ZodArray<typeof WeightFacetSchema>, undefined, typeof WeightFacetsQuerySchema>()('get', '/store/products/weights/'),
    names: apiRoute<z.ZodArray<z.ZodString>, undefined, typeof SuggestionsQuerySchema>()('get', '/store/products/chace_name/'),
    searchHints: apiRoute<typeof SearchHintsSchema, undefined, typeof SuggestionsQuerySchema>()('get', '/store/products/search-hints/'),
    filter: apiRoute<PageOf<typeof ProductSchema>, typeof ProductFilterSchema, typeof ProductFilterQuerySchema>()('post', '/store/products/filter/'),
    near: apiRoute<PageOf<typeof ProductSchema>, undefined, typeof ProductsNearQuerySchema>()('get', '/store/products/location/'),
    check: apiRoute<z.ZodArray<typeof CheckedProductSchema>, typeof BasketCheckInputSchema>()('post', '/store/products/check/'),
  },
  favourites: {
    list: apiRoute<z.ZodArray<typeof ProductSchema>>()('get', '/store/products/feature-list/'),
    change: apiRoute<z.ZodArray<typeof ProductSchema>, typeof FavouritesChangeSchema>()('post', '/store/products/feature/'),
  },
  backInStock: {
    list: apiRoute<typeof BackInStockListSchema>()('get', '/store/products/back-in-stock/'),
    wait: apiRoute<typeof BackInStockListSchema>()('post', '/store/products/back-in-stock/{id}/'),
    stop: apiRoute<typeof BackInStockListSchema>()('delete', '/store/products/back-in-stock/{id}/'),
  },
  reviews: {
    mine: apiRoute<typeof MyReviewSchema>()('get', '/store/comment/mine/{id}/'),
    post: apiRoute<typeof CommentSchema>()('post', '/store/comment/'),
  },
  basket: {
    get: apiRoute<typeof AccountBasketSchema>()('get', '/store/basket/'),
    put: apiRoute<typeof AccountBasketSchema, typeof BasketPutSchema>()('put', '/store/basket/'),
  },
  delivery: apiRoute<z.ZodArray<typeof DeliveryTermsSchema>, undefined, typeof DeliveryQuerySchema>()('get', '/store/delivery/'),
  promo: {
    check: apiRoute<typeof PromoCheckSchema, typeof PromoCheckInputSchema>()('post', '/store/check_promo_code/'),
    offers: apiRoute<z.ZodArray<typeof StoreOfferSchema>, undefined, typeof PromotionsQuerySchema>()('get', '/store/promotions/'),
  },
  shipping: {
    list: apiRoute<z.ZodArray<typeof ShippingAddressSchema>>()('get', '/store/shipping/list/'),
    create: apiRoute<typeof ShippingAddressSchema, typeof ShippingInputSchema>()('post', '/store/shipping/'),
    update: apiRoute<typeof ShippingAddressSchema, typeof ShippingUpdateSchema>()('patch', '/store/shipping/update/{id}/'),
    remove: apiRoute<typeof DeletedSchema>()('delete', '/store/shipping/delete/{id}/'),
  },
  orders: {
    place: apiRoute<typeof OrderSchema, typeof OrderInputSchema>()('post', '/store/order/'),
    list: apiRoute<PageOf<typeof OrderSchema>, undefined, typeof OrdersQuerySchema>()('get', '/store/orders/'),
    one: apiRoute<typeof OrderSchema>()('get', '/store/order/{id}/'),
    products: apiRoute<PageOf<typeof ProductSchema>, undefined, typeof OrderedProductsQuerySchema>()('get', '/store/orders/products/'),
    last: apiRoute<typeof OrderSchema>()('get', '/store/orders/last/'),
    cancel: apiRoute<typeof OrderSchema, undefined, typeof CancelQuerySchema>()('get', '/store/order/canceled/{id}/'),
    paymentMethods: apiRoute<typeof PaymentMethodsSchema>()('get', '/store/payment-methods/'),
    substitution: { approve: substitution('approve'), decline: substitution('decline') },
  },
  support: {
    list: apiRoute<z.ZodArray<typeof SupportTicketSchema>>()('get', '/support/'),
    create: apiRoute<typeof SupportTicketSchema>()('post', '/support/'),
  },
  devPay: { payme: devPay('payme'), click: devPay('click') },
} as const;
