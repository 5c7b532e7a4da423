import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser({ onEvent: (e) => events.push(e), onRetry: (ms) => retries.push(ms) });
  for (const chunk of chunks) parser.feed(chunk);
  return { events, retries };
}

describe('the event stream parser', () => {
  it('reads named events, joins data lines, skips comments and reads retry', () => {
    const { events, retries } = parse(['retry: 3000\n: connected\n\nevent: order\ndata: {"a":1}\n\n: heartbeat\n\ndata: one\ndata: two\nid: 7\n\n']);
    expect(retries).toEqual([3000]);
    expect(events).toEqual([
      { event: 'order', data: '{"a":1}' },
      { event: 'message', data: 'one\ntwo', id: '7' },
    ]);
  });

  it('puts events split anywhere across chunks back together, with any line end', () => {
    const text = 'event: order\r\ndata: {"kind":"placed"}\r\n\r\nevent: order\rdata: x\r\rdata:y\n\n';
    const whole = parse([text]).events;
    expect(whole).toEqual([
      { event: 'order', data: '{"kind":"placed"}' },
      { event: 'order', data: 'x' },
      { event: 'message', data: 'y' },
    ]);
    for (let size = 1; size < 8; size++) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      expect(parse(chunks).events).toEqual(whole);
    }
  });

  it('ignores an event without data, a bad retry and a last event with no blank line after it', () => {
    const { events, retries } = parse(['event: order\n\nretry: soon\n\ndata: late']);
    expect(events).toEqual([]);
    expect(retries).toEqual([]);
  });
});
