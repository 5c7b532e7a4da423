/**
 * The shapes of the /api/v1 contract (shared/spec/api-contract.md), as clients see them.
 * The server builds exactly these; the storefront and tests read them.
 */

export type Locale = 'uz' | 'ru';

export interface ApiOk<T> {
  ok: true;
  result: T;
}

export interface ApiErrorBody {
  ok: false;
  error: { code: ApiErrorCode | string; message: string; fields?: Record<string, string> };
  /** Only on `otp_locked`: ISO 8601 time from which a new code may be requested. */
  new_otp_time?: string;
}

export type ApiErrorCode =
  | 'invalid_phone_or_password'
  | 'account_already_exists'
  | 'invalid_code'
  | 'invalid_phone_number'
  | 'otp_locked'
  | 'not_found'
  | 'validation_error'
  | 'unauthorized'
  | 'invalid_promo_code'
  | 'not_available'
  | 'forbidden'
  | 'rate_limited'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'internal_error';

export interface Page<T> {
  content: T[];
  empty: boolean;
  first: boolean;
  last: boolean;
  /** Counts from 1, as the `page` query does. */
  number: number;
  numberOfElements: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export interface About {
  phone: string | null;
  email: string | null;
  address: string;
  address_url: string | null;
  telegram: string | null;
  facebook: string | null;
  instagram: string | null;
  app_qr_image: string | null;
  description: string;
}

export interface Banner {
  id: number;
  type: 'web' | 'mobile';
  title: string;
  subtitle: string;
  image: string;
  color: string;
  link: string;
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
}

export interface Partner {
  id: number;
  name: string;
  logo: string;
  url: string | null;
}

export interface Statistics {
  products: number;
  stores: number;
  categories: number;
  customers: number;
  orders: number;
}

export interface Category {
  id: number;
  name: string;
  icon: string;
  image: string;
  color: string;
  count_product: number;
}

/** A store as nested in a product. */
export interface ProductStore {
  id: number;
  brand_name: string;
  logo: string;
  latitude: number;
  longitude: number;
  store_location_name: string;
  working_time: string;
  rating: number;
  rating_count: number;
  free_shipping_distance: number;
}

/** A store from `/store/` and `/store/{id}/`. */
export interface Store extends ProductStore {
  legal_name: string;
  description: string;
  customers_count: number;
  view_count: number;
  created_at: string;
  around_the_clock: boolean;
  free_shipping: boolean;
  pickup: boolean;
  phone_number: string | null;
}

export interface StoreLetterGroup {
  letter: string;
  stores: { id: number; brand_name: string }[];
}

export interface Image {
  id: number;
  image: string;
}

export interface Product {
  id: number;
  name: string;
  description: string;
  price: number;
  discount: number;
  discount_price: number;
  available: number;
  amount_type: string;
  weight: string | null;
  rating: number;
  rating_count: number;
  view_count: number;
  number_of_sales: number;
  free_shipping: boolean;
  pickup: boolean;
  around_the_clock: boolean;
  flag: 'new' | 'sale' | 'free_ship' | null;
  images: Image[];
  category: { id: number; name: string };
  store: ProductStore;
  is_favorite: boolean;
}

export interface CommentAnswer {
  id: number;
  name: string;
  comment: string;
  created_at: string;
}

export interface Comment {
  id: number;
  name: string;
  rating: number;
  comment: string;
  created_at: string;
  images: Image[];
  answers: CommentAnswer[];
}

export interface ProductDetail extends Product {
  comparison_products: Product[];
  related_products: Product[];
  comments: Comment[];
}

export type RatingCount = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface CommentsPage extends Page<Comment> {
  rating_count: RatingCount;
}

export const PRODUCT_SORTS = ['popular', 'cheap', 'expensive', 'highRate', 'new', 'discount'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductFilter {
  q?: string;
  category?: number;
  min_price?: number;
  max_price?: number;
  rating?: number;
  discount?: number;
  free_shipping?: boolean;
  pickup?: boolean;
  around_the_clock?: boolean;
  store?: number | number[];
  comments?: boolean;
  available?: boolean;
  latitude?: number;
  longitude?: number;
  distance?: number;
}

export interface CheckedProduct extends Product {
  count: number;
}

/** One row of `/sitemap/`: a public catalog page (category list, store or product) and its time. */
export interface SitemapEntry {
  type: 'category' | 'store' | 'product';
  id: number;
  /** ISO 8601; null when unknown (categories). */
  updated_at: string | null;
}
