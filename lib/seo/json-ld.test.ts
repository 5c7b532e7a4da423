import { serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('cannot close the script tag', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('escapes the line separators and ampersands', () => {
    const out = serializeJsonLd({ a: 'x\u2028y\u2029z & w' });
    expect(out).not.toMatch(/[\u2028\u2029&]/);
    expect(JSON.parse(out)).toEqual({ a: 'x\u2028y\u2029z & w' });
  });
});
