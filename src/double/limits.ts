import type { FieldError } from './errors.ts';

/** Discord's documented limits the double enforces. */
export const LIMITS = {
  contentLength: 2000,
  embeds: 10,
  embedTotal: 6000,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  embedFieldName: 256,
  embedFieldValue: 1024,
  embedFooterText: 2048,
  embedAuthorName: 256,
  actionRows: 5,
  rowWidth: 5,
  customId: 100,
  buttonLabel: 80,
  selectOptions: 25,
  selectOptionText: 100,
  selectPlaceholder: 150,
  v2Components: 40,
  v2TextLength: 4000,
  autocompleteChoices: 25,
  choiceName: 100,
  choiceValue: 100,
  attachmentBytes: 10 * 1024 * 1024,
  attachments: 10,
  attachmentDescription: 1024,
  commandName: 32,
  commandDescription: 100,
  commandOptions: 25,
  commandChoices: 25,
  chatInputCommands: 100,
  contextMenuCommands: 5,
  commandChars: 8000,
  modalTitle: 45,
  modalRows: 5,
  modalLabel: 45,
  modalLabelDescription: 100,
  textInputPlaceholder: 100,
  textInputLength: 4000,
  threadName: 100,
  channelName: 100,
} as const;

export const MessageFlag = {
  SuppressEmbeds: 1 << 2,
  Ephemeral: 1 << 6,
  Loading: 1 << 7,
  SuppressNotifications: 1 << 12,
  IsComponentsV2: 1 << 15,
} as const;

/** Flags a bot may set when it creates a message (ephemeral only through interactions). */
export const SETTABLE_FLAGS =
  MessageFlag.SuppressEmbeds | MessageFlag.SuppressNotifications | MessageFlag.IsComponentsV2;

type Path = (string | number)[];

/** Length in characters (code points), the way Discord counts. */
export const charLength = (s: string) => [...s].length;

function push(errors: FieldError[], path: Path, code: string, message: string) {
  errors.push({ path, code, message });
}

/** Checks an optional or required string field; returns the string when it is one. */
export function checkString(
  errors: FieldError[],
  path: Path,
  value: unknown,
  { min = 0, max, required = false }: { min?: number; max: number; required?: boolean },
): string | undefined {
  if (value === undefined || value === null) {
    if (required) push(errors, path, 'BASE_TYPE_REQUIRED', 'This field is required');
    return undefined;
  }
  if (typeof value !== 'string') {
    push(errors, path, 'BASE_TYPE_STRING', 'Could not interpret value as string.');
    return undefined;
  }
  const n = charLength(value);
  if (n < min || n > max) {
    if (min > 0) push(errors, path, 'BASE_TYPE_BAD_LENGTH', `Must be between ${min} and ${max} in length.`);
    else push(errors, path, 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`);
  }
  return value;
}

/** Checks an optional or required array field; returns the array when it is one. */
function checkArray(
  errors: FieldError[],
  path: Path,
  value: unknown,
  { min = 0, max, required = false }: { min?: number; max: number; required?: boolean },
): unknown[] | undefined {
  if (value === undefined || value === null) {
    if (required) push(errors, path, 'BASE_TYPE_REQUIRED', 'This field is required');
    return undefined;
  }
  if (!Array.isArray(value)) {
    push(errors, path, 'LIST_TYPE_CONVERT', 'Only iterables may be used in a ListType');
    return undefined;
  }
  if (value.length < min) push(errors, path, 'BASE_TYPE_MIN_LENGTH', `Must be ${min} or more in length.`);
  if (value.length > max) push(errors, path, 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`);
  return value;
}

function checkInt(errors: FieldError[], path: Path, value: unknown, min: number, max: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    push(errors, path, 'NUMBER_TYPE_COERCE', `Value "${String(value)}" is not int.`);
    return undefined;
  }
  if (value < min) push(errors, path, 'NUMBER_TYPE_MIN', `int value should be greater than or equal to ${min}.`);
  if (value > max) push(errors, path, 'NUMBER_TYPE_MAX', `int value should be less than or equal to ${max}.`);
  return value;
}

const isObject = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);

// ---------------------------------------------------------------------------------------------
// Messages

/** The parts of a message that limits apply to. */
export interface MessageShape {
  content: string;
  embeds: any[];
  components: any[];
  flags: number;
}

/**
 * Applies a create or edit payload to a message shape (PATCH semantics: only fields present change),
 * reporting fields of the wrong type.
 */
export function mergeMessage(
  base: MessageShape | undefined,
  payload: Record<string, any>,
  errors: FieldError[],
): MessageShape {
  const out: MessageShape = base ? { ...base } : { content: '', embeds: [], components: [], flags: 0 };
  if ('content' in payload) {
    const c = payload.content;
    if (c === null || c === undefined) out.content = '';
    else if (typeof c === 'string') out.content = c;
    else if (typeof c === 'number' || typeof c === 'boolean') out.content = String(c);
    else push(errors, ['content'], 'BASE_TYPE_STRING', 'Could not interpret value as string.');
  }
  for (const key of ['embeds', 'components'] as const) {
    if (!(key in payload)) continue;
    const v = payload[key];
    if (v === null || v === undefined) out[key] = [];
    else if (Array.isArray(v)) out[key] = v;
    else push(errors, [key], 'LIST_TYPE_CONVERT', 'Only iterables may be used in a ListType');
  }
  if ('flags' in payload && payload.flags !== null && payload.flags !== undefined) {
    const f = Number(payload.flags);
    if (!Number.isInteger(f) || f < 0)
      push(errors, ['flags'], 'NUMBER_TYPE_COERCE', `Value "${String(payload.flags)}" is not int.`);
    else {
      // SUPPRESS_EMBEDS may be toggled; COMPONENTS_V2 may be set but never removed.
      const keep = out.flags & ~MessageFlag.SuppressEmbeds;
      out.flags = keep | (f & MessageFlag.SuppressEmbeds) | (f & MessageFlag.IsComponentsV2);
      if (!base) out.flags |= f & SETTABLE_FLAGS;
    }
  }
  return out;
}

/** Limits on a whole message (content, embeds, components). */
export function validateMessage(m: MessageShape, errors: FieldError[]): void {
  const v2 = (m.flags & MessageFlag.IsComponentsV2) !== 0;
  if (v2) {
    if (m.content)
      push(
        errors,
        ['content'],
        'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
        "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
      );
    if (m.embeds.length)
      push(
        errors,
        ['embeds'],
        'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
        "The 'embeds' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
      );
  }
  checkString(errors, ['content'], m.content, { max: LIMITS.contentLength });
  validateEmbeds(m.embeds, errors);
  validateComponents(m.components, v2, errors);
}

export function isEmptyMessage(m: MessageShape, attachmentCount: number, payload: Record<string, any> = {}): boolean {
  return (
    !m.content &&
    m.embeds.length === 0 &&
    m.components.length === 0 &&
    attachmentCount === 0 &&
    !payload.sticker_ids?.length &&
    !payload.poll
  );
}

export function validateEmbeds(embeds: any[], errors: FieldError[]): void {
  checkArray(errors, ['embeds'], embeds, { max: LIMITS.embeds });
  let total = 0;
  embeds.forEach((e, i) => {
    const p: Path = ['embeds', i];
    if (!isObject(e)) {
      push(errors, p, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType');
      return;
    }
    const count = (s: string | undefined) => (s ? charLength(s) : 0);
    total += count(checkString(errors, [...p, 'title'], e.title, { max: LIMITS.embedTitle }));
    total += count(checkString(errors, [...p, 'description'], e.description, { max: LIMITS.embedDescription }));
    if (isObject(e.footer))
      total += count(
        checkString(errors, [...p, 'footer', 'text'], e.footer.text, { max: LIMITS.embedFooterText, required: true }),
      );
    if (isObject(e.author))
      total += count(
        checkString(errors, [...p, 'author', 'name'], e.author.name, { max: LIMITS.embedAuthorName, required: true }),
      );
    const fields = checkArray(errors, [...p, 'fields'], e.fields, { max: LIMITS.embedFields }) ?? [];
    fields.forEach((f, j) => {
      const fp: Path = [...p, 'fields', j];
      if (!isObject(f)) {
        push(errors, fp, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType');
        return;
      }
      total += count(
        checkString(errors, [...fp, 'name'], f.name, { min: 1, max: LIMITS.embedFieldName, required: true }),
      );
      total += count(
        checkString(errors, [...fp, 'value'], f.value, { min: 1, max: LIMITS.embedFieldValue, required: true }),
      );
    });
  });
  if (total > LIMITS.embedTotal)
    push(errors, ['embeds'], 'MAX_EMBED_SIZE_EXCEEDED', `Embed size exceeds maximum size of ${LIMITS.embedTotal}`);
}

const SELECT_TYPES = new Set([3, 5, 6, 7, 8]);
const V2_TOP_LEVEL = new Set([1, 9, 10, 12, 13, 14, 17]);
const V2_IN_CONTAINER = new Set([1, 9, 10, 12, 13, 14]);

export function validateComponents(components: any[], v2: boolean, errors: FieldError[]): void {
  const ids = new Set<string>();
  if (!v2) {
    checkArray(errors, ['components'], components, { max: LIMITS.actionRows });
    components.forEach((row, i) => {
      const p: Path = ['components', i];
      if (!isObject(row) || row.type !== 1) {
        push(
          errors,
          [...p, 'type'],
          'COMPONENT_TYPE_INVALID',
          'The specified component type is invalid in this context',
        );
        return;
      }
      validateRow(row, p, ids, errors);
    });
    return;
  }
  let count = 0;
  let text = 0;
  const walk = (c: any, p: Path, allowed: Set<number>) => {
    count++;
    if (!isObject(c) || !allowed.has(c.type)) {
      push(errors, [...p, 'type'], 'COMPONENT_TYPE_INVALID', 'The specified component type is invalid in this context');
      return;
    }
    switch (c.type) {
      case 1:
        count += Array.isArray(c.components) ? c.components.length : 0;
        validateRow(c, p, ids, errors);
        break;
      case 9: {
        const parts = checkArray(errors, [...p, 'components'], c.components, { min: 1, max: 3, required: true }) ?? [];
        parts.forEach((t, j) => walk(t, [...p, 'components', j], new Set([10])));
        if (isObject(c.accessory)) {
          count++;
          if (c.accessory.type === 2) validateButton(c.accessory, [...p, 'accessory'], ids, errors);
          else if (c.accessory.type !== 11)
            push(
              errors,
              [...p, 'accessory', 'type'],
              'COMPONENT_TYPE_INVALID',
              'The specified component type is invalid in this context',
            );
        } else push(errors, [...p, 'accessory'], 'BASE_TYPE_REQUIRED', 'This field is required');
        break;
      }
      case 10: {
        const s = checkString(errors, [...p, 'content'], c.content, {
          min: 1,
          max: LIMITS.v2TextLength,
          required: true,
        });
        text += s ? charLength(s) : 0;
        break;
      }
      case 17: {
        const inner =
          checkArray(errors, [...p, 'components'], c.components, {
            min: 1,
            max: LIMITS.v2Components,
            required: true,
          }) ?? [];
        inner.forEach((t, j) => walk(t, [...p, 'components', j], V2_IN_CONTAINER));
        break;
      }
      default:
        break;
    }
  };
  checkArray(errors, ['components'], components, { min: 1, max: LIMITS.v2Components });
  components.forEach((c, i) => walk(c, ['components', i], V2_TOP_LEVEL));
  if (count > LIMITS.v2Components)
    push(
      errors,
      ['components'],
      'COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED',
      `The maximum number of components (${LIMITS.v2Components}) was exceeded`,
    );
  if (text > LIMITS.v2TextLength)
    push(
      errors,
      ['components'],
      'COMPONENT_MAX_TOTAL_TEXT_LENGTH_EXCEEDED',
      `The total length of text in components exceeds ${LIMITS.v2TextLength}`,
    );
}

function validateRow(row: Record<string, any>, p: Path, ids: Set<string>, errors: FieldError[]) {
  const items =
    checkArray(errors, [...p, 'components'], row.components, { min: 1, max: LIMITS.rowWidth, required: true }) ?? [];
  if (items.length > 1 && items.some((c) => isObject(c) && SELECT_TYPES.has(c.type))) {
    push(
      errors,
      [...p, 'components'],
      'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
      'The specified component exceeds the maximum width',
    );
  }
  items.forEach((c, j) => {
    const cp: Path = [...p, 'components', j];
    if (isObject(c) && c.type === 2) validateButton(c, cp, ids, errors);
    else if (isObject(c) && SELECT_TYPES.has(c.type)) validateSelect(c, cp, ids, errors);
    else
      push(
        errors,
        [...cp, 'type'],
        'COMPONENT_TYPE_INVALID',
        'The specified component type is invalid in this context',
      );
  });
}

function checkCustomId(value: unknown, p: Path, ids: Set<string>, errors: FieldError[]) {
  const id = checkString(errors, [...p, 'custom_id'], value, { min: 1, max: LIMITS.customId, required: true });
  if (id === undefined) return;
  if (ids.has(id))
    push(errors, [...p, 'custom_id'], 'COMPONENT_CUSTOM_ID_DUPLICATED', 'Component custom id cannot be duplicated');
  ids.add(id);
}

function validateButton(b: Record<string, any>, p: Path, ids: Set<string>, errors: FieldError[]) {
  const style = checkInt(errors, [...p, 'style'], b.style, 1, 6);
  if (b.style === undefined) push(errors, [...p, 'style'], 'BASE_TYPE_REQUIRED', 'This field is required');
  if (style === 5) {
    checkString(errors, [...p, 'url'], b.url, { min: 1, max: 512, required: true });
    if (b.custom_id !== undefined)
      push(
        errors,
        [...p, 'custom_id'],
        'BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED',
        'A custom id cannot be specified on a link button',
      );
  } else if (style === 6) {
    if (!b.sku_id) push(errors, [...p, 'sku_id'], 'BASE_TYPE_REQUIRED', 'This field is required');
  } else if (style !== undefined) {
    checkCustomId(b.custom_id, p, ids, errors);
  }
  checkString(errors, [...p, 'label'], b.label, { max: LIMITS.buttonLabel });
  if (style !== 6 && !b.label && !b.emoji) {
    push(errors, [...p, 'label'], 'BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED', 'A label or an emoji is required');
  }
}

function validateSelect(s: Record<string, any>, p: Path, ids: Set<string>, errors: FieldError[]) {
  checkCustomId(s.custom_id, p, ids, errors);
  checkString(errors, [...p, 'placeholder'], s.placeholder, { max: LIMITS.selectPlaceholder });
  const min = checkInt(errors, [...p, 'min_values'], s.min_values, 0, 25) ?? 1;
  const max = checkInt(errors, [...p, 'max_values'], s.max_values, 1, 25) ?? 1;
  if (min > max)
    push(
      errors,
      [...p, 'min_values'],
      'SELECT_COMPONENT_MIN_VALUES_TOO_LARGE',
      'min_values must be less than or equal to max_values',
    );
  if (s.type !== 3) return;
  const options =
    checkArray(errors, [...p, 'options'], s.options, { min: 1, max: LIMITS.selectOptions, required: true }) ?? [];
  const values = new Set<string>();
  options.forEach((o, k) => {
    const op: Path = [...p, 'options', k];
    if (!isObject(o)) {
      push(errors, op, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType');
      return;
    }
    checkString(errors, [...op, 'label'], o.label, { min: 1, max: LIMITS.selectOptionText, required: true });
    const v = checkString(errors, [...op, 'value'], o.value, { min: 1, max: LIMITS.selectOptionText, required: true });
    checkString(errors, [...op, 'description'], o.description, { max: LIMITS.selectOptionText });
    if (v !== undefined) {
      if (values.has(v))
        push(
          errors,
          [...op, 'value'],
          'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED',
          'Select menu option values must be unique',
        );
      values.add(v);
    }
  });
  if (options.length && max > options.length) {
    push(
      errors,
      [...p, 'max_values'],
      'SELECT_COMPONENT_MAX_VALUES_TOO_LARGE',
      'max_values must be less than or equal to the number of options',
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Interaction callbacks

export function validateAutocompleteResult(
  data: unknown,
  errors: FieldError[],
): { name: string; value: string | number }[] {
  const d = isObject(data) ? data : {};
  const choices =
    checkArray(errors, ['data', 'choices'], d.choices, { max: LIMITS.autocompleteChoices, required: true }) ?? [];
  choices.forEach((c, i) => validateChoice(c, ['data', 'choices', i], errors));
  return choices as { name: string; value: string | number }[];
}

function validateChoice(c: unknown, p: Path, errors: FieldError[]) {
  if (!isObject(c)) {
    push(errors, p, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType');
    return;
  }
  checkString(errors, [...p, 'name'], c.name, { min: 1, max: LIMITS.choiceName, required: true });
  checkLocalizations(errors, [...p, 'name_localizations'], c.name_localizations, (lp, v) =>
    checkString(errors, lp, v, { min: 1, max: LIMITS.choiceName, required: true }),
  );
  if (c.value === undefined || c.value === null)
    push(errors, [...p, 'value'], 'BASE_TYPE_REQUIRED', 'This field is required');
  else if (typeof c.value === 'string') checkString(errors, [...p, 'value'], c.value, { max: LIMITS.choiceValue });
  else if (typeof c.value !== 'number')
    push(errors, [...p, 'value'], 'BASE_TYPE_CHOICES', 'Value must be a string or a number.');
}

export function validateModal(data: unknown, errors: FieldError[]): void {
  const d = isObject(data) ? data : {};
  checkString(errors, ['data', 'custom_id'], d.custom_id, { min: 1, max: LIMITS.customId, required: true });
  checkString(errors, ['data', 'title'], d.title, { min: 1, max: LIMITS.modalTitle, required: true });
  const rows =
    checkArray(errors, ['data', 'components'], d.components, { min: 1, max: LIMITS.modalRows, required: true }) ?? [];
  const ids = new Set<string>();
  rows.forEach((c, i) => {
    const p: Path = ['data', 'components', i];
    if (isObject(c) && c.type === 1) {
      // The older layout: an action row holding one text input that carries its own label.
      const items = checkArray(errors, [...p, 'components'], c.components, { min: 1, max: 1, required: true }) ?? [];
      items.forEach((t, j) => validateTextInput(t, [...p, 'components', j], true, ids, errors));
    } else if (isObject(c) && c.type === 18) {
      checkString(errors, [...p, 'label'], c.label, { min: 1, max: LIMITS.modalLabel, required: true });
      checkString(errors, [...p, 'description'], c.description, { max: LIMITS.modalLabelDescription });
      validateTextInput(c.component, [...p, 'component'], false, ids, errors);
    } else if (!(isObject(c) && c.type === 10)) {
      push(errors, [...p, 'type'], 'COMPONENT_TYPE_INVALID', 'The specified component type is invalid in this context');
    }
  });
}

/** A text input in a modal; `inRow`: the older action-row layout, where the input has its own label. */
function validateTextInput(t: unknown, p: Path, inRow: boolean, ids: Set<string>, errors: FieldError[]): void {
  if (!isObject(t) || t.type !== 4) {
    // Only text inputs are checked here; other modal components (selects in labels) pass as they are.
    if (!inRow && isObject(t) && typeof t.type === 'number') return;
    push(errors, [...p, 'type'], 'COMPONENT_TYPE_INVALID', 'The specified component type is invalid in this context');
    return;
  }
  checkCustomId(t.custom_id, p, ids, errors);
  checkInt(errors, [...p, 'style'], t.style, 1, 2);
  if (t.style === undefined) push(errors, [...p, 'style'], 'BASE_TYPE_REQUIRED', 'This field is required');
  if (inRow) checkString(errors, [...p, 'label'], t.label, { min: 1, max: LIMITS.modalLabel, required: true });
  else if (t.label !== undefined)
    push(
      errors,
      [...p, 'label'],
      'TEXT_INPUT_LABEL_NOT_ALLOWED',
      'A text input in a label component cannot have its own label',
    );
  checkString(errors, [...p, 'placeholder'], t.placeholder, { max: LIMITS.textInputPlaceholder });
  const min = checkInt(errors, [...p, 'min_length'], t.min_length, 0, LIMITS.textInputLength);
  const max = checkInt(errors, [...p, 'max_length'], t.max_length, 1, LIMITS.textInputLength);
  if (min !== undefined && max !== undefined && min > max)
    push(errors, [...p, 'min_length'], 'BASE_TYPE_BAD_LENGTH', 'min_length must be less than or equal to max_length');
  checkString(errors, [...p, 'value'], t.value, { max: max ?? LIMITS.textInputLength });
}

// ---------------------------------------------------------------------------------------------
// Application commands

/** Discord's name rule for chat input commands and options (lowercase where a lowercase exists). */
const NAME_RE = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

function checkName(errors: FieldError[], path: Path, value: unknown, strict: boolean) {
  const name = checkString(errors, path, value, { min: 1, max: LIMITS.commandName, required: true });
  if (name === undefined || !strict) return;
  if (!NAME_RE.test(name) || name !== name.toLowerCase()) {
    push(errors, path, 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid');
  }
}

/** Validates a bulk-overwrite body (PUT .../commands). */
export function validateCommandList(list: unknown, errors: FieldError[]): void {
  if (!Array.isArray(list)) {
    push(errors, [], 'LIST_TYPE_CONVERT', 'Only iterables may be used in a ListType');
    return;
  }
  const counts = new Map<number, number>();
  const names = new Set<string>();
  list.forEach((cmd, i) => {
    const type = isObject(cmd) && typeof cmd.type === 'number' ? cmd.type : 1;
    counts.set(type, (counts.get(type) ?? 0) + 1);
    if (isObject(cmd) && typeof cmd.name === 'string') {
      const key = `${type}:${cmd.name}`;
      if (names.has(key))
        push(errors, [i, 'name'], 'APPLICATION_COMMANDS_DUPLICATE_NAME', 'Application command names must be unique');
      names.add(key);
    }
    validateCommand(cmd, [i], errors);
  });
  if ((counts.get(1) ?? 0) > LIMITS.chatInputCommands)
    push(errors, [], 'BASE_TYPE_MAX_LENGTH', `Must be ${LIMITS.chatInputCommands} or fewer in length.`);
  for (const t of [2, 3]) {
    if ((counts.get(t) ?? 0) > LIMITS.contextMenuCommands)
      push(
        errors,
        [],
        'BASE_TYPE_MAX_LENGTH',
        `Must be ${LIMITS.contextMenuCommands} or fewer ${t === 2 ? 'user' : 'message'} commands.`,
      );
  }
}

export function validateCommand(cmd: unknown, p: Path, errors: FieldError[]): void {
  if (!isObject(cmd)) {
    push(errors, p, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType');
    return;
  }
  const type = cmd.type ?? 1;
  if (![1, 2, 3, 4].includes(type))
    push(errors, [...p, 'type'], 'BASE_TYPE_CHOICES', `Value must be one of {1, 2, 3, 4}.`);
  if (type !== 1) {
    checkName(errors, [...p, 'name'], cmd.name, false);
    if (cmd.description)
      push(
        errors,
        [...p, 'description'],
        'APPLICATION_COMMAND_CONTEXT_MENU_DESCRIPTION',
        'Context menu commands cannot have description',
      );
    if (cmd.options?.length)
      push(
        errors,
        [...p, 'options'],
        'APPLICATION_COMMAND_CONTEXT_MENU_OPTIONS',
        'Context menu commands cannot have options',
      );
    return;
  }
  checkNameAndDescription(errors, p, cmd);
  validateOptions(cmd.options, [...p, 'options'], 'command', errors);
  const size = commandSize(cmd);
  if (size > LIMITS.commandChars)
    push(errors, p, 'APPLICATION_COMMAND_TOO_LARGE', `Command exceeds maximum size (${LIMITS.commandChars})`);
}

/** A chat command's or option's name and its required description, under the same limits. */
function checkNameAndDescription(errors: FieldError[], p: Path, o: Record<string, unknown>): void {
  checkName(errors, [...p, 'name'], o.name, true);
  checkString(errors, [...p, 'description'], o.description, { min: 1, max: LIMITS.commandDescription, required: true });
  checkLocalizations(errors, [...p, 'name_localizations'], o.name_localizations, (lp, v) =>
    checkName(errors, lp, v, true),
  );
  checkLocalizations(errors, [...p, 'description_localizations'], o.description_localizations, (lp, v) =>
    checkString(errors, lp, v, { min: 1, max: LIMITS.commandDescription, required: true }),
  );
}

/** The locales Discord accepts as keys of `name_localizations` / `description_localizations`. */
export const DISCORD_LOCALES: ReadonlySet<string> = new Set([
  'id',
  'da',
  'de',
  'en-GB',
  'en-US',
  'es-ES',
  'es-419',
  'fr',
  'hr',
  'it',
  'lt',
  'hu',
  'nl',
  'no',
  'pl',
  'pt-BR',
  'ro',
  'fi',
  'sv-SE',
  'vi',
  'tr',
  'cs',
  'el',
  'bg',
  'ru',
  'uk',
  'hi',
  'th',
  'zh-CN',
  'ja',
  'zh-TW',
  'ko',
]);

/** An optional map of locale to text: each key a Discord locale, each text checked by `check`. */
function checkLocalizations(
  errors: FieldError[],
  p: Path,
  value: unknown,
  check: (path: Path, text: unknown) => void,
): void {
  if (value === undefined || value === null) return;
  if (!isObject(value)) {
    push(errors, p, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    return;
  }
  for (const [locale, text] of Object.entries(value)) {
    if (!DISCORD_LOCALES.has(locale)) {
      push(errors, [...p, locale], 'BASE_TYPE_CHOICES', `Value must be one of ${[...DISCORD_LOCALES].join(', ')}.`);
      continue;
    }
    check([...p, locale], text);
  }
}

/** A name as read in `locale`: its localization there, else the name itself. */
function nameIn(o: Record<string, unknown>, locale: string): unknown {
  const l = o.name_localizations;
  return isObject(l) && typeof l[locale] === 'string' ? l[locale] : o.name;
}

type Level = 'command' | 'group' | 'subcommand';

function validateOptions(value: unknown, p: Path, level: Level, errors: FieldError[]): void {
  const options =
    checkArray(errors, p, value, {
      max: LIMITS.commandOptions,
      min: level === 'group' ? 1 : 0,
      required: level === 'group',
    }) ?? [];
  const names = new Set<string>();
  const nesting = options.filter((o) => isObject(o) && (o.type === 1 || o.type === 2)).length;
  if (level === 'command' && nesting > 0 && nesting < options.length) {
    push(
      errors,
      p,
      'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
      'Sub-command and sub-command group option types are mutually exclusive to all other types',
    );
  }
  let seenOptional = false;
  options.forEach((o, i) => {
    const op: Path = [...p, i];
    if (!isObject(o)) {
      push(errors, op, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType');
      return;
    }
    checkNameAndDescription(errors, op, o);
    if (typeof o.name === 'string') {
      if (names.has(o.name))
        push(errors, [...op, 'name'], 'APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS', 'Option names must be unique');
      names.add(o.name);
    }
    const type = o.type;
    if (typeof type !== 'number' || !Number.isInteger(type) || type < 1 || type > 11) {
      push(errors, [...op, 'type'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}.');
      return;
    }
    if (type === 1 || type === 2) {
      const allowed = level === 'command' || (level === 'group' && type === 1);
      if (!allowed) {
        push(
          errors,
          [...op, 'type'],
          'APPLICATION_COMMAND_OPTION_TYPE_INVALID_NESTING',
          'Options can only be nested as command > sub-command group > sub-command',
        );
        return;
      }
      validateOptions(o.options, [...op, 'options'], type === 2 ? 'group' : 'subcommand', errors);
      return;
    }
    if (level === 'group') {
      push(
        errors,
        [...op, 'type'],
        'APPLICATION_COMMAND_OPTION_TYPE_INVALID_NESTING',
        'Sub-command groups can only contain sub-commands',
      );
      return;
    }
    if (o.required) {
      if (seenOptional)
        push(
          errors,
          [...op, 'required'],
          'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
          'Required options must be placed before non-required options',
        );
    } else seenOptional = true;
    if (o.choices !== undefined && o.choices !== null) {
      if (![3, 4, 10].includes(type))
        push(
          errors,
          [...op, 'choices'],
          'APPLICATION_COMMAND_OPTION_CHOICES_NOT_ALLOWED',
          'Choices are only allowed on string, integer and number options',
        );
      if (o.autocomplete && Array.isArray(o.choices) && o.choices.length) {
        push(
          errors,
          [...op, 'autocomplete'],
          'APPLICATION_COMMAND_AUTOCOMPLETE_CHOICES',
          'Autocomplete cannot be set with choices',
        );
      }
      const choices = checkArray(errors, [...op, 'choices'], o.choices, { max: LIMITS.commandChoices }) ?? [];
      choices.forEach((c, k) => validateChoice(c, [...op, 'choices', k], errors));
    }
    if (o.autocomplete && ![3, 4, 10].includes(type))
      push(
        errors,
        [...op, 'autocomplete'],
        'APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_NOT_ALLOWED',
        'Autocomplete is only allowed on string, integer and number options',
      );
    checkInt(errors, [...op, 'min_length'], o.min_length, 0, 6000);
    checkInt(errors, [...op, 'max_length'], o.max_length, 1, 6000);
  });
  // Names are unique in every language too: a translated name may not take a sibling's (nor its default).
  const objects = options.filter(isObject);
  const locales = new Set(
    objects.flatMap((o) => (isObject(o.name_localizations) ? Object.keys(o.name_localizations) : [])),
  );
  for (const locale of locales) {
    const seen = new Set<unknown>();
    options.forEach((o, i) => {
      if (!isObject(o)) return;
      const name = nameIn(o, locale);
      if (seen.has(name))
        push(
          errors,
          [...p, i, 'name_localizations', locale],
          'APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS',
          'Option names must be unique',
        );
      seen.add(name);
    });
  }
}

/**
 * Characters a command counts against the 8000 limit: names, descriptions, choice names and
 * values, in each language apart (a localized text counts in its locale, in place of the default);
 * the largest language's count.
 */
export function commandSize(cmd: Record<string, any>): number {
  const locales = new Set<string>();
  const gather = (o: any): void => {
    for (const field of ['name_localizations', 'description_localizations'])
      if (isObject(o?.[field])) for (const l of Object.keys(o[field])) locales.add(l);
    if (Array.isArray(o?.choices)) for (const c of o.choices) gather(c);
    if (Array.isArray(o?.options)) for (const x of o.options) gather(x);
  };
  gather(cmd);
  return Math.max(sizeIn(cmd, undefined), ...[...locales].map((l) => sizeIn(cmd, l)));
}

function sizeIn(cmd: Record<string, any>, locale: string | undefined): number {
  const len = (v: unknown) => (typeof v === 'string' ? charLength(v) : typeof v === 'number' ? String(v).length : 0);
  const text = (o: any, field: 'name' | 'description') =>
    len(
      (locale !== undefined && isObject(o?.[`${field}_localizations`])
        ? o[`${field}_localizations`][locale]
        : undefined) ?? o?.[field],
    );
  const opts = (list: unknown): number =>
    Array.isArray(list)
      ? list.reduce(
          (sum: number, o: any) =>
            sum +
            text(o, 'name') +
            text(o, 'description') +
            opts(o?.options) +
            (Array.isArray(o?.choices)
              ? o.choices.reduce((s: number, c: any) => s + text(c, 'name') + len(c?.value), 0)
              : 0),
          0,
        )
      : 0;
  return text(cmd, 'name') + text(cmd, 'description') + opts(cmd.options);
}
