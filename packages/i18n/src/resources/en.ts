/** English resources: the default language and the shape the other languages must match. */
export const en = {
  app: {
    name: 'adconsole',
    loading: 'Loading…',
  },
  route: {
    login: 'Log in',
    home: 'Home',
    notFound: 'Page not found',
  },
  login: {
    title: 'Log in to adconsole',
    userName: 'User name',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in…',
    userNameRequired: 'Please enter your user name',
    passwordRequired: 'Please enter your password',
  },
  home: {
    welcome: 'Welcome, {{userName}}',
    logout: 'Log out',
  },
  errors: {
    '200': 'Success',
    '400': 'The request is not valid',
    '401': 'Login has expired. Please log in again',
    '403': 'You do not have access to this',
    '404': 'Not found',
    '500': 'Something went wrong on the server. Please try again later',
    '910001': 'The old password is incorrect',
    '910002': 'Please enter the correct account and password',
    '910003': 'This account is frozen and cannot log in',
    '910004': 'Password errors exceeded three times. Please contact staff to lift the limit',
    '910005': 'The verification code has expired',
    '910006': 'The verification code is wrong',
    '920001': 'Unit picture upload error',
    '921001': 'The campaign has bound units',
    '921002': 'This unit has bound keywords or creatives',
    '1400': 'Data duplication',
    network: 'Network error: {{message}}',
    unknown: 'Error',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every language has exactly the keys of English (checked by the compiler and by a test). */
export type Resources = Shape<typeof en>;
