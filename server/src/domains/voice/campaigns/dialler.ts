import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';
import { PollingWorker } from '../../../lib/polling-worker';
import { nowIso } from '../../../lib/time';
import { findAssistant, type AssistantRecord } from '../assistants/repository';
import {
  callerNumber,
  dialPrepared,
  doNotCallAmong,
  OUTBOUND_MESSAGES,
  prepareDials,
  type OutboundCallDeps,
  type PreparedDials,
} from '../outbound/service';
import { runSandboxOutboundCall } from '../outbound/sandbox-call';
import { sandboxCallIdOf } from '../voice-platform/sandbox-provider';
import { voiceProviderOfAccount } from '../voice-platform/provider-for-tenant';
import { contactTimeZone, isWithinWindow, nextWindowOpening } from './calling-window';
import {
  activeCampaigns,
  callLogOf,
  claimDueContacts,
  claimExpiredAttempts,
  closeUncalled,
  completeIfFinished,
  markPlaced,
  pauseForReason,
  releaseAttempt,
  runScheduled,
  settleAttempt,
  type ActiveCampaign,
  type ClaimedContact,
  type ExpiredAttempt,
} from './dialler-repository';
import { attemptOutcomeOf, settlementOf } from './outcomes';
import { campaignRetryRules } from './outcomes-repository';

/**
 * The campaigns' dialling engine, in every server process (lib/polling-worker.ts's loop, like the other database
 * queues; docs/decisions.md "Campaign dialling engine"). Each round:
 * 1. takes over attempts whose lease expired (their process died) and asks the platform about their call: one it
 *    holds is waited for or settled from what it says (the sandbox: its call log, and it replays the call's end),
 *    one it never got is queued again: a contact is never dialled twice blindly;
 * 2. for each running campaign (a scheduled one whose start came runs; one past its end closes its never-called
 *    contacts as not_called), claims due contacts within its max_concurrent across all processes
 *    (dialler-repository.ts's claim under the campaign's row lock) and whose calling window is open in their time
 *    zone (else they wait for its next opening), and completes a campaign left with nothing queued or calling;
 * 3. dials each claimed contact through voice/outbound's checks, with the attempt's reference: the caller number,
 *    the owner's plan (none left pauses the campaign with the reason) and the platform read once per campaign and
 *    round (prepareDials), the do-not-call list looked up for the round's claimed numbers right before their dials.
 * The outcome is recorded when the call's end-of-call report arrives (outcomes-repository.ts, in the webhook's
 * transaction). The sandbox's calls are simulated here, taking SANDBOX_CALL_MS.
 */

const CLAIM_BATCH = 100;
const MAX_IN_FLIGHT = 200;
const RECOVER_BATCH = 50;
/** How long a real platform's call may last before its contact is looked at again. */
const REAL_CALL_LEASE_MS = 30 * 60_000;

export interface DiallerDeps extends OutboundCallDeps {
  db: Kysely<DB>;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Names this process's claims (locked_by); random by default. */
  workerId?: string;
}

/** The window closed between the claim and the dial. */
class WindowClosed extends Error {}

/** What a round's dials of one campaign share: null when its assistant is gone. */
type Batch = Promise<{ prepared: PreparedDials; listed: ReadonlySet<string> } | null>;

type Job =
  | { kind: 'dial'; campaign: ActiveCampaign; contact: ClaimedContact; batch: Batch }
  | { kind: 'recover'; attempt: ExpiredAttempt };

export class CampaignDialler {
  private readonly loop: PollingWorker<Job>;
  private readonly workerId: string;
  private readonly calls = new Set<Promise<void>>();
  private readonly assistants = new Map<number, { at: number; record: AssistantRecord | null }>();
  private soon: NodeJS.Timeout | null = null;

  constructor(private readonly deps: DiallerDeps) {
    this.workerId = deps.workerId ?? `dialler-${process.pid}-${randomBytes(4).toString('hex')}`;
    this.loop = new PollingWorker<Job>({
      pollMs: deps.config.campaigns.pollMs,
      maxInFlight: MAX_IN_FLIGHT,
      claim: (room) => this.round(Math.min(room, CLAIM_BATCH)),
      attempt: (job) => this.run(job),
      onRoundError: (error) => deps.log.error({ err: error }, 'campaign dialler round failed'),
    });
  }

  start(): void {
    this.loop.start();
  }

  kick(): void {
    this.loop.kick();
  }

  /**
   * One round run to its end, without the loop (tests, scripts): claims, dials (and recoveries) done; with
   * `calls`, the sandbox calls it started ended too.
   */
  async runOnce(options: { calls?: boolean } = {}): Promise<number> {
    const jobs = await this.round(CLAIM_BATCH);
    await Promise.all(jobs.map((job) => this.run(job)));
    if (options.calls) while (this.calls.size > 0) await Promise.all([...this.calls]);
    return jobs.length;
  }

  /** Stops claiming, then waits for the dials and the sandbox calls in progress. */
  async stop(): Promise<void> {
    if (this.soon) clearTimeout(this.soon);
    this.soon = null;
    await this.loop.stop();
    while (this.calls.size > 0) await Promise.all([...this.calls]);
  }

  /** A round soon (a sandbox call ended: its campaign has room again). */
  private kickSoon(): void {
    if (this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      this.loop.kick();
    }, 5);
    this.soon.unref();
  }

  /** One round's claims: expired attempts first, then due contacts of each running campaign. */
  private async round(limit: number): Promise<Job[]> {
    const { db, config } = this.deps;
    const now = Date.now();
    const jobs: Job[] = [];
    const expired = await claimExpiredAttempts(db, {
      now: nowIso(new Date(now)),
      leaseUntil: nowIso(new Date(now + config.campaigns.leaseMs)),
      lockedBy: this.workerId,
      limit: Math.min(limit, RECOVER_BATCH),
    });
    for (const attempt of expired) jobs.push({ kind: 'recover', attempt });
    for (const campaign of await activeCampaigns(db)) {
      if (jobs.length >= limit) break;
      const at = nowIso(new Date(now));
      if (campaign.ends_at !== null && Date.parse(campaign.ends_at) <= now) {
        await closeUncalled(db, campaign.id);
        if (campaign.status === 'scheduled') await runScheduled(db, campaign.id, at);
        await completeIfFinished(db, campaign, at);
        continue;
      }
      if (campaign.status === 'scheduled') {
        if (campaign.starts_at !== null && Date.parse(campaign.starts_at) > now) continue;
        await runScheduled(db, campaign.id, at);
      }
      const { claimed, calling } = await claimDueContacts(
        db,
        { id: campaign.id, max_concurrent: Math.min(campaign.max_concurrent, limit - jobs.length) },
        {
          now: at,
          leaseUntil: nowIso(new Date(now + config.campaigns.leaseMs)),
          lockedBy: this.workerId,
          windowCheck: (contact) => {
            const zone = contactTimeZone(contact, campaign.time_zone);
            if (isWithinWindow(campaign.calling_window, zone, now)) return { open: true };
            const next = nextWindowOpening(campaign.calling_window, zone, now);
            return { open: false, next: next === null ? null : nowIso(new Date(next)) };
          },
        },
      );
      // max_concurrent was lowered to this worker's room only when it had less: the cap itself is counted in the
      // claim, whatever the room.
      if (claimed.length > 0) {
        const batch = this.prepareBatch(campaign, claimed);
        // Each dial awaits it and handles its refusal; this keeps a refusal from being unhandled meanwhile.
        batch.catch(() => undefined);
        for (const contact of claimed) jobs.push({ kind: 'dial', campaign, contact, batch });
      }
      // Nothing claimed and nothing calling: maybe nothing is left (completeIfFinished checks under its UPDATE).
      if (claimed.length === 0 && calling === 0) await completeIfFinished(db, campaign, at);
    }
    return jobs;
  }

  private async run(job: Job): Promise<void> {
    try {
      if (job.kind === 'dial') await this.dial(job.campaign, job.contact, job.batch);
      else await this.recover(job.attempt);
    } catch (error) {
      // The lease runs out and the attempt is recovered (asked about, never blindly dialled again).
      this.deps.log.error({ err: error, job: job.kind }, 'campaign attempt failed');
    }
  }

  /** The assistant of a campaign, read at most once a second per process. */
  private async assistantOf(id: number): Promise<AssistantRecord | null> {
    const cached = this.assistants.get(id);
    if (cached && Date.now() - cached.at < 1_000) return cached.record;
    const record = (await findAssistant(this.deps.db, { kind: 'all' }, String(id))) ?? null;
    this.assistants.set(id, { at: Date.now(), record });
    return record;
  }

  /** The checks a round's dials of one campaign share, read once: its assistant, number, plan, platform, list. */
  private async prepareBatch(campaign: ActiveCampaign, contacts: readonly ClaimedContact[]): Batch {
    const assistant = await this.assistantOf(campaign.assistant_id);
    if (!assistant) return null;
    const prepared = await prepareDials(this.deps, assistant, campaign.phone_number_id);
    const listed = await doNotCallAmong(
      this.deps,
      assistant,
      contacts.map((c) => c.phone_e164),
    );
    return { prepared, listed };
  }

  private async dial(
    campaign: ActiveCampaign,
    contact: ClaimedContact,
    batch: Batch,
  ): Promise<void> {
    const { db, config } = this.deps;
    const ref = contact.call_ref;
    // The window again, last thing before the platform dials (dialPrepared's beforeDial): a claim made in its last
    // second may get there after it closed.
    const zone = contactTimeZone(contact, campaign.time_zone);
    let closedUntil: number | null | undefined;
    let dialled;
    try {
      const shared = await batch;
      if (!shared) {
        await this.finish(contact.id, ref, 'failed', 'failed');
        return;
      }
      dialled = await dialPrepared(
        this.deps,
        shared.prepared,
        { to: contact.phone_e164, variables: contact.variables ?? {}, reference: ref },
        shared.listed,
        async () => {
          const at = Date.now();
          if (isWithinWindow(campaign.calling_window, zone, at)) return;
          closedUntil = nextWindowOpening(campaign.calling_window, zone, at);
          throw new WindowClosed();
        },
      );
    } catch (error) {
      if (error instanceof WindowClosed) {
        const next = closedUntil ?? null;
        await releaseAttempt(db, contact.id, ref, next === null ? null : nowIso(new Date(next)));
        return;
      }
      await this.refused(campaign, contact, error);
      return;
    }
    const placedAt = Date.now();
    const leaseUntil =
      placedAt + (dialled.simulate ? config.campaigns.sandboxCallMs : REAL_CALL_LEASE_MS);
    await markPlaced(db, contact.id, ref, {
      providerCallId: dialled.call_id,
      placedAt: nowIso(new Date(placedAt)),
      leaseUntil: nowIso(new Date(leaseUntil + config.campaigns.leaseMs)),
    });
    if (dialled.simulate) {
      const simulate = dialled.simulate;
      this.track(
        simulate({ durationMs: config.campaigns.sandboxCallMs }).then(() => this.kickSoon()),
      );
    }
  }

  /** A dial refused before it reached the platform. */
  private async refused(
    campaign: ActiveCampaign,
    contact: ClaimedContact,
    error: unknown,
  ): Promise<void> {
    const { db } = this.deps;
    const message = error instanceof HttpError ? error.message : null;
    if (message === OUTBOUND_MESSAGES.doNotCall) {
      await this.finish(contact.id, contact.call_ref, 'do_not_call', 'do_not_call', true);
      return;
    }
    if (message === OUTBOUND_MESSAGES.noMinutes || message === OUTBOUND_MESSAGES.noSubscription) {
      await pauseForReason(db, campaign.id, message, nowIso());
      await releaseAttempt(db, contact.id, contact.call_ref, null);
      return;
    }
    // No number to call from, its own number, an assistant the platform does not hold, a platform failure (which
    // may have placed the call: never dialled again).
    this.deps.log.warn(
      { err: error, campaign: campaign.id, contact: contact.id },
      'campaign call not placed',
    );
    await this.finish(contact.id, contact.call_ref, 'failed', 'failed');
  }

  /** A final outcome without a call (`notDialled`: the attempt is not counted). */
  private async finish(
    contactId: number,
    ref: string,
    status: 'failed' | 'do_not_call',
    outcome: string,
    notDialled = false,
  ): Promise<void> {
    await settleAttempt(this.deps.db, contactId, ref, {
      status,
      outcome,
      nextAttemptAt: null,
      lastCallId: null,
      uncount: notDialled,
    });
  }

  /** A sandbox call or a recovery's replay in progress: stop() waits for it. */
  private track(work: Promise<unknown>): void {
    const tracked: Promise<void> = work
      .then(() => undefined)
      .catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'sandbox campaign call failed');
      })
      .finally(() => this.calls.delete(tracked));
    this.calls.add(tracked);
  }

  /**
   * An attempt whose lease expired: what does the platform know of its call? Ended: its outcome (settled here if
   * the webhook never did). In progress: waited for. Unknown: the dial never reached it, so it is queued again.
   */
  private async recover(attempt: ExpiredAttempt): Promise<void> {
    const { db, config } = this.deps;
    const campaign = (await activeCampaigns(db)).find((c) => c.id === attempt.campaign_id);
    const assistantId = campaign?.assistant_id ?? (await this.campaignAssistant(attempt));
    const assistant = assistantId === null ? null : await this.assistantOf(assistantId);
    const voice = assistant
      ? await voiceProviderOfAccount(this.deps, assistant.reseller_id, assistant.voice_provider)
      : null;
    if (!assistant || !voice) {
      await settleAttempt(db, attempt.id, attempt.call_ref, {
        status: 'failed',
        outcome: 'failed',
        nextAttemptAt: null,
        lastCallId: null,
        uncount: false,
      });
      return;
    }
    if (voice.name === 'sandbox') {
      const callId = sandboxCallIdOf(attempt.call_ref);
      const log = await callLogOf(db, callId);
      if (!log) {
        // The sandbox never recorded the call's start: it was not placed.
        await releaseAttempt(db, attempt.id, attempt.call_ref, null);
        return;
      }
      await markPlaced(db, attempt.id, attempt.call_ref, {
        providerCallId: callId,
        placedAt: attempt.claimed_at ?? nowIso(),
        leaseUntil: nowIso(new Date(Date.now() + config.campaigns.leaseMs)),
      });
      if (Number(log.ended_at_event) !== 1) {
        // The platform finishes the call: its end-of-call report through the webhook settles the contact.
        const from = await this.callerOf(assistant, campaign?.phone_number_id ?? null);
        await runSandboxOutboundCall(
          this.deps,
          { callId, assistant, from, to: attempt.phone_e164, variables: {} },
          attempt.claimed_at ? Date.parse(attempt.claimed_at) : Date.now(),
          { endOnly: true },
        );
        return;
      }
      await this.settleFromPlatform(attempt, log.ended_reason, String(log.status), log.id);
      return;
    }
    if (!voice.findOutboundCall || !assistant.vapi_assistant_id) return;
    const found = await voice.findOutboundCall({
      reference: attempt.call_ref,
      id: attempt.provider_call_id,
      assistantId: assistant.vapi_assistant_id,
      createdSince: nowIso(
        new Date((attempt.claimed_at ? Date.parse(attempt.claimed_at) : Date.now()) - 5 * 60_000),
      ),
    });
    if (!found) {
      await releaseAttempt(db, attempt.id, attempt.call_ref, null);
      return;
    }
    if (found.status !== 'ended') {
      await markPlaced(db, attempt.id, attempt.call_ref, {
        providerCallId: found.id,
        placedAt: attempt.claimed_at ?? nowIso(),
        leaseUntil: nowIso(new Date(Date.now() + REAL_CALL_LEASE_MS)),
      });
      return;
    }
    const log = await callLogOf(db, found.id);
    await this.settleFromPlatform(
      attempt,
      found.endedReason,
      log ? String(log.status) : found.endedReason === null ? 'completed' : 'unknown',
      log?.id ?? null,
    );
  }

  private async settleFromPlatform(
    attempt: ExpiredAttempt,
    endedReason: string | null,
    callStatus: string,
    callLogId: number | null,
  ): Promise<void> {
    const rules = await campaignRetryRules(this.deps.db, attempt.campaign_id);
    const attempts = Number(attempt.call_ref.split('-').pop() ?? '1');
    const settlement = settlementOf(
      attemptOutcomeOf(endedReason, callStatus === 'completed' ? 'completed' : 'failed'),
      attempts,
      rules,
      Date.now(),
    );
    await settleAttempt(this.deps.db, attempt.id, attempt.call_ref, {
      ...settlement,
      lastCallId: callLogId,
      uncount: false,
    });
  }

  private async campaignAssistant(attempt: ExpiredAttempt): Promise<number | null> {
    const rules = await campaignRetryRules(this.deps.db, attempt.campaign_id);
    return rules.assistant_id;
  }

  private async callerOf(assistant: AssistantRecord, phoneNumberId: number | null) {
    try {
      return (await callerNumber(this.deps, assistant, phoneNumberId)).number;
    } catch {
      return assistant.phone_number ?? '';
    }
  }
}
