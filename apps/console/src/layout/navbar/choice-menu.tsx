import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  IconButton,
} from '@adconsole/ui';
import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: string;
  /** The language the label is written in, for assistive tech (language names). */
  lang?: string;
}

/** A navbar icon button opening a labelled menu of exclusive choices (size, language). */
export function ChoiceMenu(props: {
  label: string;
  icon: ReactNode;
  value: string;
  choices: readonly Choice[];
  onChange(value: string): void;
}) {
  const { label, icon, value, choices, onChange } = props;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={label} variant="subtle">
          {icon}
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={value} onValueChange={onChange}>
          {choices.map((choice) => (
            <DropdownMenuRadioItem key={choice.value} value={choice.value} lang={choice.lang}>
              {choice.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
