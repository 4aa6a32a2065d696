/** Interaction callbacks and the interaction webhook (@original, follow-ups): no Authorization header. */
import { errors, invalidFormBody, type FieldError } from './errors.ts';
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

export function registerInteractionRoutes(router: Router, state: DoubleState, opts: { tokenLifetimeMs: number }): void {
  const response = (
    rec: InteractionRecord,
    kind: InteractionResponse['kind'],
    ctx: RequestContext,
    data: unknown,
    message?: DoubleMessage,
    type?: number,
  ): InteractionResponse => {
    const r: InteractionResponse = { kind, data, files: describeFiles(ctx.body.files), at: Date.now() };
    if (type !== undefined) r.type = type;
    if (message) r.messageId = message.id;
    return r;
  };

  // -- POST /interactions/:id/:token/callback -------------------------------------------------

  router.add('POST', '/interactions/:interactionId/:token/callback', (ctx) => {
    const rec = state.interactions.get(ctx.params.interactionId!);
    if (!rec || rec.token !== ctx.params.token) throw errors.unknownInteraction('no interaction has this id and token');
    if (rec.ack) throw errors.alreadyAcknowledged();
    const elapsed = Date.now() - rec.dispatchedAt;
    if (rec.expired()) throw errors.unknownInteraction(`first callback ${elapsed} ms after the interaction was sent (limit ${rec.ackTimeoutMs} ms)`);
    const body = ctx.body.json;
    if (!isObject(body) || typeof body.type !== 'number') {
      throw invalidFormBody([{ path: ['type'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }]);
    }
    const type = body.type;
    if (!ALLOWED_CALLBACKS[rec.kind].includes(type)) {
      throw invalidFormBody([{ path: ['type'], code: 'INTERACTION_RESPONSE_TYPE_INVALID', message: `Callback type ${type} is not valid for a ${rec.kind} interaction (allowed: ${ALLOWED_CALLBACKS[rec.kind].join(', ')})` }]);
    }
    const data = body.data;
    let message: DoubleMessage | undefined;
    let choices: { name: string; value: string | number }[] | undefined;
    switch (type) {
      case 4: {
        const prepared = prepareMessage(data, ctx.body.files, undefined, ['data']);
        const ephemeral = (Number(prepared.payload.flags ?? 0) & MessageFlag.Ephemeral) !== 0;
        message = state.createMessage({
          channel: rec.channel,
          shape: prepared.shape,
          attachments: prepared.attachments,
          ...(ephemeral ? { ephemeralFor: rec.userId } : {}),
          interactionId: rec.id,
        });
        rec.originalMessageId = message.id;
        break;
      }
      case 5: {
        const ephemeral = (Number(isObject(data) ? (data.flags ?? 0) : 0) & MessageFlag.Ephemeral) !== 0;
        message = state.createMessage({
          channel: rec.channel,
          shape: { content: '', embeds: [], components: [], flags: MessageFlag.Loading },
          attachments: [],
          ...(ephemeral ? { ephemeralFor: rec.userId } : {}),
          interactionId: rec.id,
        });
        rec.originalMessageId = message.id;
        break;
      }
      case 6:
      case 7: {
        const target = rec.componentMessageId ? state.messages.get(rec.componentMessageId) : undefined;
        if (!target) throw errors.unknownMessage();
        if (type === 7) {
          const prepared = prepareMessage(data, ctx.body.files, target, ['data']);
          state.updateMessage(target, prepared);
        }
        message = target;
        rec.originalMessageId = target.id;
        break;
      }
      case 8: {
        const errs: FieldError[] = [];
        choices = validateAutocompleteResult(data, errs);
        if (errs.length) throw invalidFormBody(errs);
        break;
      }
      case 9: {
        const errs: FieldError[] = [];
        validateModal(data, errs);
        if (errs.length) throw invalidFormBody(errs);
        break;
      }
    }
    rec.record(response(rec, 'callback', ctx, data, message, type), choices);
    if (ctx.query.get('with_response') !== 'true') return { status: 204 };
    const resource: Record<string, unknown> = { type };
    if (message && type !== 6) resource.message = rawMessage(state, message);
    return {
      status: 200,
      body: {
        interaction: {
          id: rec.id,
          type: rec.type,
          activity_instance_id: null,
          response_message_id: message && type !== 6 ? message.id : null,
          response_message_loading: type === 5,
          response_message_ephemeral: message?.ephemeralFor !== undefined,
        },
        resource,
      },
    };
  }, { auth: false });

  // -- interaction webhook ---------------------------------------------------------------------

  const webhookInteraction = (ctx: RequestContext): InteractionRecord => {
    const { appId, token } = ctx.params;
    if (appId !== state.applicationId) throw errors.unknownWebhook();
    const rec = state.interactionsByToken.get(token!);
    if (!rec) throw errors.unknownWebhook();
    const age = Date.now() - rec.dispatchedAt;
    if (age > opts.tokenLifetimeMs) throw errors.invalidWebhookToken(`interaction token used ${age} ms after the interaction (lifetime ${opts.tokenLifetimeMs} ms)`);
    if (!rec.ack) throw errors.unknownWebhook('interaction webhook used before the interaction was acknowledged');
    if (rec.ack.type === 8 || rec.ack.type === 9) throw errors.unknownWebhook(`interaction webhook used after a type ${rec.ack.type} callback, which has no message`);
    return rec;
  };

  const targetMessage = (rec: InteractionRecord, messageId: string): DoubleMessage => {
    const id = messageId === '@original' ? rec.originalMessageId : messageId;
    if (!id || (id !== rec.originalMessageId && !rec.followupIds.includes(id))) throw errors.unknownMessage();
    const m = state.messages.get(id);
    if (!m) throw errors.unknownMessage();
    return m;
  };

  const isOriginal = (rec: InteractionRecord, m: DoubleMessage) => m.id === rec.originalMessageId;

  router.add('GET', '/webhooks/:appId/:token/messages/:messageId', (ctx) => {
    const rec = webhookInteraction(ctx);
    return { status: 200, body: rawMessage(state, targetMessage(rec, ctx.params.messageId!)) };
  }, { auth: false });

  router.add('PATCH', '/webhooks/:appId/:token/messages/:messageId', (ctx) => {
    const rec = webhookInteraction(ctx);
    const m = targetMessage(rec, ctx.params.messageId!);
    const prepared = prepareMessage(ctx.body.json, ctx.body.files, m);
    state.updateMessage(m, prepared);
    rec.record(response(rec, isOriginal(rec, m) ? 'editOriginal' : 'editFollowup', ctx, ctx.body.json, m));
    return { status: 200, body: rawMessage(state, m) };
  }, { auth: false });

  router.add('DELETE', '/webhooks/:appId/:token/messages/:messageId', (ctx) => {
    const rec = webhookInteraction(ctx);
    const m = targetMessage(rec, ctx.params.messageId!);
    state.deleteMessage(m);
    rec.record(response(rec, isOriginal(rec, m) ? 'deleteOriginal' : 'deleteFollowup', ctx, undefined, m));
    return { status: 204 };
  }, { auth: false });

  router.add('POST', '/webhooks/:appId/:token', (ctx): RouteResponse => {
    const rec = webhookInteraction(ctx);
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
      const ephemeral = (Number(prepared.payload.flags ?? 0) & MessageFlag.Ephemeral) !== 0;
      m = state.createMessage({
        channel: rec.channel,
        shape: prepared.shape,
        attachments: prepared.attachments,
        ...(ephemeral ? { ephemeralFor: rec.userId } : {}),
        interactionId: rec.id,
      });
      rec.followupIds.push(m.id);
    }
    rec.record(response(rec, 'followup', ctx, ctx.body.json, m));
    return { status: 200, body: rawMessage(state, m) };
  }, { auth: false });
}
