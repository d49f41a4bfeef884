import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  IconButton,
} from '@adconsole/ui';
import { useId, type ReactNode } from 'react';

export interface Choice {
  value: string;
  label: string;
  /** The language the label is written in, for assistive tech (language names). */
  lang?: string;
}

/** A set of exclusive choices (size, language, account), offered in a menu of its own or in the More menu. */
export interface ChoiceSet {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange(value: string): void;
}

/**
 * A labelled group of radio items inside a menu. The group is named by its label, so a menu holding several
 * groups (the More menu) says which choice each item belongs to.
 */
export function ChoiceGroup({ label, value, choices, onChange }: ChoiceSet) {
  const labelId = useId();
  return (
    <>
      <DropdownMenuLabel id={labelId}>{label}</DropdownMenuLabel>
      <DropdownMenuRadioGroup aria-labelledby={labelId} value={value} onValueChange={onChange}>
        {choices.map((choice) => (
          <DropdownMenuRadioItem key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.label}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}

/** A navbar icon button opening a labelled menu of exclusive choices (size, language). */
export function ChoiceMenu({ icon, ...choiceSet }: ChoiceSet & { icon: ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={choiceSet.label} variant="subtle">
          {icon}
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <ChoiceGroup {...choiceSet} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
