import type { ComponentType } from 'react';

/**
 * The component a stories file documents when its stories render it through a wrapper with other args (one
 * that holds the state a page would): the docs page then describes the component and lists its own props,
 * while the stories keep the wrapper's args (stories only).
 */
export function documents<Args>(component: ComponentType<never>): ComponentType<Args> {
  return component as ComponentType<Args>;
}
