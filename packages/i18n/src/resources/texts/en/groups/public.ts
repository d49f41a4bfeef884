/** What a page shows before anyone has logged in: the login page, its title and the errors of its calls (docs/architecture.md#texts-by-language-and-group). */
export { app } from '../app';
export { errors } from '../errors';
export { login } from '../login';
export { ui } from '../ui';
export { route } from '../route';
