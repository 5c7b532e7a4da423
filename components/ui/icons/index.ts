/**
 * The icons of every page's first load as plain SVG: lucide-react's drawings (ISC licence,
 * lucide-react 1.75.0) without its runtime. Client components that load with a page use these;
 * so do server components, because lucide-react's Icon is a client module ("use client"): a
 * server component importing it makes every page of its route load lucide's runtime. Components
 * loaded on demand (the auth modal, the search popup, account pages) may import lucide-react.
 * Same markup as lucide: 24x24, currentColor stroke 2, round caps. The card's icons come from a
 * sprite (./sprite.tsx).
 */
// One module per icon, and this list of them: webpack takes only the icons a chunk uses into it
// (next.config.mjs marks this folder free of side effects), not every icon any client component uses.
export { IconSprite } from './sprite';
export { Heart } from './heart';
export { ShoppingBasket } from './shopping-basket';
export { UserRound } from './user-round';
export { Menu } from './menu';
export { X } from './x';
export { Check } from './check';
export { Globe } from './globe';
export { LoaderCircle } from './loader-circle';
export { ArrowUp } from './arrow-up';
export { BookOpen } from './book-open';
export { House } from './house';
export { ChevronDown } from './chevron-down';
export { ChevronLeft } from './chevron-left';
export { ChevronRight } from './chevron-right';
export { LayoutGrid } from './layout-grid';
export { SlidersHorizontal } from './sliders-horizontal';
export { Star } from './star';
export { Minus } from './minus';
export { Plus } from './plus';
export { MapPin } from './map-pin';
export { Truck } from './truck';
export { Store } from './store';
export { Clock } from './clock';
export { ArrowRight } from './arrow-right';
export { Send } from './send';
export { Search } from './search';
export { Mail } from './mail';
export { Phone } from './phone';
export { PackageCheck } from './package-check';
export { PackageX } from './package-x';
export { CalendarDays } from './calendar-days';
export { Moon } from './moon';
export { ShoppingBag } from './shopping-bag';
export { Users } from './users';
export { WifiOff } from './wifi-off';
export { Bell } from './bell';
