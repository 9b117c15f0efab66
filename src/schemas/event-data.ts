/**
 * Keys that must never leave the service in an event's object (contract: Events rule 6), whichever way
 * it leaves: a webhook delivery, a chat post or the live stream. The emitters shape `data` like the API
 * does, which already omits them; this is the safety net for a shape that slips.
 */
const SECRET_KEYS = new Set([
  'instructions',
  'custom_env',
  'custom_args',
  'mcp_config',
  'secrets',
  'ciphertext',
  'env',
  'environment',
  'lease_token',
  'lease_token_digest',
  'report_lease_digest',
  'session_id',
]);

/** `value` without any of the secret keys, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (!SECRET_KEYS.has(key)) out[key] = withoutSecrets(inner);
    }
    return out;
  }
  return value;
}
