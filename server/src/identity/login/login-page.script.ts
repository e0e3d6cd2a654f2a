/** Path of the login page's only script (same origin: `script-src 'self'`, no inline code). */
export const LOGIN_PAGE_SCRIPT_PATH = '/server-assets/login-page.js';

/**
 * Progressive enhancement of the sign-in page: shows the 'Afficher le mot de passe' checkbox and makes it
 * switch the password field between hidden and readable text (the field keeps its value and its focus).
 */
export const LOGIN_PAGE_SCRIPT = `'use strict';
(function () {
  var reveal = document.getElementById('password-reveal');
  var password = document.getElementById('password');
  if (!reveal || !password || !reveal.parentElement) return;
  reveal.parentElement.hidden = false;
  reveal.addEventListener('change', function () {
    password.type = reveal.checked ? 'text' : 'password';
  });
})();
`;
