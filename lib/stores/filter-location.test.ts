/**
 * @jest-environment node
 */
import { installMemoryStorage } from '@/test/memory-storage';

const memory = installMemoryStorage();

describe('filter location: a point or a street typed without one', () => {
  it('a street replaces the chosen point and a point the street; clearing forgets both; kept on the device', async () => {
    const { useFilterLocation } = await import('./filter-location');
    const point = { address: 'Chilonzor', latitude: 41.28, longitude: 69.2 };
    useFilterLocation.getState().choose(point);
    useFilterLocation.getState().chooseStreet('  Toshkent, Mirobod koʻchasi 3 ');
    expect(useFilterLocation.getState()).toMatchObject({ location: null, street: 'Toshkent, Mirobod koʻchasi 3' });
    expect(JSON.parse(memory.get('filter_location')!).state.street).toBe('Toshkent, Mirobod koʻchasi 3');
    // A blank street changes nothing.
    useFilterLocation.getState().chooseStreet('   ');
    expect(useFilterLocation.getState().street).toBe('Toshkent, Mirobod koʻchasi 3');
    useFilterLocation.getState().choose(point);
    expect(useFilterLocation.getState()).toMatchObject({ location: point, street: null });
    useFilterLocation.getState().chooseStreet('Yunusobod 4');
    useFilterLocation.getState().clear();
    expect(useFilterLocation.getState()).toMatchObject({ location: null, street: null });
    // The recent points stay.
    expect(useFilterLocation.getState().list).toEqual([point]);
  });
});
