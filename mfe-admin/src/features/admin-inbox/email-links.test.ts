import { describe, expect, it } from '@jest/globals';
import { emailLinks } from './email-links';

describe('emailLinks', () => {
  it('lists the links of the HTML and text versions once each, in order', () => {
    const html =
      '<p><a href="https://app.test/password-reset/abc?email=a%40b.c&amp;x=1">Reset</a></p>' +
      '<a href="https://app.test/docs">Docs</a><a href="https://app.test/docs">Docs again</a>';
    const text =
      'Reset: https://app.test/password-reset/abc?email=a%40b.c&x=1\nMore at https://app.test/faq.';
    expect(emailLinks(html, text)).toEqual([
      'https://app.test/password-reset/abc?email=a%40b.c&x=1',
      'https://app.test/docs',
      'https://app.test/faq',
    ]);
  });

  it('drops scripts, data and relative links, and anchors without href', () => {
    const html =
      '<a href="javascript:alert(1)">x</a><a href="data:text/html,hi">y</a><a href="/here">z</a><a name="top">t</a>' +
      '<a href=" mailto:help@app.test ">mail</a>';
    expect(emailLinks(html, '')).toEqual(['mailto:help@app.test']);
  });

  it('runs nothing while reading the HTML', () => {
    const before = document.title;
    emailLinks(
      '<script>document.title = "ran"</script><img src=x onerror="document.title=\'ran\'">',
      '',
    );
    expect(document.title).toBe(before);
    expect(emailLinks('', '')).toEqual([]);
  });
});
