export { cn } from './cn';
export { Button, type ButtonProps, type ButtonVariant } from './button/button';
export { TextField, type TextFieldProps } from './field/text-field';
