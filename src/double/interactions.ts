/** Interactions the double sends (INTERACTION_CREATE) and the handle that records what the bot answered. */
import { interactionToken, snowflake } from './ids.ts';
import { LIMITS } from './limits.ts';
import { rawChannel, rawMember, rawMessage, rawRole, rawUser } from './raw.ts';
import { type ChannelRecord, type DoubleState, type StoredCommand, snapshot, type UserRecord } from './state.ts';
import type { CommandOption, DoubleMessage, Interaction, InteractionKind, InteractionResponse } from './types.ts';

export const InteractionType = { Command: 2, Component: 3, Autocomplete: 4, ModalSubmit: 5 } as const;

interface Waiter<T> {
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

export class InteractionRecord implements Interaction {
  readonly id = snowflake();
  readonly token = interactionToken();
  readonly dispatchedAt = Date.now();
  readonly responses: InteractionResponse[] = [];
  readonly followupIds: string[] = [];
  /** The first accepted callback. */
  ack: InteractionResponse | undefined;
  /** The message @original refers to (reply, deferred reply, or the component's message for updates). */
  originalMessageId: string | undefined;
  commandName: string | undefined;
  componentMessageId: string | undefined;
  /** Set once the modal this interaction showed has been submitted (a modal is submitted at most once). */
  modalSubmitted = false;
  payload: Record<string, unknown> = {};
  private readonly waiters: Waiter<InteractionResponse>[] = [];
  private choiceWaiter: Waiter<{ name: string; value: string | number }[]> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly state: DoubleState,
    readonly kind: InteractionKind,
    readonly user: UserRecord,
    readonly channel: ChannelRecord,
    readonly ackTimeoutMs: number,
  ) {}

  get userId(): string {
    return this.user.id;
  }
  get channelId(): string {
    return this.channel.id;
  }
  get type(): number {
    switch (this.kind) {
      case 'command':
        return InteractionType.Command;
      case 'autocomplete':
        return InteractionType.Autocomplete;
      case 'modal':
        return InteractionType.ModalSubmit;
      default:
        return InteractionType.Component;
    }
  }
  get locale(): string {
    return String(this.payload.locale);
  }
  get guildLocale(): string | undefined {
    return this.guildId ? String(this.payload.guild_locale) : undefined;
  }
  /** Guild id, or undefined for an interaction in a DM. */
  get guildId(): string | undefined {
    return this.channel.guildId;
  }

  authorizingIntegrationOwners(): Record<string, string> {
    return { '0': this.guildId ?? '0' };
  }

  whenAcknowledged(): Promise<InteractionResponse> {
    if (this.ack) return Promise.resolve(this.ack);
    if (this.expired()) return Promise.reject(this.notAcknowledgedError());
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  original(): DoubleMessage | undefined {
    const m = this.originalMessageId ? this.state.messages.get(this.originalMessageId) : undefined;
    return m ? snapshot(m) : undefined;
  }

  followups(): DoubleMessage[] {
    return this.followupIds
      .map((id) => this.state.messages.get(id))
      .filter((m): m is DoubleMessage => m !== undefined)
      .map(snapshot);
  }

  expired(now = Date.now()): boolean {
    return now - this.dispatchedAt > this.ackTimeoutMs;
  }

  /** Starts the acknowledgement clock; when it runs out unanswered, waiters are rejected. */
  startClock(): void {
    this.timer = setTimeout(() => this.onDeadline(), this.ackTimeoutMs + 1);
    this.timer.unref();
  }

  awaitChoices(): Promise<{ name: string; value: string | number }[]> {
    return new Promise((resolve, reject) => {
      this.choiceWaiter = { resolve, reject };
    });
  }

  /** Records an accepted request; the first callback acknowledges the interaction. */
  record(response: InteractionResponse, choices?: { name: string; value: string | number }[]): void {
    this.responses.push(response);
    if (response.kind === 'callback' && !this.ack) {
      this.ack = response;
      if (this.timer) clearTimeout(this.timer);
      for (const w of this.waiters.splice(0)) w.resolve(response);
      if (choices) this.choiceWaiter?.resolve(choices);
      this.choiceWaiter = undefined;
    }
    this.state.events.emit('interactionResponse', this, response);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
  }

  private onDeadline(): void {
    if (this.ack) return;
    const err = this.notAcknowledgedError();
    for (const w of this.waiters.splice(0)) w.reject(err);
    this.choiceWaiter?.reject(err);
    this.choiceWaiter = undefined;
  }

  private notAcknowledgedError(): Error {
    return new Error(
      `interaction ${this.id} (${this.kind}${this.commandName ? ` /${this.commandName}` : ''}) was not acknowledged within ${this.ackTimeoutMs} ms`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Building interactions

export interface InteractionContext {
  state: DoubleState;
  ackTimeoutMs: number;
}

const TEXT_CHANNEL_TYPES = new Set([0, 1, 11, 12]);

function requireUser(state: DoubleState, userId: string): UserRecord {
  const user = state.users.get(userId);
  if (!user) throw new Error(`unknown user ${userId}: add it with addUser first`);
  return user;
}

function requireChannel(state: DoubleState, channelId: string, user: UserRecord): ChannelRecord {
  const channel = state.channels.get(channelId);
  if (!channel) throw new Error(`unknown channel ${channelId}`);
  if (!TEXT_CHANNEL_TYPES.has(channel.type))
    throw new Error(`channel ${channelId} (type ${channel.type}) is not a text channel`);
  if (channel.type === 1 && channel.recipientId !== user.id)
    throw new Error(`user ${user.id} is not the recipient of DM channel ${channelId}`);
  return channel;
}

/** The command as registered for the channel's guild (the main guild's in DMs, as before), else globally. */
function findCommand(
  state: DoubleState,
  name: string,
  guildId: string | undefined,
): { cmd: StoredCommand; guildId?: string } | undefined {
  const guildCmd = guildId ? state.guildCommands.get(guildId)?.find((c) => c.name === name && c.type === 1) : undefined;
  if (guildCmd && guildId) return { cmd: guildCmd, guildId };
  const globalCmd = state.globalCommands.find((c) => c.name === name && c.type === 1);
  return globalCmd ? { cmd: globalCmd } : undefined;
}

/** `resolved` for user, channel, role and mentionable options, as Discord adds it. */
function resolveOptions(
  state: DoubleState,
  user: UserRecord,
  options: CommandOption[],
  inGuild: boolean,
): Record<string, Record<string, unknown>> | undefined {
  const resolved: Record<string, Record<string, unknown>> = {};
  const add = (kind: string, id: string, value: unknown) => {
    (resolved[kind] ??= {})[id] = value;
  };
  const walk = (list: CommandOption[]) => {
    for (const o of list) {
      if (o.options) walk(o.options);
      if (o.value === undefined || o.focused) continue;
      const id = String(o.value);
      if (o.type === 6 || o.type === 9) {
        const u = state.user(id);
        if (u) {
          add('users', id, rawUser(u));
          if (inGuild)
            add('members', id, { ...rawMember(u, false), permissions: state.memberPermissions(u).toString() });
        }
      }
      if (o.type === 7) {
        const c = state.channels.get(id);
        if (c) add('channels', id, { ...rawChannel(state, c), permissions: state.permissionsIn(user, c).toString() });
      }
      if (o.type === 8 || o.type === 9) {
        const r = state.roles.get(id);
        if (r) add('roles', id, rawRole(r));
      }
    }
  };
  walk(options);
  return Object.keys(resolved).length ? resolved : undefined;
}

function countFocused(options: CommandOption[]): number {
  return options.reduce((n, o) => n + (o.focused ? 1 : 0) + countFocused(o.options ?? []), 0);
}

/** The INTERACTION_CREATE payload: guild interactions carry member, DM interactions carry user. */
function buildPayload(
  state: DoubleState,
  rec: InteractionRecord,
  data: Record<string, unknown>,
  message?: DoubleMessage,
): Record<string, unknown> {
  const { user, channel } = rec;
  const payload: Record<string, unknown> = {
    id: rec.id,
    application_id: state.applicationId,
    type: rec.type,
    token: rec.token,
    version: 1,
    // What the bot may do in this channel, overwrites included: Discord sends it with every interaction.
    app_permissions: state.permissionsIn(state.botUser, channel).toString(),
    locale: state.locales.get(user.id) ?? 'en-US',
    entitlements: [],
    authorizing_integration_owners: rec.authorizingIntegrationOwners(),
    attachment_size_limit: LIMITS.attachmentBytes,
    channel_id: channel.id,
    data,
  };
  if (channel.guildId) {
    const permissions = state.permissionsIn(user, channel).toString();
    Object.assign(payload, {
      guild_id: channel.guildId,
      guild: { id: channel.guildId, locale: state.guildLocale, features: [] },
      guild_locale: state.guildLocale,
      channel: { ...rawChannel(state, channel), permissions },
      member: { ...rawMember(user), permissions },
      context: 0,
    });
  } else {
    Object.assign(payload, {
      channel: {
        id: channel.id,
        type: 1,
        last_message_id: channel.lastMessageId ?? null,
        flags: 0,
        recipients: [rawUser(user)],
      },
      user: rawUser(user),
      context: 1,
    });
  }
  if (message) payload.message = rawMessage(state, message);
  return payload;
}

function send(ctx: InteractionContext, rec: InteractionRecord): InteractionRecord {
  const delivered = ctx.state.dispatch('INTERACTION_CREATE', rec.payload, rec.guildId ? { guildId: rec.guildId } : {});
  if (delivered === 0)
    throw new Error('no gateway session is connected to receive the interaction: log the client in first');
  ctx.state.interactions.set(rec.id, rec);
  ctx.state.interactionsByToken.set(rec.token, rec);
  rec.startClock();
  ctx.state.events.emit('interaction', rec);
  return rec;
}

export function commandInteraction(
  ctx: InteractionContext,
  kind: 'command' | 'autocomplete',
  userId: string,
  channelId: string,
  command: string,
  options: CommandOption[],
): InteractionRecord {
  const { state } = ctx;
  const user = requireUser(state, userId);
  const channel = requireChannel(state, channelId, user);
  if (kind === 'autocomplete' && countFocused(options) !== 1)
    throw new Error('autocomplete needs exactly one option with focused: true');
  const found = findCommand(state, command, channel.guildId ?? state.guild.id);
  const rec = new InteractionRecord(state, kind, user, channel, ctx.ackTimeoutMs);
  rec.commandName = command;
  const data: Record<string, unknown> = { id: found?.cmd.id ?? snowflake(), name: command, type: 1 };
  if (options.length) data.options = options;
  if (found?.guildId) data.guild_id = found.guildId;
  const resolved = resolveOptions(state, user, options, channel.guildId !== undefined);
  if (resolved) data.resolved = resolved;
  rec.payload = buildPayload(state, rec, data);
  return send(ctx, rec);
}

/** Finds a component by custom_id anywhere in a message (rows, sections, containers). */
function findComponent(components: any[], customId: string): any {
  for (const c of components) {
    if (!c || typeof c !== 'object') continue;
    if (c.custom_id === customId) return c;
    const inner = [...(Array.isArray(c.components) ? c.components : []), ...(c.accessory ? [c.accessory] : [])];
    const hit = findComponent(inner, customId);
    if (hit) return hit;
  }
  return undefined;
}

export interface ComponentOptions {
  /** Send the custom_id even though no such component is on the message, as a tampered client could. */
  readonly forged?: boolean;
}

export function componentInteraction(
  ctx: InteractionContext,
  userId: string,
  messageRef: DoubleMessage | string,
  customId: string,
  values?: string[],
  opts: ComponentOptions = {},
): InteractionRecord {
  const { state } = ctx;
  const user = requireUser(state, userId);
  const messageId = typeof messageRef === 'string' ? messageRef : messageRef.id;
  const message = state.messages.get(messageId);
  if (!message) throw new Error(`message ${messageId} does not exist (deleted?)`);
  if (message.ephemeralFor && message.ephemeralFor !== userId)
    throw new Error(`message ${messageId} is ephemeral for user ${message.ephemeralFor}, not ${userId}`);
  const channel = requireChannel(state, message.channelId, user);
  // A forged click (a modified client) names a custom_id the message never had.
  const component = opts.forged
    ? { type: values === undefined ? 2 : 3, style: 1, options: (values ?? []).map((value) => ({ value })) }
    : findComponent(message.components, customId);
  if (!component) throw new Error(`message ${messageId} has no component with custom_id ${JSON.stringify(customId)}`);
  if (component.disabled) throw new Error(`component ${customId} is disabled`);
  const data: Record<string, unknown> = { custom_id: customId };
  if (values === undefined) {
    if (component.type !== 2 || component.style === 5 || component.style === 6)
      throw new Error(`component ${customId} is not a clickable button`);
    data.component_type = 2;
  } else {
    if (component.type !== 3) throw new Error(`component ${customId} is not a string select`);
    const allowed = new Set((component.options ?? []).map((o: any) => o.value));
    const bad = values.filter((v) => !allowed.has(v));
    if (bad.length) throw new Error(`select ${customId} has no option(s) ${bad.join(', ')}`);
    const min = component.min_values ?? 1;
    const max = component.max_values ?? 1;
    if (values.length < min || values.length > max)
      throw new Error(`select ${customId} takes ${min}..${max} values, got ${values.length}`);
    data.component_type = 3;
    data.values = values;
  }
  const rec = new InteractionRecord(state, values === undefined ? 'button' : 'select', user, channel, ctx.ackTimeoutMs);
  rec.componentMessageId = message.id;
  rec.payload = buildPayload(state, rec, data, message);
  return send(ctx, rec);
}

/** The text inputs of a modal the bot showed, in order (inside action rows or label components). */
function modalTextInputs(components: any[]): any[] {
  const out: any[] = [];
  for (const c of components ?? []) {
    if (c?.type === 1) out.push(...(c.components ?? []).filter((x: any) => x?.type === 4));
    else if (c?.type === 18 && c.component?.type === 4) out.push(c.component);
  }
  return out;
}

/**
 * MODAL_SUBMIT for the modal `opener` showed. Its data mirrors the modal's layout (action rows or
 * labels) with each text input's value; a modal opened from a component carries that message.
 */
export function modalSubmitInteraction(
  ctx: InteractionContext,
  userId: string,
  opener: InteractionRecord,
  values: Record<string, string>,
): InteractionRecord {
  const { state } = ctx;
  const user = requireUser(state, userId);
  if (opener.ack?.type !== 9) throw new Error(`interaction ${opener.id} did not answer with a modal`);
  if (opener.userId !== userId)
    throw new Error(`the modal of interaction ${opener.id} was shown to user ${opener.userId}, not ${userId}`);
  if (opener.modalSubmitted) throw new Error(`the modal of interaction ${opener.id} was already submitted`);
  const modal = opener.ack.data as { custom_id: string; components: any[] };
  const inputs = modalTextInputs(modal.components);
  const known = new Set(inputs.map((x) => x.custom_id));
  const unknown = Object.keys(values).filter((k) => !known.has(k));
  if (unknown.length) throw new Error(`the modal has no text input ${unknown.join(', ')}`);
  for (const input of inputs) {
    const v = values[input.custom_id] ?? '';
    const n = [...v].length;
    if (input.required !== false && n === 0) throw new Error(`text input ${input.custom_id} is required`);
    if (n > 0 && n < (input.min_length ?? 0))
      throw new Error(`text input ${input.custom_id} needs at least ${input.min_length} characters`);
    if (n > (input.max_length ?? 4000))
      throw new Error(`text input ${input.custom_id} takes at most ${input.max_length ?? 4000} characters`);
  }
  const field = (input: any) => ({
    type: 4,
    id: input.id ?? 0,
    custom_id: input.custom_id,
    value: values[input.custom_id] ?? '',
  });
  const components = (modal.components ?? []).map((c: any) =>
    c?.type === 18
      ? { type: 18, id: c.id ?? 0, component: field(c.component) }
      : { type: 1, id: c.id ?? 0, components: (c.components ?? []).filter((x: any) => x?.type === 4).map(field) },
  );
  const message = opener.componentMessageId ? state.messages.get(opener.componentMessageId) : undefined;
  const channel = requireChannel(state, opener.channelId, user);
  opener.modalSubmitted = true;
  const rec = new InteractionRecord(state, 'modal', user, channel, ctx.ackTimeoutMs);
  if (message) rec.componentMessageId = message.id;
  rec.payload = buildPayload(state, rec, { custom_id: modal.custom_id, components }, message);
  return send(ctx, rec);
}
