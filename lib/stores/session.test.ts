/**
 * @jest-environment node
 */
import { installMemoryStorage } from '@/test/memory-storage';

const memory = installMemoryStorage();

const user = { id: 1, phone_number: '+998901234567', full_name: 'Aziz', gender: 'M' as const, birth_date: null, roles: [], has_password: true };

describe('session store', () => {
  it('keeps the user under the key user and forgets it entirely on clear', async () => {
    const { useSession } = await import('./session');
    useSession.getState().setUser(user);
    expect(JSON.parse(memory.get('user')!).state.user).toEqual(user);
    useSession.getState().clear();
    expect(useSession.getState().user).toBeNull();
    expect(memory.has('user')).toBe(false);
  });
});
