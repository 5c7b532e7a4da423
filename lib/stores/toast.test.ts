/**
 * @jest-environment node
 */
import { useToasts } from './toast';

describe('toasts and the change of page', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useToasts.setState({ toasts: [] });
  });
  afterEach(() => jest.useRealTimers());

  it('a toast goes when another page is shown; a carried one lives through that one change', () => {
    const { show, newPage } = useToasts.getState();
    show('Saved');
    show('Added to the basket', 'info', { carry: true });
    newPage();
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['Added to the basket']);
    newPage();
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('still closes by itself after 5 seconds', () => {
    useToasts.getState().show('Sent', 'error');
    jest.advanceTimersByTime(5000);
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('carries an action ("undo") for the 5 seconds it is shown', () => {
    const run = jest.fn();
    useToasts.getState().show('Removed', 'info', { action: { label: 'Undo', run } });
    const [toast] = useToasts.getState().toasts;
    expect(toast?.action?.label).toBe('Undo');
    toast!.action!.run();
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(useToasts.getState().toasts).toEqual([]);
  });
});
