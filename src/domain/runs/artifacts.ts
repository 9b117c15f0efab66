import type { Executor } from '../../db/connection.js';
import type { Artifact, Run } from '../../db/schema.js';
import type { ArtifactView } from '../../schemas/artifacts.js';
import {
  findArtifactByIdentity,
  insertArtifact,
  listIssueArtifacts,
  updateArtifact,
} from '../../repositories/artifacts.js';
import type { ClaimCheckItem } from '../../schemas/artifacts.js';
import type { ArtifactState, ArtifactType } from '../../schemas/enums.js';
import { ValidationError } from '../../errors.js';
import { emitEvent } from '../events.js';

/**
 * Deliveries (contract: Artifact). A runner reports them when a run ends; the same delivery reported
 * again (by the same or a later run on the issue) updates the one record, so `state` is as fresh as the
 * last report. A new delivery, or one whose visible fields changed, fires `delivery.recorded`.
 */
export interface DeliveryReport {
  type: ArtifactType;
  state?: ArtifactState | null;
  url?: string | null;
  reference?: string | null;
  title?: string | null;
}

/** The deliveries a claim check speaks about: those that carry a change of files. */
const CHECKED_TYPES: ReadonlySet<ArtifactType> = new Set(['pull_request', 'branch', 'commit']);

export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function parseClaimCheck(text: string | null): ClaimCheckItem[] | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as ClaimCheckItem[]) : null;
  } catch {
    return null;
  }
}

export function presentArtifact(artifact: Artifact): ArtifactView {
  const url = artifact.url !== null && isHttpsUrl(artifact.url) ? artifact.url : null;
  const claimCheck = artifact.claim_checked_at === null ? null : parseClaimCheck(artifact.claim_check);
  return {
    id: artifact.id,
    type: artifact.type,
    state: artifact.state,
    url,
    reference: artifact.reference,
    title: artifact.title || artifact.reference || artifact.type,
    created_at: artifact.created_at,
    // Both null, or both set: the pair has exactly the contract's three meanings.
    claim_checked_at: claimCheck === null ? null : artifact.claim_checked_at,
    claim_check: claimCheck,
  };
}

/** Rules the schema cannot say: https only, and enough to tell one delivery from another. */
export function validateDeliveries(deliveries: readonly DeliveryReport[], field = 'deliveries'): void {
  deliveries.forEach((delivery, index) => {
    const at = `${field}.${index}`;
    if (delivery.url != null && !isHttpsUrl(delivery.url)) {
      throw ValidationError.field(`${at}.url`, `The ${at}.url field must be an https URL.`);
    }
    if ((delivery.type === 'branch' || delivery.type === 'commit') && !delivery.reference) {
      throw ValidationError.field(
        `${at}.reference`,
        `The ${at}.reference field is required for a ${delivery.type} (the branch name or revision).`,
      );
    }
    if (delivery.type === 'url' && !delivery.url) {
      throw ValidationError.field(`${at}.url`, `The ${at}.url field is required for a url delivery.`);
    }
    if (!delivery.url && !delivery.reference) {
      throw ValidationError.field(`${at}.url`, `The ${at}.url or ${at}.reference field is required.`);
    }
  });
}

function identityOf(run: Pick<Run, 'id' | 'issue_id'>, delivery: DeliveryReport): string {
  const scope = run.issue_id !== null ? `issue:${run.issue_id}` : `run:${run.id}`;
  return `${scope}|${delivery.type}|${delivery.url ?? delivery.reference ?? ''}`;
}

/** What a subscriber sees; a change in it is a changed delivery. */
function visible(view: ArtifactView): string {
  const { claim_checked_at: _checkedAt, ...rest } = view;
  return JSON.stringify(rest);
}

export interface RecordDeliveriesInput {
  run: Pick<Run, 'id' | 'issue_id' | 'workspace_id'>;
  workspace: { id: number; slug: string };
  issueIdentifier: string | null;
  deliveries: readonly DeliveryReport[];
  /** Null when the run's claims could not be checked: existing checks are then kept. */
  claimCheck: ClaimCheckItem[] | null;
  now: string;
}

/** Records a run's deliveries in the caller's transaction; returns them as stored. */
export async function recordDeliveries(db: Executor, input: RecordDeliveriesInput): Promise<Artifact[]> {
  const { run, now } = input;
  const recorded: Artifact[] = [];
  for (const delivery of input.deliveries) {
    const identity = identityOf(run, delivery);
    const check =
      input.claimCheck !== null && CHECKED_TYPES.has(delivery.type)
        ? { claim_checked_at: now, claim_check: JSON.stringify(input.claimCheck) }
        : null;
    let existing = await findArtifactByIdentity(db, run.workspace_id, identity);
    let artifact: Artifact | undefined;
    if (!existing) {
      artifact = await insertArtifact(db, {
        workspace_id: run.workspace_id,
        issue_id: run.issue_id,
        run_id: run.id,
        last_run_id: run.id,
        identity,
        type: delivery.type,
        state: delivery.state ?? null,
        url: delivery.url ?? null,
        reference: delivery.reference ?? null,
        title: delivery.title ?? null,
        claim_checked_at: check?.claim_checked_at ?? null,
        claim_check: check?.claim_check ?? null,
        created_at: now,
        updated_at: now,
      });
      // Another run recorded the same delivery a moment ago: update that one instead.
      if (!artifact) existing = await findArtifactByIdentity(db, run.workspace_id, identity);
    }
    let changed = true;
    if (existing) {
      artifact = await updateArtifact(db, existing.id, {
        last_run_id: run.id,
        state: delivery.state === undefined ? existing.state : delivery.state,
        url: delivery.url ?? existing.url,
        reference: delivery.reference ?? existing.reference,
        title: delivery.title ?? existing.title,
        ...(check ?? {}),
        updated_at: now,
      });
      changed = visible(presentArtifact(artifact)) !== visible(presentArtifact(existing));
    }
    if (!artifact) throw new Error(`delivery ${identity} could be neither inserted nor found`);
    if (changed) {
      await emitEvent(db, input.workspace, 'delivery.recorded', {
        ...presentArtifact(artifact),
        run: run.id,
        issue: input.issueIdentifier,
      });
    }
    recorded.push(artifact);
  }
  return recorded;
}

export async function listArtifactsOfIssue(db: Executor, issueId: number, limit: number, offset: number) {
  const { rows, total } = await listIssueArtifacts(db, issueId, limit, offset);
  return { items: rows.map(presentArtifact), total };
}
