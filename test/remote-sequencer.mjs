/**
 * The order of the attack files in remote mode (jest.attack.config.mjs): every file shares the
 * cluster's database there, and console-orders.attack.ts sweeps every order id from 1 up as if all
 * orders were its own, as they are on its own fresh database. So it runs first; the rest follow in
 * jest's usual order.
 */
import sequencerModule from '@jest/test-sequencer';

const Sequencer = sequencerModule.default ?? sequencerModule;

const FIRST = ['console-orders.attack.ts'];

class RemoteSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const rank = (t) => {
      const i = FIRST.findIndex((f) => t.path.endsWith(`/${f}`));
      return i < 0 ? FIRST.length : i;
    };
    return Promise.resolve(sorted).then((list) => [...list].sort((a, b) => rank(a) - rank(b)));
  }
}

export default RemoteSequencer;
