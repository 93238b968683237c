// ESLint rule (issue 19): a component in a converted folder shows no literal user-facing text. Text must come from
// i18next (`t('key')`) so every language gets it. Checked: text between JSX tags, string literals placed as JSX
// children (`{'Save'}`), and string values of the attributes people read or hear (label, title, placeholder,
// aria-label, helperText, alt). Text without a letter (`·`, `—`, `%`, `3`) is allowed; so is a line marked
// `// eslint-disable-next-line cosmos/no-literal-text` for a deliberate exception (a brand name, a code sample).
const LETTER = /\p{L}/u;
const READ_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'helperText',
  'alt',
  'aria-description',
]);

const hasLetter = (s) => typeof s === 'string' && LETTER.test(s);

function literalText(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join('');
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text in components comes from i18next, not a literal string' },
    messages: {
      text: 'Literal text "{{text}}" in JSX: put it in the feature\'s locales/<lang>/<namespace>.json and use t().',
      attribute: 'Literal {{name}}="{{text}}": put it in the locales files and use t().',
    },
    schema: [],
  },
  create(context) {
    const short = (s) => s.trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      JSXText(node) {
        if (hasLetter(node.value)) context.report({ node, messageId: 'text', data: { text: short(node.value) } });
      },
      JSXExpressionContainer(node) {
        const parent = node.parent;
        if (parent?.type !== 'JSXElement' && parent?.type !== 'JSXFragment') return;
        const text = literalText(node.expression);
        if (hasLetter(text)) context.report({ node, messageId: 'text', data: { text: short(text) } });
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!name || !READ_ATTRIBUTES.has(name)) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalText(value);
        if (hasLetter(text)) context.report({ node, messageId: 'attribute', data: { name, text: short(text) } });
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText } };
