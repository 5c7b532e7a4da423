import { addAddress, chooseMainAddress, initialAddresses, removeAddress, toGeoPoint } from './addresses';

const at = { latitude: 41.31, longitude: 69.28 };

describe('local addresses', () => {
  it('adds a new address with a random id and makes it the main one', () => {
    const state = addAddress(initialAddresses, { address: 'Chilonzor 9', location: at }, () => 42);
    expect(state).toEqual({ main_address: { id: 42, address: 'Chilonzor 9', location: at }, address_list: [{ id: 42, address: 'Chilonzor 9', location: at }] });
    const second = addAddress(state, { address: 'Yunusobod 4' }, () => 7);
    expect(second.main_address?.id).toBe(7);
    expect(second.address_list.map((a) => a.id)).toEqual([42, 7]);
  });

  it('does nothing when the text is already stored', () => {
    const state = addAddress(initialAddresses, { address: 'Chilonzor 9' }, () => 1);
    const second = addAddress(state, { address: ' chilonzor 9 ', location: at }, () => 2);
    expect(second).toBe(state);
    expect(addAddress(state, { address: '  ' })).toBe(state);
  });

  it('never reuses an id', () => {
    const ids = [5, 5, 6];
    const state = addAddress(
      addAddress(initialAddresses, { address: 'a' }, () => 5),
      { address: 'b' },
      () => ids.shift()!,
    );
    expect(state.address_list.map((a) => a.id)).toEqual([5, 6]);
  });

  it('removing the main one empties main_address; another keeps it', () => {
    let state = addAddress(initialAddresses, { address: 'a' }, () => 1);
    state = addAddress(state, { address: 'b' }, () => 2);
    expect(removeAddress(state, 1).main_address?.id).toBe(2);
    expect(removeAddress(state, 2)).toEqual({ main_address: null, address_list: [state.address_list[0]] });
    expect(removeAddress(state, 99)).toBe(state);
  });

  it('removing the last one empties main_address', () => {
    let state = addAddress(initialAddresses, { address: 'a' }, () => 1);
    state = chooseMainAddress(
      addAddress(state, { address: 'b' }, () => 2),
      1,
    );
    expect(state.main_address?.id).toBe(1);
    const left = removeAddress(removeAddress(state, 2), 1);
    expect(left).toEqual(initialAddresses);
  });
});

describe('toGeoPoint', () => {
  it('reads typed coordinates, a comma as decimal point too', () => {
    expect(toGeoPoint('41,311081', ' 69.240562 ')).toEqual({ latitude: 41.311081, longitude: 69.240562 });
    expect(toGeoPoint(41.3110812345, 69.2)).toEqual({ latitude: 41.311081, longitude: 69.2 });
  });
  it.each([
    ['', '69'],
    ['91', '69'],
    ['41', '-181'],
    ['x', '1'],
  ])('refuses %s, %s', (lat, lon) => {
    expect(toGeoPoint(lat, lon)).toBeNull();
  });
});
