// Lint: typescript-eslint's recommended rules plus the import direction of ARCHITECTURE.md:
// core is pure (no React, no Node, no app code); web never imports the server; the server never imports
// the web; a module never reaches into another module's files (it goes through core or a shared layer).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const siblingModule = {
  regex: '^\\.\\./[^.]',
  message: 'A module must not reach into another module: move the shared part to core or a shared layer.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/migrations/**', '**/test-results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Plain Node scripts (start, test, CI helpers).
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-*', '@mantine/*', 'node:*', 'fs', 'path', 'crypto'], message: 'core is pure: no React and no Node APIs.' },
          { group: ['@kencana/server', '@kencana/web', '**/apps/**'], message: 'core must not import the apps.' },
        ],
      }],
    },
  },
  {
    files: ['packages/core/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@kencana/server', '@kencana/server/*', '**/apps/server/**', 'node:*'], message: 'The web never imports the server.' }],
      }],
    },
  },
  {
    files: ['apps/web/src/modules/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@kencana/server', '@kencana/server/*', '**/apps/server/**', 'node:*'], message: 'The web never imports the server.' },
          siblingModule,
        ],
      }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@kencana/web', '**/apps/web/**', 'react', 'react-dom'], message: 'The server never imports the web.' }],
      }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@kencana/web', '**/apps/web/**', 'react', 'react-dom'], message: 'The server never imports the web.' },
          siblingModule,
        ],
      }],
    },
  },
  {
    // A module's subfolders (modules/reports/queries) may use their own module's files one level up, but
    // still not another module's (two levels up, then a name).
    files: ['apps/server/src/modules/*/*/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@kencana/web', '**/apps/web/**', 'react', 'react-dom'], message: 'The server never imports the web.' },
          { regex: '^\\.\\./\\.\\./[^.]', message: siblingModule.message },
        ],
      }],
    },
  },
);
