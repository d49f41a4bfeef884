/** The login page. */
export const login = {
  title: 'Log in to adconsole',
  userName: 'User name',
  password: 'Password',
  validationCode: 'Verification code',
  captchaPicture: 'Verification code picture',
  refreshCaptcha: 'Refresh the verification code',
  submit: 'Log in',
  submitting: 'Logging in…',
  userNameRequired: 'Please enter your user name',
  passwordRequired: 'Please enter your password',
  validationCodeRequired: 'Please enter the verification code',
};
