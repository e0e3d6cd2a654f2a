/** Styles of the server-rendered pages (login, admin landing, outbox, care-network forms…). */
export const SERVER_CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; background: #f5f7fa; color: #1c2127; line-height: 1.5; }
main { max-width: 44rem; margin: 2rem auto; padding: 2rem; background: #fff; border-radius: 8px;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15); }
h1 { font-size: 1.6rem; margin-top: 0; }
label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
input[type="email"], input[type="text"], input[type="password"] { width: 100%; box-sizing: border-box;
  padding: 0.6rem; font-size: 1rem; border: 1px solid #5f6b7c; border-radius: 4px; }
input:focus, button:focus, a:focus { outline: 3px solid #215db0; outline-offset: 2px; }
button { margin-top: 1.5rem; padding: 0.7rem 1.4rem; font-size: 1rem; color: #fff; background: #215db0;
  border: 0; border-radius: 4px; cursor: pointer; }
.error { color: #8e292c; background: #fde8e8; border: 1px solid #cd4246; padding: 0.75rem; border-radius: 4px; }
.hint { color: #404854; font-size: 0.9rem; }
.reveal { display: flex; align-items: center; gap: 0.5rem; margin: 0.5rem 0 0; font-weight: 400; }
.reveal[hidden] { display: none; }
.reveal input { width: 1.1rem; height: 1.1rem; margin: 0; }
a { color: #184a90; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #d3d8de; padding: 0.5rem; }
pre { white-space: pre-wrap; word-break: break-word; font-size: 0.85rem; background: #f6f7f9; padding: 0.5rem; }
`;

/** Styles of the frame (appended to the server stylesheet); values from ui/src/shell/app-shell.css. */
export const PORTAL_FRAME_CSS = `
body { font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen, Ubuntu, Cantarell, "Open Sans",
  "Helvetica Neue", sans-serif; font-size: 14px; background: #f6f7f9; display: flex; flex-direction: column;
  min-height: 100vh; }
body > main { flex: none; width: calc(100% - 32px); box-sizing: border-box; }
.portal-container { width: 100%; max-width: 960px; margin: 0 auto; padding: 0 16px; box-sizing: border-box; }
.portal-skip-link { position: absolute; top: 8px; left: 8px; z-index: 100; padding: 8px 12px; color: #fff;
  background: #163a69; transform: translateY(-200%); }
.portal-skip-link:focus { color: #fff; transform: none; }
.portal-header { color: #fff; background: #1f4e8c; }
.portal-header-inner { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 16px; padding-top: 14px;
  padding-bottom: 14px; }
.portal-brand, .portal-brand:hover { color: #fff; font-size: 20px; font-weight: 600; text-decoration: none; }
.portal-brand:focus { outline: 2px solid #fff; outline-offset: 2px; }
.portal-brand-tagline { font-size: 14px; }
.portal-footer { margin-top: auto; padding: 16px 0; color: #404854; background: #e5e8eb; }
.portal-footer p { margin: 0.25rem 0; }
main:focus { outline: none; }
.notice:empty { display: none; }
.notice { color: #1c6e42; background: #e8f5ee; border: 1px solid #238551; padding: 0.75rem; border-radius: 4px; }
nav li { margin: 0.5rem 0; }
nav a { display: inline-block; min-height: 24px; padding: 2px 0; }
.link-button { margin-top: 0.75rem; padding: 0; color: #184a90; background: none; text-decoration: underline; }
`;

/** The whole style sheet of a server page (inlined by htmlPage, served as SERVER_STYLESHEET too). */
export const SERVER_PAGE_CSS = SERVER_CSS + PORTAL_FRAME_CSS;
