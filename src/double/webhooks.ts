/** Interaction callbacks and the interaction webhook (@original, follow-ups): no Authorization header. */
import { errors, type FieldError, invalidFormBody } from './errors.ts';
import type { InteractionRecord } from './interactions.ts';
import { MessageFlag, validateAutocompleteResult, validateModal } from './limits.ts';
import { checkFileSizes, describeFiles, prepareMessage } from './messages.ts';
import { rawMessage } from './raw.ts';
import type { RequestContext, RouteResponse, Router } from './router.ts';
import type { DoubleState } from './state.ts';
import type { DoubleMessage, InteractionKind, InteractionResponse } from './types.ts';

const ALLOWED_CALLBACKS: Record<InteractionKind, number[]> = {
  command: [4, 5, 9],
  autocomplete: [8],
  button: [4, 5, 6, 7, 9],
  select: [4, 5, 6, 7, 9],
  // A modal cannot answer a modal; 6 and 7 only when it was opened from a message's component.
  modal: [4, 5, 6, 7],
};

const isObject = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What every interaction route works on: the double's state and how long an interaction token lives. */
interface Webhooks {
  readonly state: DoubleState;
  readonly tokenLifetimeMs: number;
}

type WebhookHandler = (hooks: Webhooks, ctx: RequestContext) => RouteResponse;

/** What a callback made: the message it created or edited, the autocomplete choices it answered. */
interface CallbackResult {
  message?: DoubleMessage;
  choices?: { name: string; value: string | number }[];
}

export function registerInteractionRoutes(router: Router, state: DoubleState, opts: { tokenLifetimeMs: number }): void {
  const hooks: Webhooks = { state, tokenLifetimeMs: opts.tokenLifetimeMs };
  const route = (method: string, pattern: string, handler: WebhookHandler) =>
    router.add(method, pattern, (ctx) => handler(hooks, ctx), { auth: false });
  route('POST', '/interactions/:interactionId/:token/callback', interactionCallback);
  route('GET', '/webhooks/:appId/:token/messages/:messageId', getWebhookMessage);
  route('PATCH', '/webhooks/:appId/:token/messages/:messageId', editWebhookMessage);
  route('DELETE', '/webhooks/:appId/:token/messages/:messageId', deleteWebhookMessage);
  route('POST', '/webhooks/:appId/:token', createFollowup);
}

/** The interaction's record of one response (what the tests read). */
function response(
  kind: InteractionResponse['kind'],
  ctx: RequestContext,
  data: unknown,
  message?: DoubleMessage,
  type?: number,
): InteractionResponse {
  const r: InteractionResponse = { kind, data, files: describeFiles(ctx.body.files), at: Date.now() };
  if (type !== undefined) r.type = type;
  if (message) r.messageId = message.id;
  return r;
}

const isEphemeral = (flags: unknown) => (Number(flags ?? 0) & MessageFlag.Ephemeral) !== 0;

// -- POST /interactions/:id/:token/callback -------------------------------------------------

function interactionCallback({ state }: Webhooks, ctx: RequestContext): RouteResponse {
  const rec = state.interactions.get(ctx.params.interactionId!);
  if (!rec || rec.token !== ctx.params.token) throw errors.unknownInteraction('no interaction has this id and token');
  if (rec.ack) throw errors.alreadyAcknowledged();
  const elapsed = Date.now() - rec.dispatchedAt;
  if (rec.expired())
    throw errors.unknownInteraction(
      `first callback ${elapsed} ms after the interaction was sent (limit ${rec.ackTimeoutMs} ms)`,
    );
  const body = ctx.body.json;
  if (!isObject(body) || typeof body.type !== 'number') {
    throw invalidFormBody([{ path: ['type'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }]);
  }
  const type = body.type;
  if (!ALLOWED_CALLBACKS[rec.kind].includes(type)) {
    throw invalidFormBody([
      {
        path: ['type'],
        code: 'INTERACTION_RESPONSE_TYPE_INVALID',
        message: `Callback type ${type} is not valid for a ${rec.kind} interaction (allowed: ${ALLOWED_CALLBACKS[rec.kind].join(', ')})`,
      },
    ]);
  }
  const data = body.data;
  const { message, choices } = applyCallback(state, rec, ctx, type, data);
  rec.record(response('callback', ctx, data, message, type), choices);
  if (ctx.query.get('with_response') !== 'true') return { status: 204 };
  return { status: 200, body: callbackResource(state, rec, type, message) };
}

function applyCallback(
  state: DoubleState,
  rec: InteractionRecord,
  ctx: RequestContext,
  type: number,
  data: unknown,
): CallbackResult {
  switch (type) {
    case 4:
      return { message: replyWithMessage(state, rec, ctx, data) };
    case 5:
      return { message: deferReply(state, rec, data) };
    case 6:
    case 7:
      return { message: updateComponentMessage(state, rec, ctx, type, data) };
    case 8:
      return { choices: checked(validateAutocompleteResult, data) };
    case 9:
      checked(validateModal, data);
      return {};
    default:
      return {};
  }
}

/** Callback 4: the reply, ephemeral when its flags say so. */
function replyWithMessage(
  state: DoubleState,
  rec: InteractionRecord,
  ctx: RequestContext,
  data: unknown,
): DoubleMessage {
  const prepared = prepareMessage(data, ctx.body.files, undefined, ['data']);
  const message = state.createMessage({
    channel: rec.channel,
    shape: prepared.shape,
    attachments: prepared.attachments,
    ...(isEphemeral(prepared.payload.flags) ? { ephemeralFor: rec.userId } : {}),
    interactionId: rec.id,
  });
  rec.originalMessageId = message.id;
  return message;
}

/** Callback 5: a "thinking" message, completed later through the webhook. */
function deferReply(state: DoubleState, rec: InteractionRecord, data: unknown): DoubleMessage {
  const message = state.createMessage({
    channel: rec.channel,
    shape: { content: '', embeds: [], components: [], flags: MessageFlag.Loading },
    attachments: [],
    ...(isEphemeral(isObject(data) ? data.flags : 0) ? { ephemeralFor: rec.userId } : {}),
    interactionId: rec.id,
  });
  rec.originalMessageId = message.id;
  return message;
}

/** Callbacks 6 (deferred update) and 7 (update): the message whose component was used. */
function updateComponentMessage(
  state: DoubleState,
  rec: InteractionRecord,
  ctx: RequestContext,
  type: 6 | 7,
  data: unknown,
): DoubleMessage {
  const target = rec.componentMessageId ? state.messages.get(rec.componentMessageId) : undefined;
  if (!target) throw errors.unknownMessage();
  if (type === 7) state.updateMessage(target, prepareMessage(data, ctx.body.files, target, ['data']));
  rec.originalMessageId = target.id;
  return target;
}

/** Runs one of the limits' validators on the callback's data; a 50035 with every error it found. */
function checked<T>(validate: (data: unknown, errs: FieldError[]) => T, data: unknown): T {
  const errs: FieldError[] = [];
  const result = validate(data, errs);
  if (errs.length) throw invalidFormBody(errs);
  return result;
}

/** `?with_response=true`: the interaction callback resource. */
function callbackResource(
  state: DoubleState,
  rec: InteractionRecord,
  type: number,
  message: DoubleMessage | undefined,
) {
  const resource: Record<string, unknown> = { type };
  if (message && type !== 6) resource.message = rawMessage(state, message);
  return {
    interaction: {
      id: rec.id,
      type: rec.type,
      activity_instance_id: null,
      response_message_id: message && type !== 6 ? message.id : null,
      response_message_loading: type === 5,
      response_message_ephemeral: message?.ephemeralFor !== undefined,
    },
    resource,
  };
}

// -- interaction webhook ---------------------------------------------------------------------

function webhookInteraction({ state, tokenLifetimeMs }: Webhooks, ctx: RequestContext): InteractionRecord {
  const { appId, token } = ctx.params;
  if (appId !== state.applicationId) throw errors.unknownWebhook();
  const rec = state.interactionsByToken.get(token!);
  if (!rec) throw errors.unknownWebhook();
  const age = Date.now() - rec.dispatchedAt;
  if (age > tokenLifetimeMs)
    throw errors.invalidWebhookToken(
      `interaction token used ${age} ms after the interaction (lifetime ${tokenLifetimeMs} ms)`,
    );
  if (!rec.ack) throw errors.unknownWebhook('interaction webhook used before the interaction was acknowledged');
  if (rec.ack.type === 8 || rec.ack.type === 9)
    throw errors.unknownWebhook(`interaction webhook used after a type ${rec.ack.type} callback, which has no message`);
  return rec;
}

function targetMessage(state: DoubleState, rec: InteractionRecord, messageId: string): DoubleMessage {
  const id = messageId === '@original' ? rec.originalMessageId : messageId;
  if (!id || (id !== rec.originalMessageId && !rec.followupIds.includes(id))) throw errors.unknownMessage();
  const m = state.messages.get(id);
  if (!m) throw errors.unknownMessage();
  return m;
}

const isOriginal = (rec: InteractionRecord, m: DoubleMessage) => m.id === rec.originalMessageId;

function getWebhookMessage(hooks: Webhooks, ctx: RequestContext): RouteResponse {
  const rec = webhookInteraction(hooks, ctx);
  return { status: 200, body: rawMessage(hooks.state, targetMessage(hooks.state, rec, ctx.params.messageId!)) };
}

function editWebhookMessage(hooks: Webhooks, ctx: RequestContext): RouteResponse {
  const { state } = hooks;
  const rec = webhookInteraction(hooks, ctx);
  const m = targetMessage(state, rec, ctx.params.messageId!);
  const prepared = prepareMessage(ctx.body.json, ctx.body.files, m);
  state.updateMessage(m, prepared);
  rec.record(response(isOriginal(rec, m) ? 'editOriginal' : 'editFollowup', ctx, ctx.body.json, m));
  return { status: 200, body: rawMessage(state, m) };
}

function deleteWebhookMessage(hooks: Webhooks, ctx: RequestContext): RouteResponse {
  const { state } = hooks;
  const rec = webhookInteraction(hooks, ctx);
  const m = targetMessage(state, rec, ctx.params.messageId!);
  state.deleteMessage(m);
  rec.record(response(isOriginal(rec, m) ? 'deleteOriginal' : 'deleteFollowup', ctx, undefined, m));
  return { status: 204 };
}

function createFollowup(hooks: Webhooks, ctx: RequestContext): RouteResponse {
  const { state } = hooks;
  const rec = webhookInteraction(hooks, ctx);
  checkFileSizes(ctx.body.files);
  const original = rec.originalMessageId ? state.messages.get(rec.originalMessageId) : undefined;
  let m: DoubleMessage;
  if (rec.ack?.type === 5 && original && original.flags & MessageFlag.Loading) {
    // The first follow-up after a deferred reply completes the "thinking" message, keeping the
    // ephemerality chosen when deferring.
    const prepared = prepareMessage(ctx.body.json, ctx.body.files, original);
    state.updateMessage(original, prepared);
    m = original;
  } else {
    const prepared = prepareMessage(ctx.body.json, ctx.body.files, undefined);
    m = state.createMessage({
      channel: rec.channel,
      shape: prepared.shape,
      attachments: prepared.attachments,
      ...(isEphemeral(prepared.payload.flags) ? { ephemeralFor: rec.userId } : {}),
      interactionId: rec.id,
    });
    rec.followupIds.push(m.id);
  }
  rec.record(response('followup', ctx, ctx.body.json, m));
  return { status: 200, body: rawMessage(state, m) };
}
