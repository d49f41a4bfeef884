import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach } from 'vitest';
import * as preview from './.storybook/preview';
import './vitest.waits';

// Component tests render stories with the same decorators (i18n, size) as Storybook.
setProjectAnnotations(preview);

afterEach(() => cleanup());
