// Lint: typescript-eslint's recommended rules plus the import direction of ARCHITECTURE.md:
// core is pure (no React, no Node, nothing outside packages/core); web never imports the server; the server
// never imports the web; a module never reaches into another module's files (it goes through core or a
// shared layer); the web's components/ and lib/ and the server's shared layers never import a module.
// The direction is checked on where an import lands (kencana/boundaries below), so a relative path from any
// depth or a workspace alias cannot slip past it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { settingsPlugin } from './scripts/eslint/env-reads.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** Where a workspace package's imports land: '@kencana/core/contracts/x' is packages/core/src/contracts/x. */
const PACKAGE_DIRS = { '@kencana/core': 'packages/core/src', '@kencana/web': 'apps/web', '@kencana/server': 'apps/server' };

/** The file an import names, relative to the repository root ('apps/web/src/lib/api.ts'); null for a package. */
function importTarget(spec, filename) {
  if (spec.startsWith('.'))
    return path
      .relative(ROOT, path.resolve(path.dirname(filename), spec))
      .split(path.sep)
      .join('/');
  for (const [name, dir] of Object.entries(PACKAGE_DIRS)) {
    if (spec === name || spec.startsWith(`${name}/`)) return `${dir}${spec.slice(name.length)}`;
  }
  return null;
}

// A folder pattern of `from` or `faces.of` as the regex of the prefix it matches: a '*' segment is one folder.
const globPrefix = (glob) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}`);

/** Whether an import target lands on a face: in none of the `of` folders, or on one of that folder's `files`. */
function throughFace(faces, target) {
  // A bare folder ('modules/x', no file) is no face.
  const folder = globPrefix(faces.of).exec(target.endsWith('/') ? target : `${target}/`)?.[0];
  if (!folder) return true;
  const rest = target.slice(folder.length);
  return faces.files.some((name) => new RegExp(`${globPrefix(name).source}$`).test(rest));
}

/**
 * The import direction of ARCHITECTURE.md by where an import lands, whatever way it is written (a relative
 * path from any depth, or a workspace alias). Each boundary: files under `from` (a '*' segment is one
 * folder: a module) must not import anything under `forbid`, or anything outside `only`; with `faces`, an
 * import landing in one of the folders `faces.of` must land on one of its `faces.files` (its public face);
 * a file may always import from its own `from` folder (a module its own files).
 */
const boundaries = {
  meta: { type: 'problem', schema: [{ type: 'array' }], messages: { crossed: '{{message}} ({{target}})' } },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const rules = [];
    for (const boundary of context.options[0] ?? []) {
      const own = globPrefix(boundary.from).exec(file)?.[0];
      if (own) rules.push({ ...boundary, own });
    }
    if (rules.length === 0) return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = importTarget(node.value, context.filename);
      if (target === null) return;
      for (const rule of rules) {
        if (target.startsWith(rule.own)) continue;
        const crossed = rule.only
          ? !rule.only.some((dir) => target.startsWith(dir))
          : (rule.forbid ?? []).some((dir) => target.startsWith(dir)) || (rule.faces !== undefined && !throughFace(rule.faces, target));
        if (crossed) context.report({ node, messageId: 'crossed', data: { message: rule.message, target } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/**
 * Meaning is data (ARCHITECTURE.md, "Paths every flow shares"): a warehouse is named through core's map
 * (packages/core/src/domain/warehouse-roles.ts: WAREHOUSE, WAREHOUSE_ROLES, SHIPMENT_KIND, ITEM_TYPE), a place
 * code is built by placeCode()/bakiPlace(), and SQL compares a place kind through kindIn(). This rule refuses,
 * in a string or a template (SQL included): a code of the map spelled by hand ('KC', 'SP-LN'…), a SQL-quoted
 * one (`kode_gudang = 'SS'`, `LIKE 'SP%'`), a place code spelled by hand (`BAKI:${…}`, `'BAKI:' || …`), and a
 * place kind compared by literal in SQL (`place_kind = 'BAKI'`). Not refused: TypeScript types (the compiler
 * checks them), a document type's number `prefix`, and a place kind handed to a place constructor or a kind
 * filter (`stockPlace('RUSAK', …)`, `kindIn(col, ['RUSAK'])`): other vocabularies spelled with the same
 * letters. Options: `codes` (core ROLE_LITERALS) and `placeKinds` (core PLACE_KIND_CODES); the rule's test
 * (apps/server/src/testing/role-literals.test.ts) checks both lists against core.
 */
/**
 * One way to name a file: kebab-case words, then its kinds (`scan-field.tsx`, `money.property.test.ts`), so a
 * path read in an import, a stack trace or a review says where the thing lives without guessing its case.
 */
const FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const fileNames = {
  meta: { type: 'suggestion', schema: [], messages: { name: "File names are kebab-case ('{{name}}' → '{{suggested}}')." } },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (FILE_NAME.test(name)) return;
        const suggested = name
          .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
          .replace(/_/g, '-')
          .toLowerCase();
        context.report({ node, messageId: 'name', data: { name, suggested } });
      },
    };
  },
};

const roleLiterals = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { codes: { type: 'array' }, placeKinds: { type: 'array' } }, additionalProperties: false }],
    messages: {
      code: "Warehouse code '{{code}}' spelled by hand: name it through core's map (WAREHOUSE, WAREHOUSE_ROLES, hasWarehouseRole, SHIPMENT_KIND, ITEM_TYPE; gudangIn/assertTrayRole on the server).",
      sqlCode: "Warehouse code '{{code}}' in SQL: filter by role with gudangIn(column, role) or bind the map's value.",
      placeCode: "Place code '{{code}}:…' built by hand: use placeCode(bakiPlace(…)) or the place helpers (trayPlaceSql in SQL).",
      kindCompare: 'Place kind compared by literal in SQL: use kindIn(column, [kinds]).',
    },
  },
  create(context) {
    const { codes = [], placeKinds = [] } = context.options[0] ?? {};
    const escape = (text) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
    const codeSet = new Set(codes);
    const codeAlternatives = [...codes]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|');
    const kindAlternatives = placeKinds.map(escape).join('|');
    const sqlCode = codes.length ? new RegExp(`'(${codeAlternatives})(?:'|%)`) : null;
    const startsWithPlace = placeKinds.length ? new RegExp(`^(${kindAlternatives}):`) : null;
    const quotedPlace = placeKinds.length ? new RegExp(`'(${kindAlternatives}):`) : null;
    const kindCompare = /\b\w*kind\s*(?:=|<>|!=)\s*'|\b\w*kind\s+(?:NOT\s+)?IN\s*\(\s*'/i;

    /** Another vocabulary spelled with the same letters, or a type the compiler checks. */
    const exempt = (node) => {
      const parent = node.parent;
      if (!parent) return false;
      if (parent.type === 'TSLiteralType') return true;
      if (parent.type === 'Property' && parent.value === node && !parent.computed && (parent.key.name ?? parent.key.value) === 'prefix')
        return true;
      // A place kind handed to a place constructor or a kind filter: stockPlace('RUSAK', …), kindIn(col, ['RUSAK']).
      const call = parent.type === 'ArrayExpression' ? parent.parent : parent;
      if (call?.type === 'CallExpression') {
        const callee = call.callee.type === 'MemberExpression' ? call.callee.property : call.callee;
        if (callee.type === 'Identifier' && /^kind|Place$/.test(callee.name)) return true;
      }
      return false;
    };

    /** Checks one piece of text; `start`: the piece opens its string (a prefix there is a whole place code). */
    const check = (node, text, start) => {
      const quoted = sqlCode?.exec(text);
      if (quoted) return context.report({ node, messageId: 'sqlCode', data: { code: quoted[1] } });
      const place = (start ? startsWithPlace?.exec(text) : null) ?? quotedPlace?.exec(text);
      if (place) return context.report({ node, messageId: 'placeCode', data: { code: place[1] } });
      if (kindCompare.test(text)) return context.report({ node, messageId: 'kindCompare' });
    };

    return {
      Literal(node) {
        if (typeof node.value !== 'string' || exempt(node)) return;
        const parent = node.parent;
        if (
          parent &&
          (parent.type === 'ImportDeclaration' ||
            parent.type === 'ExportNamedDeclaration' ||
            parent.type === 'ExportAllDeclaration' ||
            parent.type === 'ImportExpression')
        )
          return;
        if (codeSet.has(node.value)) return context.report({ node, messageId: 'code', data: { code: node.value } });
        check(node, node.value, true);
      },
      TemplateLiteral(node) {
        if (node.quasis.length === 1 && codeSet.has(node.quasis[0].value.cooked ?? '')) {
          return context.report({ node, messageId: 'code', data: { code: node.quasis[0].value.cooked } });
        }
        node.quasis.forEach((quasi, index) => check(quasi, quasi.value.cooked ?? quasi.value.raw, index === 0));
      },
    };
  },
};

/** The spellings core's warehouse map owns (ROLE_LITERALS) and the place kinds (PLACE_KIND_CODES). */
const ROLE_LITERAL_OPTIONS = {
  codes: ['KC', 'SS', 'KS', 'RUSAK', 'SP', 'SP-LN', 'SP-BOS', 'SP-PBRK', 'BHN', 'KB'],
  placeKinds: [
    'BAKI',
    'TRANSIT',
    'CUCIAN',
    'SEPUH',
    'TUKANG',
    'BELI',
    'KIRIMAN',
    'RUSAK',
    'EXTERNAL',
    'CUSTOMER',
    'SOLD',
    'DESTROYED',
    'LOSS',
    'KADAR',
    'SERVIS',
    'GADAI',
  ],
};

const SIBLING = 'A module must not reach into another module: move the shared part to core or a shared layer.';
// The server's layers. Shared layers sit under the modules and never import one (points: the members' points
// ledger, written by the counter's flows like ledger/ is by every flow). Composition layers sit above them
// and use a module only through its face, as a module uses another: the app (which also registers each
// module's routes file), the demo chain (seeded through the modules' services), the command line, the test
// harness (factories build through the real flows) and the benchmarks.
const SHARED_SERVER_LAYERS = [
  'http',
  'auth',
  'db',
  'ledger',
  'documents',
  'files',
  'numbering',
  'pricing',
  'points',
  'realtime',
  'stock',
  'clock.ts',
  'env.ts',
];
const COMPOSITION_SERVER_LAYERS = [
  'apps/server/src/demo/',
  'apps/server/src/cli/',
  'apps/server/src/testing/',
  'apps/server/src/bootstrap.ts',
  'apps/server/src/server.ts',
  'apps/server/bench/',
];
const SERVER_MODULES = 'apps/server/src/modules/*/';
const FACE = 'A module is used through its face: import what its index.ts exports (add it there), never another of its files.';

/** Every boundary, checked by kencana/boundaries on every file (a file meets those whose `from` holds it). */
const BOUNDARIES = [
  { from: 'packages/core/', only: ['packages/core/'], message: 'core is pure: it imports nothing outside packages/core.' },
  { from: 'apps/web/', forbid: ['apps/server/'], message: 'The web never imports the server.' },
  { from: 'apps/server/', forbid: ['apps/web/'], message: 'The server never imports the web.' },
  {
    from: 'apps/web/src/components/',
    forbid: ['apps/web/src/modules/', 'apps/web/src/app/'],
    message: 'components/ is shared: it never imports a screen module or the app shell.',
  },
  {
    from: 'apps/web/src/lib/',
    forbid: ['apps/web/src/modules/', 'apps/web/src/app/'],
    message: 'lib/ is shared: it never imports a screen module or the app shell.',
  },
  { from: 'apps/web/src/modules/*/', forbid: ['apps/web/src/modules/'], message: SIBLING },
  { from: SERVER_MODULES, faces: { of: SERVER_MODULES, files: ['index.ts'] }, message: FACE },
  ...COMPOSITION_SERVER_LAYERS.map((from) => ({ from, faces: { of: SERVER_MODULES, files: ['index.ts'] }, message: FACE })),
  { from: 'apps/server/src/app.ts', faces: { of: SERVER_MODULES, files: ['index.ts', '*.routes.ts'] }, message: FACE },
  ...SHARED_SERVER_LAYERS.map((layer) => ({
    from: `apps/server/src/${layer}${layer.endsWith('.ts') ? '' : '/'}`,
    forbid: ['apps/server/src/modules/'],
    message: 'A shared server layer never imports a module: the module imports the layer.',
  })),
];

/** Tests of shared web parts render inside the app's providers (app/providers, app/test-helpers). */
const WEB_SHARED_TEST_BOUNDARIES = BOUNDARIES.map((b) =>
  b.from === 'apps/web/src/components/' || b.from === 'apps/web/src/lib/' ? { ...b, forbid: ['apps/web/src/modules/'] } : b,
);

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
    files: ['**/*.{ts,tsx}'],
    plugins: { kencana: { rules: { boundaries, 'role-literals': roleLiterals, 'file-names': fileNames } } },
    rules: {
      'kencana/boundaries': ['error', BOUNDARIES],
      'kencana/role-literals': ['error', ROLE_LITERAL_OPTIONS],
      'kencana/file-names': 'error',
    },
  },
  {
    // The map itself spells the codes, and so does the registry of document-number prefixes (a prefix such as
    // 'KS' is a number's letters, not a warehouse); tests and browser flows type what a person types.
    files: ['packages/core/src/domain/warehouse-roles.ts', 'packages/core/src/domain/doc-prefixes.ts', '**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { 'kencana/role-literals': 'off' },
  },
  {
    files: ['apps/web/src/{components,lib}/**/*.test.{ts,tsx}'],
    rules: { 'kencana/boundaries': ['error', WEB_SHARED_TEST_BOUNDARIES] },
  },
  {
    // No import cycle, in any package: a cycle makes load order decide what a module sees (an undefined
    // import at start-up) and ties two files so neither can change alone.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Hooks called in the same order every render, and effects that name what they read: an effect that must
    // run only on a new answer says so beside a disable comment.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Plain Node scripts (start, test, CI helpers).
    files: ['scripts/**/*.mjs', 'apps/web/scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  // The environment is read in one file per application (server env.ts, web lib/env.ts); tests and the
  // test harness set up environments of their own.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/env.ts', 'apps/server/src/testing/**', '**/*.test.ts'],
    plugins: { settings: settingsPlugin },
    rules: { 'settings/env-reads': ['error', 'apps/server/src/env.ts'] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/env.ts', '**/*.test.{ts,tsx}'],
    plugins: { settings: settingsPlugin },
    rules: { 'settings/env-reads': ['error', 'apps/web/src/lib/env.ts'] },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { settings: settingsPlugin },
    rules: { 'settings/env-reads': ['error', ''] },
  },
  // Packages each part must not use; where an import lands inside the repository is kencana/boundaries' job.
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@mantine/*', 'node:*', 'fs', 'path', 'crypto'],
              message: 'core is pure: no React and no Node APIs.',
            },
            {
              group: ['@kencana/server', '@kencana/server/*', '@kencana/web', '@kencana/web/*'],
              message: 'core must not import the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/core/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@kencana/server', '@kencana/server/*', 'node:*'], message: 'The web never imports the server.' }],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@kencana/web', '@kencana/web/*', 'react', 'react-dom'], message: 'The server never imports the web.' }],
        },
      ],
    },
  },
);
