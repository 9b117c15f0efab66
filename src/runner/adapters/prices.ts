import type { Usage } from './types.js';

/**
 * List prices (USD per million tokens) of the models the adapters know, to estimate the cost of a run
 * while it goes (decisions §12.6, docs/decisions.md "Issue 38 — adapters and steering"): Claude Code
 * states its cost only in its final `result`, Codex never does. Claude's final `total_cost_usd` always
 * replaces the estimate; a model not listed here has no estimate (cost null), never a guess.
 * Sources: the providers' price pages (anthropic.com/pricing, openai.com/api/pricing), late 2025.
 */
interface Price {
  input: number;
  output: number;
  /** Reading cached input. */
  cachedInput: number;
  /** Writing the cache (Anthropic's 5-minute cache: 1.25 × input). */
  cacheWrite: number;
}

const anthropic = (input: number, output: number): Price => ({
  input,
  output,
  cachedInput: input * 0.1,
  cacheWrite: input * 1.25,
});
const openai = (input: number, output: number): Price => ({
  input,
  output,
  cachedInput: input * 0.1,
  cacheWrite: 0,
});

/** First match wins: the more specific patterns first. */
const PRICES: [RegExp, Price][] = [
  [/claude-opus-4-[5-9]|opus-4\.[5-9]/i, anthropic(5, 25)],
  [/claude-opus-4|opus-4/i, anthropic(15, 75)],
  [/claude-sonnet-4|sonnet-4|claude-3-7-sonnet/i, anthropic(3, 15)],
  [/claude-haiku-4|haiku-4/i, anthropic(1, 5)],
  [/claude-3-5-haiku/i, anthropic(0.8, 4)],
  [/^gpt-5(\.\d+)?(-codex)?-mini$/i, openai(0.25, 2)],
  [/^gpt-5(\.\d+)?(-codex)?$/i, openai(1.25, 10)],
];

export function priceOf(model: string | null | undefined): Price | null {
  if (!model) return null;
  return PRICES.find(([pattern]) => pattern.test(model))?.[1] ?? null;
}

/** The cost of `usage` at the model's list price, or null for a model without a known price. */
export function estimateCost(model: string | null | undefined, usage: Usage): number | null {
  const price = priceOf(model);
  if (!price) return null;
  const micros =
    (usage.input_tokens ?? 0) * price.input +
    (usage.output_tokens ?? 0) * price.output +
    (usage.cached_tokens ?? 0) * price.cachedInput +
    (usage.cache_write_tokens ?? 0) * price.cacheWrite;
  return Math.round(micros) / 1_000_000;
}

/** Two usages added field by field (a field null in both stays null). */
export function addUsage(a: Usage | null, b: Usage | null): Usage | null {
  if (!a) return b;
  if (!b) return a;
  const out: Usage = {};
  for (const key of [
    'input_tokens',
    'output_tokens',
    'cached_tokens',
    'cache_write_tokens',
    'cost_usd',
  ] as const) {
    const x = a[key];
    const y = b[key];
    if (x === undefined && y === undefined) continue;
    out[key] = x == null && y == null ? null : (x ?? 0) + (y ?? 0);
  }
  if (typeof out.cost_usd === 'number') out.cost_usd = Math.round(out.cost_usd * 1_000_000) / 1_000_000;
  return out;
}
