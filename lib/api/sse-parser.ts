/**
 * A server-sent events parser as the HTML standard reads an event stream (its "interpret a line"
 * steps): fields `event`, `data` (lines joined by \n), `id` and `retry`; comment lines (`:`)
 * ignored; CR, LF and CRLF line ends, split anywhere across chunks. The board reads its stream with
 * fetch (EventSource cannot send the Authorization header), so it needs one. A stand-in for a
 * maintained parser (eventsource-parser) until one is added to the dependencies (ADR 0028).
 */
export interface SseEvent {
  /** `message` when the event named none. */
  event: string;
  data: string;
  id?: string;
}

export interface SseParser {
  feed(chunk: string): void;
  /** The end of the stream: an event without its blank line is dropped, as the standard says. */
  reset(): void;
}

export function createSseParser(handlers: { onEvent: (event: SseEvent) => void; onRetry?: (ms: number) => void }): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  /** A CR ended the last chunk: an LF that starts the next one belongs to it. */
  let skipLf = false;

  const dispatch = () => {
    if (data.length) handlers.onEvent({ event: event || 'message', data: data.join('\n'), ...(id !== undefined ? { id } : {}) });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) handlers.onRetry?.(Number(value));
  };

  return {
    feed(chunk) {
      let text = chunk;
      if (skipLf && text.startsWith('\n')) text = text.slice(1);
      skipLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        line(buffer.slice(start, i));
        if (c === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i++;
          } else skipLf = true;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    reset() {
      buffer = '';
      event = '';
      data = [];
      skipLf = false;
    },
  };
}
