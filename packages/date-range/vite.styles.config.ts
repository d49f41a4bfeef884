import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/** Builds `dist/styles.css`, the picker's styles for hosts without Tailwind, after tsup's build. */
export default defineConfig({
  plugins: [tailwindcss()],
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    cssCodeSplit: true,
    rollupOptions: {
      input: { styles: 'src/picker/date-range-picker.css' },
      output: { assetFileNames: '[name][extname]' },
    },
  },
});
