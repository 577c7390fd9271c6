// Styles of the components that render without antd (the chrome, the home page, cards: antd alone weighs more
// than the whole first load should, bench/RESULTS.md). Injected once per page as a <style> element, so they
// arrive with the JavaScript that renders them, from whichever app loads first (the CSP allows inline styles:
// antd's CSS-in-JS needs them too). The colours are the antd theme's (theme.ts), so both kinds look alike.
import { BRAND_COLOR } from '@usedcars/shared-ui/theme';

const CSS = `
/* The hidden attribute wins over any class that sets display (a card or flex box must not show its hidden items). */
[hidden] { display: none !important; }
:root {
  --uc-brand: ${BRAND_COLOR};
  --uc-brand-hover: #a82a08;
  --uc-brand-soft: #fff2e8;
  --uc-text: rgba(0, 0, 0, 0.88);
  --uc-text-secondary: rgba(0, 0, 0, 0.65);
  --uc-border: #f0f0f0;
  --uc-error: #cf1322;
  /* A review's filled stars: dark enough on white for text contrast (4.5 : 1). */
  --uc-star: #ad6800;
  --uc-radius: 8px;
}
/* Names, emails, tags and places are typed by people and may be one long unbroken word: such a word wraps where
   it must instead of widening its box, its table or the page. Column titles keep their words whole. */
body { overflow-wrap: anywhere; }
/* The shell's stylesheet does this too; a console running on its own has only this one. */
body { margin: 0; }
/* In a table only cells of typed text (ConsoleTable's userText) break words anywhere, so a long name takes the
   squeeze in its own column while dates, prices and labels keep their words whole. */
body .ant-table-wrapper .ant-table-tbody > tr > td { overflow-wrap: normal; }
body .ant-table-wrapper .ant-table-tbody > tr > td.uc-user-text, .uc-user-text { overflow-wrap: anywhere; }
/* ...but on a desktop such a column keeps room for an ordinary e-mail or phone number on one line. */
@media (min-width: 768px) { body .ant-table-wrapper .ant-table-tbody > tr > td.uc-user-text { min-width: 11em; } }
/* A phone's folded columns: title above value, in the row's expandable line. */
.uc-folded-cells { display: grid; grid-template-columns: minmax(0, max-content) minmax(0, 1fr); gap: 4px 16px; margin: 0; }
.uc-folded-cells dt { color: var(--uc-text-secondary); overflow-wrap: normal; }
.uc-folded-cells dd { margin: 0; min-width: 0; }
/* A console's menu on a phone: one row of tabs that scrolls sideways. */
.uc-console-tabs { background: #fff; border-radius: var(--uc-radius); border: 1px solid var(--uc-border); }
.uc-console-tabs ul { display: flex; gap: 4px; margin: 0; padding: 4px; list-style: none; overflow-x: auto; scrollbar-width: none; }
.uc-console-tabs a {
  display: inline-flex; align-items: center; gap: 6px; padding: 8px 12px; border-radius: 6px;
  color: var(--uc-text); white-space: nowrap; text-decoration: none;
}
.uc-console-tabs a[aria-current='page'] { background: var(--uc-brand-soft); color: var(--uc-brand); }
.uc-console-tabs a:focus-visible { outline: 3px solid rgba(196, 51, 11, 0.35); outline-offset: -3px; }
.uc-table-thumbnail { object-fit: cover; border-radius: 4px; flex: none; }
@media (max-width: 767px) { .uc-table-thumbnail { display: none; } }
.ant-table-thead > tr > th { overflow-wrap: normal; }
body .ant-tag { white-space: normal; max-width: 100%; }
.uc-heading { margin: 0 0 16px; color: var(--uc-text); font-weight: 600; line-height: 1.3; }
h1.uc-heading { font-size: 38px; }
h2.uc-heading { font-size: 30px; }
h3.uc-heading { font-size: 24px; }
h4.uc-heading { font-size: 20px; }
.uc-secondary { color: var(--uc-text-secondary); }
/* An icon (components/PlainIcon.tsx) sits on the text's baseline like antd's. */
.uc-icon { display: inline-flex; align-items: center; color: inherit; font-style: normal; line-height: 0; vertical-align: -0.125em; }
.uc-icon svg { display: inline-block; }
.uc-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 32px; padding: 4px 15px; border: 1px solid #d9d9d9; border-radius: 6px;
  background: #fff; color: var(--uc-text); font: inherit; font-size: 14px; line-height: 1.5;
  cursor: pointer; transition: color 0.2s, background 0.2s, border-color 0.2s;
}
.uc-button:hover:not(:disabled) { color: var(--uc-brand); border-color: var(--uc-brand); }
.uc-button:focus-visible { outline: 3px solid rgba(196, 51, 11, 0.35); outline-offset: 1px; }
.uc-button:disabled { color: rgba(0, 0, 0, 0.25); background: #f5f5f5; cursor: not-allowed; }
.uc-button-primary { background: var(--uc-brand); border-color: var(--uc-brand); color: #fff; }
.uc-button-primary:hover:not(:disabled) { background: var(--uc-brand-hover); border-color: var(--uc-brand-hover); color: #fff; }
.uc-button-large { min-height: 40px; padding: 6px 15px; font-size: 16px; border-radius: 8px; }
.uc-button-link { border-color: transparent; background: transparent; padding: 0 7px; min-height: 24px; color: var(--uc-text); }
.uc-button-link:hover:not(:disabled) { border-color: transparent; color: var(--uc-brand); }
.uc-button-link:disabled { background: transparent; }
.uc-button-text { border-color: transparent; background: transparent; }
.uc-button-text:hover:not(:disabled) { border-color: transparent; background: rgba(0, 0, 0, 0.04); color: var(--uc-text); }
.uc-button-text:disabled { background: transparent; }
.uc-button-danger { color: var(--uc-error); }
.uc-button-danger:hover:not(:disabled) { color: var(--uc-error); background: #fff1f0; }
.uc-tag {
  display: inline-block; padding: 0 7px; border: 1px solid #d9d9d9; border-radius: 4px;
  background: #fafafa; color: var(--uc-text); font-size: 12px; line-height: 20px; max-width: 100%;
}
.uc-tag-blue { color: #0958d9; background: #e6f4ff; border-color: #91caff; }
.uc-tag-purple { color: #531dab; background: #f9f0ff; border-color: #d3adf7; }
.uc-tag-green { color: #237804; background: #f6ffed; border-color: #b7eb8f; }
.uc-tag-price { color: #1f1f1f; background: #fffbe6; border-color: #d4b106; font-weight: 600; }
.uc-tag-red { color: #cf1322; background: #fff1f0; border-color: #ffa39e; }
.uc-card {
  display: flex; flex-direction: column; height: 100%; box-sizing: border-box; overflow: hidden;
  background: #fff; border: 1px solid var(--uc-border); border-radius: var(--uc-radius);
  transition: box-shadow 0.2s;
}
.uc-card:hover { box-shadow: 0 1px 2px -2px rgba(0,0,0,0.16), 0 3px 6px 0 rgba(0,0,0,0.12), 0 5px 12px 4px rgba(0,0,0,0.09); }
.uc-card-cover { display: block; width: 100%; height: auto; object-fit: cover; }
.uc-card-body { flex: 1; display: flex; flex-direction: column; gap: 8px; padding: 24px; }
.uc-card-specs { margin: 0; font-size: 13px; }
.uc-keyspecs { display: flex; flex-wrap: wrap; gap: 8px; margin: 4px 0 12px; padding: 0; list-style: none; }
.uc-keyspecs > li {
  padding: 4px 12px; border: 1px solid var(--uc-border); border-radius: 16px; background: #fafafa; font-weight: 600;
}
.uc-price-drop { margin: 0; color: #237804; font-weight: 600; }
.uc-stars { display: inline-flex; align-items: baseline; gap: 4px; white-space: nowrap; }
.uc-stars-glyphs { color: var(--uc-star); letter-spacing: 1px; }
.uc-review { border-top: 1px solid var(--uc-border); padding: 16px 0; }
.uc-review p { margin: 4px 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.uc-review-answer { margin: 8px 0 0 16px; padding-left: 12px; border-left: 3px solid var(--uc-border); }
.uc-price-history { margin-top: 12px; }
.uc-price-history summary { cursor: pointer; color: var(--uc-brand); }
.uc-price-history ol { margin: 8px 0 0; padding-left: 20px; }
.uc-compare-toggle { display: inline-flex; align-items: center; gap: 4px; font-size: 14px; cursor: pointer; }
.uc-compare-toggle input { width: 16px; height: 16px; margin: 0; accent-color: var(--uc-brand); }
.uc-compare-dock { height: 80px; }
.uc-compare-bar {
  position: fixed; left: 16px; right: 16px; bottom: 16px; width: fit-content; margin: 0 auto; z-index: 20;
  display: flex; gap: 12px; align-items: center; padding: 8px 12px 8px 16px; background: #fff; white-space: nowrap;
  border: 1px solid var(--uc-border); border-radius: 24px; box-shadow: 0 6px 16px rgba(0, 0, 0, 0.16); box-sizing: border-box;
}
.uc-compare-bar > span { flex: 1; }
@media (max-width: 575.98px) {
  .uc-compare-bar {
    left: 0; right: 0; bottom: 0; width: auto; border-width: 1px 0 0; border-radius: 0;
    padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
  }
}
.uc-compare { border-collapse: collapse; min-width: 100%; }
.uc-compare-scroll { overflow-x: auto; }
.uc-compare th, .uc-compare td { padding: 8px 12px; border-bottom: 1px solid var(--uc-border); text-align: left; vertical-align: top; }
.uc-compare tbody th { position: sticky; left: 0; background: #fafafa; font-weight: 600; white-space: nowrap; }
.uc-compare td { min-width: 160px; }
@media (max-width: 575.98px) {
  .uc-compare tbody th { white-space: normal; max-width: 84px; padding: 8px; }
  .uc-compare td { min-width: 136px; }
}
.uc-compare img { display: block; width: 100%; max-width: 240px; height: auto; border-radius: 6px; }
.uc-vin { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; letter-spacing: 0.05em; }
.uc-card-actions {
  display: flex; padding: 8px 0; border-top: 1px solid var(--uc-border);
}
.uc-card-actions > div { flex: 1; display: flex; justify-content: center; align-items: center; }
.uc-card-actions > div + div { border-left: 1px solid var(--uc-border); }
.uc-grid { display: grid; gap: 24px; grid-template-columns: 1fr; margin: 0; padding: 0; list-style: none; }
@media (min-width: 768px) { .uc-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 992px) { .uc-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.uc-grid.uc-grid-tiles { gap: 16px; grid-template-columns: repeat(2, minmax(0, 1fr)); }
@media (min-width: 768px) { .uc-grid.uc-grid-tiles { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: 992px) { .uc-grid.uc-grid-tiles { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.uc-tile { color: var(--uc-text); }
.uc-tile:hover { color: var(--uc-text); }
.uc-tile-name { display: block; padding: 12px; text-align: center; }
.uc-skeleton {
  display: block; border-radius: 4px; background: linear-gradient(90deg, #f0f0f0 25%, #e3e3e3 37%, #f0f0f0 63%);
  background-size: 400% 100%; animation: uc-shimmer 1.4s ease infinite;
}
@keyframes uc-shimmer { from { background-position: 100% 50%; } to { background-position: 0 50%; } }
.uc-spinner {
  width: 32px; height: 32px; border-radius: 50%; border: 4px solid var(--uc-brand-soft);
  border-top-color: var(--uc-brand); animation: uc-spin 0.8s linear infinite;
}
@keyframes uc-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  .uc-skeleton, .uc-spinner { animation-duration: 4s; }
}
.uc-alert {
  display: flex; flex-wrap: wrap; align-items: flex-start; gap: 12px; margin: 24px 0; padding: 16px 20px;
  border: 1px solid #ffccc7; border-radius: var(--uc-radius); background: #fff2f0; color: var(--uc-text);
}
.uc-alert-text { flex: 1; min-width: 200px; }
.uc-alert-title { margin: 0; font-size: 16px; font-weight: 600; }
.uc-alert-detail { margin: 4px 0 0; }
.uc-dot {
  width: 24px; height: 24px; padding: 0; border: 0; background: transparent; cursor: pointer;
  display: inline-flex; align-items: center; justify-content: center;
}
.uc-dot::before { content: ''; width: 16px; height: 4px; border-radius: 2px; background: rgba(255, 255, 255, 0.5); }
.uc-dot[aria-current='true']::before { width: 24px; background: #fff; }
.uc-dot:focus-visible { outline: 2px solid #fff; outline-offset: 2px; }
.uc-detail { display: grid; gap: 24px 32px; padding: 24px; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 992px) { .uc-detail { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
/* A car's page leads with its name, price and actions: on a phone too, they fit the first screen under the photos. */
h1.uc-detail-title { margin-bottom: 8px; font-size: 30px; }
.uc-detail-car { margin: -4px 0 8px; font-size: 16px; }
.uc-detail-price { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; margin: 0 0 4px; }
.uc-detail-price-amount { font-size: 32px; line-height: 1.25; font-weight: 700; color: var(--uc-text); }
.uc-detail-price .uc-tag { font-size: 14px; line-height: 24px; }
.uc-detail-rating { margin: 4px 0 0; }
.uc-detail-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin: 16px 0; }
@media (max-width: 575.98px) {
  .uc-detail { gap: 16px; padding: 16px; }
  h1.uc-detail-title { font-size: 24px; }
  .uc-detail-price-amount { font-size: 28px; }
  /* Book and the wish list side by side on a 390 px phone. */
  .uc-detail-actions { gap: 8px; }
  .uc-detail-actions .uc-button-large { padding: 6px 12px; }
}
/* The phone's bar of price and Book: fixed at the bottom, above the safe area; the page's end (body padding) and
   the compare bar (lifted) stay clear of it. Not on wider screens, where the actions sit beside the photos. */
.uc-buy-bar { display: none; }
@media (max-width: 575.98px) {
  :root { --uc-buy-bar-height: 64px; }
  .uc-buy-bar {
    position: fixed; left: 0; right: 0; bottom: 0; z-index: 20; display: flex; align-items: center; gap: 12px;
    height: calc(var(--uc-buy-bar-height) + env(safe-area-inset-bottom)); box-sizing: border-box;
    padding: 0 16px env(safe-area-inset-bottom); background: #fff;
    border-top: 1px solid var(--uc-border); box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.08);
  }
  body:has(.uc-buy-bar) { padding-bottom: calc(var(--uc-buy-bar-height) + env(safe-area-inset-bottom)); }
  body:has(.uc-buy-bar) .uc-compare-bar { bottom: calc(var(--uc-buy-bar-height) + env(safe-area-inset-bottom)); padding-bottom: 12px; }
}
.uc-buy-bar-price { flex: 1; min-width: 0; display: flex; flex-direction: column; line-height: 1.3; white-space: nowrap; }
.uc-buy-bar-price strong { font-size: 20px; }
.uc-buy-bar-price span { font-size: 12px; }
.uc-detail-image { display: block; width: 100%; height: auto; object-fit: cover; border-radius: var(--uc-radius); }
.uc-facts { margin: 16px 0 0; border: 1px solid var(--uc-border); border-radius: var(--uc-radius); }
.uc-facts > div { display: flex; }
.uc-facts > div + div { border-top: 1px solid var(--uc-border); }
.uc-facts dt { flex: 0 0 40%; padding: 8px 16px; background: rgba(0, 0, 0, 0.02); border-right: 1px solid var(--uc-border); color: var(--uc-text); }
.uc-facts dd { flex: 1; margin: 0; padding: 8px 16px; }
.uc-seller { display: grid; gap: 16px 32px; padding: 24px; margin-bottom: 32px; grid-template-columns: minmax(0, 1fr); height: auto; }
@media (min-width: 768px) { .uc-seller { grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr); align-items: center; } }
.uc-seller-head { display: flex; gap: 16px; align-items: center; min-width: 0; }
.uc-seller-head > div { min-width: 0; }
.uc-seller-photo { flex: none; width: 96px; height: 96px; border-radius: 50%; object-fit: cover; }
.uc-seller-initial {
  display: inline-flex; align-items: center; justify-content: center;
  background: var(--uc-brand-soft); color: var(--uc-brand); font-size: 40px; font-weight: 600;
}
h1.uc-heading.uc-seller-name { font-size: 30px; margin-bottom: 8px; overflow-wrap: anywhere; }
.uc-seller-facts { margin: 0; }
@media (max-width: 575.98px) {
  .uc-seller { padding: 16px; }
  .uc-seller-photo { width: 72px; height: 72px; }
  .uc-seller-initial { font-size: 32px; }
  h1.uc-heading.uc-seller-name { font-size: 24px; }
}
.uc-card-seller { margin: 0; font-size: 13px; overflow-wrap: anywhere; }
/* A link inside a line of text: underlined, not told apart by its colour alone. */
.uc-card-seller a, .uc-seller-link { text-decoration: underline; text-underline-offset: 2px; }
.uc-alert-success { border-color: #b7eb8f; background: #f6ffed; }
.uc-filters { display: grid; gap: 12px 16px; grid-template-columns: minmax(0, 1fr); margin-bottom: 24px; }
@media (min-width: 576px) { .uc-filters { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 768px) { .uc-filters { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: 992px) { .uc-filters { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.uc-filters-wide { grid-column: 1 / -1; }
/*
 * On a phone or tablet the fields past the search box fold away behind the "Filters (n)" toggle: the label of a check
 * box drawn out of sight (still there for the keyboard and screen readers), so it opens before the app runs as after.
 */
.uc-filters-more { display: contents; }
.uc-filters-toggle { display: none; }
.uc-filters-open {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
.uc-filters-open:focus-visible + .uc-filters-toggle { outline: 3px solid rgba(196, 51, 11, 0.35); outline-offset: 1px; }
@media (max-width: 991.98px) {
  .uc-filters-toggle { display: inline-flex; justify-self: start; cursor: pointer; }
  .uc-filters-open:not(:checked) ~ .uc-filters-more { display: none; }
}
@media (min-width: 992px) { .uc-filters-open { display: none; } }
/* On a desktop the filters are a column beside the cars, which start at the top of the first screen. */
@media (min-width: 992px) {
  .uc-search-layout { display: grid; grid-template-columns: 264px minmax(0, 1fr); gap: 24px; align-items: start; }
  .uc-search-layout > .uc-filters { grid-template-columns: minmax(0, 1fr); margin-bottom: 0; }
}
@media (min-width: 992px) and (max-width: 1199.98px) {
  .uc-search-results .uc-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
.uc-filters-end { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-end; }
.uc-field-label { display: block; margin-bottom: 4px; line-height: 22px; }
/* The browser's own form controls, drawn as antd's are, with a border that stands out 3:1 from the page. */
.uc-input {
  display: block; box-sizing: border-box; width: 100%; min-height: 32px; padding: 4px 11px;
  border: 1px solid #8c8c8c; border-radius: 6px; background: #fff; color: var(--uc-text);
  font: inherit; font-size: 14px; line-height: 1.5715; transition: border-color 0.2s;
}
.uc-input:hover:not(:disabled) { border-color: var(--uc-brand); }
.uc-input:focus, .uc-input:focus-visible { outline: 3px solid rgba(196, 51, 11, 0.2); outline-offset: 0; border-color: var(--uc-brand); }
.uc-input:disabled { color: rgba(0, 0, 0, 0.25); background: #f5f5f5; cursor: not-allowed; }
.uc-select {
  appearance: none; padding-right: 28px; cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  background: #fff url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 12 12'%3E%3Cpath d='M2 4l4 4 4-4' fill='none' stroke='%23999' stroke-width='1.5'/%3E%3C/svg%3E") no-repeat right 11px center;
}
.uc-select:disabled { background-color: #f5f5f5; }
.uc-search-box { display: flex; }
.uc-search-box .uc-input { flex: 1; min-width: 0; border-radius: 6px 0 0 6px; }
.uc-search-box .uc-button { flex: none; white-space: nowrap; border-radius: 0 6px 6px 0; margin-left: -1px; }
/* Several choices (fuels): a summary drawn as a list, opening a panel of check boxes over what follows. */
.uc-choices { position: relative; }
.uc-choices summary { list-style: none; }
.uc-choices summary::-webkit-details-marker { display: none; }
.uc-choices-panel {
  position: absolute; z-index: 10; left: 0; right: 0; margin: 4px 0 0; padding: 4px 0;
  border: 1px solid #d9d9d9; border-radius: 8px; background: #fff; box-shadow: 0 6px 16px rgba(0, 0, 0, 0.08);
}
.uc-choices-panel label { display: flex; align-items: center; gap: 8px; padding: 5px 12px; cursor: pointer; }
.uc-choices-panel label:hover { background: rgba(0, 0, 0, 0.04); }
.uc-choices-panel input { width: 16px; height: 16px; margin: 0; accent-color: var(--uc-brand); }
.uc-pager { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; margin: 0; padding: 0; list-style: none; }
.uc-pager .uc-button { min-width: 32px; padding: 4px 8px; text-decoration: none; }
.uc-pager .uc-button-current { border-color: var(--uc-brand); color: var(--uc-brand); font-weight: 600; cursor: default; }
.uc-pager-gap { align-self: center; color: var(--uc-text-secondary); }
.uc-empty { padding: 48px 0; text-align: center; }
`;

/** The <style> element's id: a page the server rendered carries it already (with PLAIN_CSS), and gets no second. */
export const PLAIN_STYLE_ID = 'usedcars-plain-styles';
export const PLAIN_CSS = CSS;

/** Adds the stylesheet to the page once (each app's copy of this module may run; the id keeps it to one). */
export function injectPlainStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(PLAIN_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = PLAIN_STYLE_ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}
