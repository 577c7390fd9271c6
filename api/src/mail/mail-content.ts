import escapeHtml from 'escape-html';

/**
 * What a mail says, in parts; rendered once as plain text and once as HTML (every part escaped). Each part that holds
 * what a user wrote puts it through userText.
 */
export interface MailContent {
  subject: string;
  /** The first line: "Hello Ann," */
  greeting: string;
  paragraphs: string[];
  /** A button in HTML, the bare link in text. */
  action?: { label: string; url: string };
  /** Small print under the rest (why the mail came, how to stop it). */
  footer?: string[];
}

/** The marks that make mail clients turn text into a link, and what userText writes instead. */
const LINK_MARKS: [RegExp, string][] = [
  // A host name's last dot: every top-level domain has two letters or more, so "5 p.m." stays as written.
  [/[.\u3002\uff0e\uff61](?=\p{L}{2})/gu, '[$&]'],
  [/\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b/g, '$1[.]$2[.]$3[.]$4'],
  // An address's or a mention's @.
  [/@(?=[\p{L}\p{N}_])/gu, '[@]'],
  [/:\/\//g, '[://]'],
];

/**
 * What a user wrote (a car's name, a display name, a meeting place), as a mail shows it: plain text, never a link.
 * The marks that make mail clients turn text into a link are bracketed, as security teams write addresses they
 * warn of: "http://win.example" reads http[://]win[.]example and "me@win.example" me[@]win[.]example, in the
 * subject and both parts (HTML escapes it as well). Invisible characters in their place would not do: linkifiers
 * take some of them into the link, and browsers drop them from host names, so the link would still lead there.
 */
export function userText(text: string): string {
  return LINK_MARKS.reduce((result, [mark, bracketed]) => result.replace(mark, bracketed), text);
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const SIGNATURE = 'The Used-car marketplace team';
/** The site's brand colour (shared-ui's theme), for the button. */
const BRAND_COLOR = '#c4330b';

export function renderMail(content: MailContent): RenderedMail {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    SIGNATURE,
    ...(content.footer ? ['', '--', ...content.footer] : []),
  ].join('\n');

  const paragraph = (body: string) => `<p style="margin:0 0 16px">${escapeHtml(body)}</p>`;
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">',
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    content.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${BRAND_COLOR};color:#fff;` +
        `padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">` +
        `${escapeHtml(content.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#595959;word-break:break-all">Or open ${escapeHtml(content.action.url)}</p>`
      : '',
    paragraph(SIGNATURE),
    ...(content.footer ?? []).map(
      (line) => `<p style="margin:0 0 8px;font-size:12px;color:#595959">${escapeHtml(line)}</p>`,
    ),
    '</div></body></html>',
  ].join('\n');

  return { subject: content.subject, text, html };
}
