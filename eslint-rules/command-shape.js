// @ts-check
/**
 * One form for a domain command (issue 42, docs/architecture.md "The write signature"): a command takes
 * `(tx: Tx, ctx, input)` — its transaction, one context (domain/context.ts: the caller, the app URL, the
 * clock, the publishers) and one input. So in src/domain:
 * - a transaction is always `tx`, never `db` or `trx`;
 * - the caller and the app URL arrive in `ctx`: no parameter is named `caller` or `appUrl` in a
 *   function that writes (its first parameter is a Tx), and no parameter anywhere is named `appUrl`;
 * - `ctx` is the second parameter, followed by at most one input.
 * A command that opens its own transactions (its first parameter is a Db: docs/architecture.md,
 * "Transactions: who opens one") is held alike: `(db: Db, ctx, input)`, no `caller`, and no more than
 * those three whatever its second parameter is named.
 */

/** @param {import('estree').Node | undefined} param */
function paramName(param) {
  if (!param) return null;
  if (param.type === 'Identifier') return param.name;
  if (param.type === 'AssignmentPattern' && param.left.type === 'Identifier') return param.left.name;
  return null;
}

/** @param {any} param */
function typeName(param) {
  const annotation = param?.typeAnnotation?.typeAnnotation ?? param?.left?.typeAnnotation?.typeAnnotation;
  if (annotation?.type === 'TSTypeReference' && annotation.typeName.type === 'Identifier') {
    return annotation.typeName.name;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const commandShape = {
  meta: {
    type: 'problem',
    docs: { description: 'Domain commands take (tx: Tx, ctx, input).' },
    schema: [],
    messages: {
      txName: 'A transaction parameter is named tx.',
      appUrl: 'The app URL comes from ctx (domain/context.ts), not a parameter.',
      caller:
        'A command that writes takes the caller in ctx: (tx: Tx, ctx: CommandContext, input), or (db: Db, ctx, input).',
      ctxPlace: 'ctx is the second parameter, after the transaction or the executor.',
      tooMany: 'A command takes (tx, ctx, input): gather the rest of the input in one object.',
    },
  },
  create(context) {
    /** @param {any} node */
    function check(node) {
      const params = node.params;
      params.forEach((/** @type {any} */ param, /** @type {number} */ index) => {
        const name = paramName(param);
        if (name === 'appUrl') context.report({ node: param, messageId: 'appUrl' });
        if (name === 'ctx' && index !== 1) context.report({ node: param, messageId: 'ctxPlace' });
        if (typeName(param) === 'Tx' && name !== 'tx') context.report({ node: param, messageId: 'txName' });
      });
      const opensItsOwn = typeName(params[0]) === 'Db';
      const writes = typeName(params[0]) === 'Tx' || opensItsOwn;
      if (writes) {
        for (const param of params) {
          if (paramName(param) === 'caller') context.report({ node: param, messageId: 'caller' });
        }
      }
      if ((paramName(params[1]) === 'ctx' || opensItsOwn) && params.length > 3) {
        context.report({ node: params[3], messageId: 'tooMany' });
      }
    }
    return {
      FunctionDeclaration: check,
      FunctionExpression: check,
      ArrowFunctionExpression: check,
    };
  },
};

export default { rules: { 'command-shape': commandShape } };
