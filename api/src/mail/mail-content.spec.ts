import { simpleParser } from 'mailparser';
import { renderMail, userText } from './mail-content';

describe('userText', () => {
  it('brackets the marks that make a link, in both parts of a mail', () => {
    expect(userText('Win at prize-now.com, http://evil.example')).toBe(
      'Win at prize-now[.]com, http[://]evil[.]example',
    );
    expect(userText('me@win.example, @win, www.win。example, 203.0.113.9')).toBe(
      'me[@]win[.]example, [@]win, www[.]win[。]example, 203[.]0[.]113[.]9',
    );
    const mail = renderMail({
      subject: 'Hi',
      greeting: `Hello ${userText('<b>a.example</b>')},`,
      paragraphs: [],
    });
    expect(mail.text).toContain('Hello <b>a[.]example</b>,');
    expect(mail.html).toContain('Hello &lt;b&gt;a[.]example&lt;/b&gt;,');
  });

  it('leaves everyday writing as it was', () => {
    for (const text of [
      'Toyota Axio 2.0 L',
      'St. Louis, by the gate: 5 p.m.',
      'Price: $9,500.50',
      'Ann & Bob',
    ]) {
      expect(userText(text)).toBe(text);
    }
  });

  it("leaves nothing that mailparser (MailDev's parser, with every kind of link on) would link", async () => {
    const written = [
      'Win at prize-now.com or http://evil.example/claim?id=1',
      'HTTPS://EVIL.COM, www.evil.co.uk, evil.xn--p1ai, пример.рф',
      'claim@prize-now.com, mailto:claim@prize-now.com, @prizebot',
      'http://localhost:8080/x, ftp://a.b.com, git://x.y.org, //evil.com/x',
      '203.0.113.9, http://203.0.113.9:80/, [link](http://evil.example)',
    ].join('\n');
    const parsed = await simpleParser(
      `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${userText(written)}`,
    );
    expect(parsed.textAsHtml).not.toContain('<a ');
  });
});
