'use client';

import type { QueryClient } from '@tanstack/react-query';
import { mergeBasket } from '@/components/basket/account-basket-sync';
import { authKeys, getMe, logout } from '@/lib/api/auth';
import type { TokenAnswer } from '@/lib/contract/account';
import { browserApi } from '@/lib/api/browser';
import { changeFavourites, favouriteKeys, getFavourites } from '@/lib/api/favourites';
import { orderKeys } from '@/lib/api/orders';
import { shippingKeys } from '@/lib/api/shipping';
import { supportKeys } from '@/lib/api/support';
import { clearSession, hasSession, setSession } from '@/lib/api/tokens';
import { useAuthModal } from '@/lib/stores/auth-modal';
import { useBasketSync } from '@/lib/stores/basket-sync';
import { useFavourites } from '@/lib/stores/favourites';
import { useSession } from '@/lib/stores/session';

async function loadUser(queryClient: QueryClient) {
  const user = await getMe(browserApi());
  useSession.getState().setUser(user);
  queryClient.setQueryData(authKeys.me(), user);
}

/** Uploads the favourites saved on this device while logged out, then takes the server's list. */
async function syncFavourites() {
  const { newFavourites, mergeServer } = useFavourites.getState();
  const http = browserApi();
  const server = newFavourites.length ? await changeFavourites(http, newFavourites, 'add') : await getFavourites(http);
  mergeServer(server);
}

/**
 * After a successful login: keep the access token (the refresh token is the
 * server's HttpOnly cookie), close the modal, load the user,
 * upload the local favourites and merge the server's, merge the device's basket into the account's
 * (ADR 0031), load the user again, then run what the shopper was doing when the login was asked
 * for. A failed step never undoes the login: the account pages load the user themselves, the
 * favourites go up at the next login, and the basket at the next page load (nothing synced yet).
 */
export async function finishLogin(tokens: TokenAnswer, queryClient: QueryClient) {
  setSession(tokens, { signedIn: true });
  const modal = useAuthModal.getState();
  const afterLogin = modal.takeAfterLogin();
  modal.close();
  await loadUser(queryClient).catch(() => undefined);
  await syncFavourites().catch(() => undefined);
  await mergeBasket().catch(() => undefined);
  await loadUser(queryClient).catch(() => undefined);
  afterLogin?.();
}

/**
 * Logout: the server ends the session and clears the refresh cookie, and whatever it answers
 * (offline, already ended) the device forgets the access token, the session mark and the user.
 */
export async function logOut(queryClient: QueryClient) {
  if (hasSession()) await logout(browserApi()).catch(() => undefined);
  useSession.getState().clear();
  clearSession();
  // The basket stays on the device as a guest's (ADR 0031); whoever logs in next merges it anew.
  useBasketSync.getState().setSynced(null);
  queryClient.removeQueries({ queryKey: authKeys.all });
  // The shopper's own data must not show to whoever logs in next on this device.
  for (const queryKey of [orderKeys.all, shippingKeys.all, supportKeys.all, favouriteKeys.all]) queryClient.removeQueries({ queryKey });
}
