/**
 * @jest-environment node
 */
describe('auth modal flag', () => {
  it('opens at a step with a phone and a continuation, handed out once, dropped on close', async () => {
    const { useAuthModal } = await import('./auth-modal');
    const next = jest.fn();
    useAuthModal.getState().openLogin(next);
    expect(useAuthModal.getState()).toMatchObject({ open: true, entry: 'login', session: 1 });
    expect(useAuthModal.getState().takeAfterLogin()).toBe(next);
    expect(useAuthModal.getState().takeAfterLogin()).toBeNull();
    useAuthModal.getState().openAt('resetPassword', { phone: '+998901234567', afterLogin: next });
    // Already open at login: the steps start again at the step asked for; the opener is kept.
    expect(useAuthModal.getState()).toMatchObject({ entry: 'resetPassword', phone: '+998901234567', session: 2 });
    useAuthModal.getState().openAt('resetPassword', { phone: '+998901234567' });
    expect(useAuthModal.getState().session).toBe(2);
    useAuthModal.getState().close();
    expect(useAuthModal.getState()).toMatchObject({ open: false, afterLogin: null });
    // A click handler's event is not a continuation.
    useAuthModal.getState().openLogin({ type: 'click' } as unknown as () => void);
    expect(useAuthModal.getState()).toMatchObject({ afterLogin: null, session: 3 });
  });
});
