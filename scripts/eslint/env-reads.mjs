// ESLint rule: the environment is read in one file per application. A setting read anywhere else is a
// setting no one validates, defaults or lists in the README; this rule points at the file it belongs in.
// Options: [home] — the file that may read it ('apps/server/src/env.ts'), or '' where nothing may (core is pure).

/** `process.env` and `import.meta.env` (Vite's build-time settings), however far into them the code reaches. */
function envRead(node) {
  if (node.computed || node.property.type !== 'Identifier' || node.property.name !== 'env') return null;
  const object = node.object;
  if (object.type === 'Identifier' && object.name === 'process') return 'process.env';
  if (object.type === 'MetaProperty' && object.meta.name === 'import' && object.property.name === 'meta') return 'import.meta.env';
  return null;
}

export const envReads = {
  meta: {
    type: 'problem',
    docs: { description: 'The environment is read only in the application’s env file.' },
    schema: [{ type: 'string' }],
    messages: {
      elsewhere: '{{what}} is read only in {{home}}: add the setting there (validated, with its default) and import it.',
      pure: '{{what}} is not read here: core is pure, settings come from the application that calls it.',
    },
  },
  create(context) {
    const home = context.options[0] ?? '';
    return {
      MemberExpression(node) {
        const what = envRead(node);
        if (what) context.report({ node, messageId: home ? 'elsewhere' : 'pure', data: { what, home } });
      },
    };
  },
};

/** The plugin the lint config registers once: `settings/env-reads`. */
export const settingsPlugin = { rules: { 'env-reads': envReads } };
