// NeonTable offline table: one person's view of the simulated server. Plain JS, no build.
// Everything arrives over one WebSocket (already filtered for this person by the server); actions
// go to the small JSON API, which sends them to the bot as Discord interactions.
import { renderMarkdown } from './markdown.js';

const $ = (sel) => document.querySelector(sel);
const params = new URLSearchParams(location.search);
const DM = '@dm';
// The page's language and the member's Discord one (?locale=fr), and the server's (?guildLocale=fr):
// every interaction sent from this tab carries them, as Discord's client would.
const LOCALE = params.get('locale') ?? '';
const GUILD_LOCALE = params.get('guildLocale') ?? '';
/** This page's address with `changes` to its parameters (the locales kept unless changed). */
function pageUrl(changes) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries({ locale: LOCALE, guildLocale: GUILD_LOCALE, ...changes })) if (v) p.set(k, v);
  return `?${p}`;
}

const state = {
  me: null, // { id, username }
  bot: null,
  guild: '',
  users: new Map(), // id -> user
  channels: [], // { id, name, topic?, parentId? }
  commands: [],
  messages: new Map(), // id -> page message
  current: null, // channel id or DM
  unread: new Map(), // key -> count
  dismissed: new Set(),
  words: {}, // the page's own words in its language (src/table/page.messages.ts)
};

/** One of the page's words, its {values} filled. */
const t = (key, values = {}) => (state.words[key] ?? key).replace(/\{(\w+)\}/g, (_m, k) => String(values[k] ?? ''));

// ---- helpers ---------------------------------------------------------------------------------

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else if (k === 'class') node.className = v;
    else if (k === 'html') node.innerHTML = v;
    else node.setAttribute(k, v === true ? '' : v);
  }
  fill(node, children, false);
  return node;
}

/** Appends (or, with replace, replaces) children; nested arrays flatten, null/false/undefined are skipped. */
function fill(node, children, replace = true) {
  const kids = [children].flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false && c !== '');
  if (replace) node.replaceChildren(...kids);
  else node.append(...kids);
}

const byId = (a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
const keyOf = (m) => (m.dm ? DM : m.channelId);
const nameOf = (id) => (id === state.bot?.id ? state.bot.username : (state.users.get(id)?.username ?? 'someone'));
const channelName = (id) => state.channels.find((c) => c.id === id)?.name;
const COLORS = ['#5865f2', '#3ba55c', '#faa61a', '#ed4245', '#eb459e', '#00a8fc', '#9b59b6'];

function avatar(id, small = false) {
  const isBot = id === state.bot?.id;
  const color = isBot ? '#00b8a9' : COLORS[Number(BigInt(id) % BigInt(COLORS.length))];
  return el(
    'div',
    { class: `avatar${small ? ' small' : ''}`, style: `background:${color}` },
    isBot ? 'NT' : nameOf(id).slice(0, 1),
  );
}

async function post(path, body) {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user: state.me.id,
      ...(LOCALE ? { locale: LOCALE } : {}),
      ...(GUILD_LOCALE ? { guildLocale: GUILD_LOCALE } : {}),
      ...body,
    }),
  });
  const data = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(data.error ?? `HTTP ${res.status}`);
  return data;
}

function notice(text) {
  const n = $('#notice');
  n.textContent = text ?? '';
  n.hidden = !text;
}

// ---- Discord-flavoured markdown: ./markdown.js ---------------------------------------------

const markdown = (text) => renderMarkdown(text, { nameOf, channelName });

// ---- rendering a message ---------------------------------------------------------------------

function attachmentUrl(m, ref) {
  const url =
    typeof ref === 'string' && ref.startsWith('attachment://')
      ? m.attachments.find((a) => a.filename === ref.slice(13))?.url
      : ref;
  return url?.startsWith('/api/') ? `${url}&user=${state.me.id}` : url;
}

function renderEmbed(m, e) {
  const color = typeof e.color === 'number' ? `#${e.color.toString(16).padStart(6, '0')}` : '#1e1f22';
  return el(
    'div',
    { class: 'embed', style: `border-left-color:${color}` },
    e.author?.name && el('div', { class: 'embed-author' }, e.author.name),
    e.title && el('div', { class: 'embed-title' }, e.title),
    e.description && el('div', { class: 'content', html: markdown(e.description) }),
    e.fields?.length > 0 &&
      el(
        'div',
        { class: 'embed-fields' },
        e.fields.map((f) =>
          el(
            'div',
            { class: `embed-field${f.inline ? ' inline' : ''}` },
            el('div', { class: 'name' }, f.name),
            el('div', { class: 'content', html: markdown(f.value) }),
          ),
        ),
      ),
    e.image?.url && el('img', { src: attachmentUrl(m, e.image.url), alt: '' }),
    e.thumbnail?.url && el('img', { src: attachmentUrl(m, e.thumbnail.url), alt: '' }),
    e.footer?.text && el('div', { class: 'embed-footer' }, e.footer.text),
  );
}

/**
 * A modal the bot opened (Discord's pop-up form): a dialog with its text fields. Submitting sends
 * the values back as the modal's submission; closing it, as on Discord, sends nothing.
 */
function showForm(modal) {
  const inputs = modal.fields.map((f) =>
    el(f.paragraph ? 'textarea' : 'input', {
      name: f.customId,
      placeholder: f.placeholder,
      required: f.required,
      maxlength: f.maxLength,
      'aria-label': f.label,
    }),
  );
  const error = el('div', { class: 'form-error', role: 'alert', hidden: true });
  const dialog = el(
    'dialog',
    { class: 'modal' },
    el(
      'form',
      {
        method: 'dialog',
        onsubmit: (ev) => {
          ev.preventDefault();
          const values = Object.fromEntries(inputs.map((i) => [i.name, i.value]));
          post('/api/modal', { interaction: modal.interaction, values })
            .then(() => dialog.close())
            .catch((err) => {
              error.textContent = err.message;
              error.hidden = false;
            });
        },
      },
      el('h3', {}, modal.title),
      modal.fields.map((f, k) =>
        el(
          'label',
          {},
          el('span', { class: 'label' }, f.label),
          f.description && el('small', {}, f.description),
          inputs[k],
        ),
      ),
      error,
      el(
        'div',
        { class: 'actions' },
        el('button', { type: 'button', class: 'c-btn s2', onclick: () => dialog.close() }, t('table.cancel')),
        el('button', { type: 'submit', class: 'c-btn s1' }, t('table.submit')),
      ),
    ),
  );
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  inputs[0]?.focus();
}

function act(control, path, body) {
  control.classList.add('pending');
  control.disabled = true;
  notice('');
  post(path, body)
    .then((data) => data.modal && showForm(data.modal))
    .catch((err) => notice(err.message))
    .finally(() => {
      control.classList.remove('pending');
      control.disabled = false;
    });
}

function renderComponent(m, c) {
  switch (c.type) {
    case 1:
      return el(
        'div',
        { class: 'row' },
        (c.components ?? []).map((x) => renderComponent(m, x)),
      );
    case 2: {
      const label = [c.emoji?.name, c.label].filter(Boolean).join(' ');
      if (c.style === 5)
        return el('a', { class: 'c-btn s5', href: c.url, target: '_blank', rel: 'noopener noreferrer' }, `${label} ↗`);
      return el(
        'button',
        {
          class: `c-btn s${c.style}`,
          type: 'button',
          disabled: c.disabled,
          onclick: (ev) => act(ev.currentTarget, '/api/click', { message: m.id, customId: c.custom_id }),
        },
        label,
      );
    }
    case 3: {
      const select = el(
        'select',
        {
          class: 'c-select',
          disabled: c.disabled,
          'aria-label': c.placeholder ?? t('table.choose'),
          onchange: (ev) =>
            ev.target.value &&
            act(ev.target, '/api/select', { message: m.id, customId: c.custom_id, values: [ev.target.value] }),
        },
        el('option', { value: '' }, c.placeholder ?? t('table.makeSelection')),
        (c.options ?? []).map((o) =>
          el(
            'option',
            { value: o.value, title: o.description },
            [o.emoji?.name, o.label].filter(Boolean).join(' ') + (o.description ? ` — ${o.description}` : ''),
          ),
        ),
      );
      return select;
    }
    case 9:
      return el(
        'div',
        {},
        (c.components ?? []).map((x) => renderComponent(m, x)),
        c.accessory && renderComponent(m, c.accessory),
      );
    case 10:
      return el('div', { class: 'content', html: markdown(c.content ?? '') });
    case 12:
      return el(
        'div',
        {},
        (c.items ?? []).map((i) =>
          el('img', { class: 'attachment-img', src: attachmentUrl(m, i.media?.url), alt: i.description ?? '' }),
        ),
      );
    case 14:
      return el('hr');
    case 17:
      return el(
        'div',
        { class: 'embed' },
        (c.components ?? []).map((x) => renderComponent(m, x)),
      );
    default:
      return el('div', { class: 'only-you' }, `(a component of type ${c.type} the offline table does not show)`);
  }
}

function time(ms) {
  return new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

function renderMessage(m) {
  const mentioned = m.content.includes(`<@${state.me.id}>`);
  const body = el(
    'div',
    { class: 'msg-body' },
    el(
      'div',
      { class: 'msg-head' },
      el('span', { class: 'author' }, nameOf(m.authorId)),
      m.authorId === state.bot?.id && el('span', { class: 'bot-tag' }, 'BOT'),
      el('time', { datetime: new Date(m.createdAt).toISOString() }, time(m.createdAt)),
      m.edited && el('span', { class: 'edited' }, '(edited)'),
    ),
    m.loading
      ? el('div', { class: 'content thinking' }, `${nameOf(m.authorId)} is thinking…`)
      : m.content && el('div', { class: 'content', html: markdown(m.content) }),
    m.embeds.map((e) => renderEmbed(m, e)),
    m.attachments.map((a) =>
      a.image
        ? // Like Discord, a click opens the image at full size.
          el(
            'a',
            { href: attachmentUrl(m, a.url), target: '_blank', rel: 'noopener', title: t('table.openFull') },
            el('img', {
              class: 'attachment-img',
              src: attachmentUrl(m, a.url),
              alt: a.description ?? a.filename,
              onload: keepAtBottom,
            }),
          )
        : el(
            'a',
            { class: 'attachment-file', href: attachmentUrl(m, a.url), download: a.filename },
            `📎 ${a.filename}`,
          ),
    ),
    m.components.map((c) => renderComponent(m, c)),
    m.ephemeral &&
      el(
        'div',
        { class: 'only-you' },
        '👁 Only you can see this · ',
        el(
          'button',
          {
            type: 'button',
            onclick: () => {
              state.dismissed.add(m.id);
              document.querySelector(`[data-id="${m.id}"]`)?.remove();
            },
          },
          t('table.dismiss'),
        ),
      ),
  );
  return el(
    'article',
    { class: `msg${m.ephemeral ? ' ephemeral' : ''}${mentioned ? ' mentioned' : ''}`, 'data-id': m.id },
    m.interaction &&
      el(
        'div',
        { class: 'used' },
        avatar(m.interaction.userId, true),
        el('b', {}, nameOf(m.interaction.userId)),
        ' used ',
        el('span', { class: 'cmd' }, m.interaction.command),
      ),
    avatar(m.authorId),
    body,
  );
}

// ---- the message list ------------------------------------------------------------------------

const list = $('#messages');
let stick = true;
list.addEventListener('scroll', () => {
  stick = list.scrollHeight - list.scrollTop - list.clientHeight < 60;
});
function keepAtBottom() {
  if (stick) list.scrollTop = list.scrollHeight;
}

function welcome() {
  if (state.current === DM) {
    return el(
      'div',
      { class: 'welcome' },
      el('h2', {}, 'NeonTable'),
      el('p', {}, t('table.dmWelcome', { name: state.me.username })),
    );
  }
  const name = channelName(state.current);
  return el(
    'div',
    { class: 'welcome' },
    el('h2', {}, t('table.channelTitle', { name })),
    el('p', {}, t('table.channelWelcome', { name })),
  );
}

function showChannel() {
  fill(list, [
    welcome(),
    [...state.messages.values()]
      .filter((m) => keyOf(m) === state.current && !state.dismissed.has(m.id))
      .sort((a, b) => byId(a.id, b.id))
      .map(renderMessage),
  ]);
  stick = true;
  keepAtBottom();
}

function placeMessage(m) {
  const node = renderMessage(m);
  const old = list.querySelector(`[data-id="${m.id}"]`);
  if (old) return old.replaceWith(node);
  const after = [...list.querySelectorAll('.msg')].find((n) => byId(n.dataset.id, m.id) > 0);
  if (after) after.before(node);
  else list.append(node);
}

function upsert(m) {
  const isNew = !state.messages.has(m.id);
  state.messages.set(m.id, m);
  if (keyOf(m) === state.current) {
    if (!state.dismissed.has(m.id)) placeMessage(m);
    keepAtBottom();
  } else if (isNew) {
    state.unread.set(keyOf(m), (state.unread.get(keyOf(m)) ?? 0) + 1);
    renderSidebar();
  }
}

// ---- sidebar, members, header ----------------------------------------------------------------

function select(key) {
  state.current = key;
  state.unread.delete(key);
  const p = new URLSearchParams({ user: state.me.username, channel: key === DM ? 'dm' : channelName(key) });
  history.replaceState(null, '', `?${p}`);
  renderSidebar();
  renderHeader();
  showChannel();
  setupComposer();
}

function channelButton(key, label, extra = '') {
  const unread = state.unread.get(key) ?? 0;
  return el(
    'button',
    {
      class: `channel${extra}${key === state.current ? ' current' : ''}${unread ? ' unread' : ''}`,
      type: 'button',
      'data-channel': key,
      onclick: () => select(key),
    },
    el('span', { class: 'hash' }, key === DM ? '@' : '#'),
    label,
    unread && key === DM ? el('span', { class: 'badge' }, String(unread)) : null,
  );
}

function renderSidebar() {
  $('#guild-name').textContent = state.guild;
  const top = state.channels.filter((c) => !c.parentId);
  fill($('#channel-list'), [
    el('div', { class: 'section-title' }, t('table.textChannels')),
    top.flatMap((c) => [
      channelButton(c.id, c.name),
      ...state.channels.filter((t) => t.parentId === c.id).map((t) => channelButton(t.id, t.name, ' thread')),
    ]),
    el('div', { class: 'section-title' }, t('table.directMessages')),
    channelButton(DM, 'NeonTable'),
  ]);
}

function renderMembers() {
  fill($('#members'), [
    el('div', { class: 'section-title' }, t('table.online', { n: state.users.size + 1 })),
    [state.bot, ...state.users.values()].map((u) =>
      el(
        'div',
        { class: `member${u.id === state.me.id ? ' me' : ''}` },
        avatar(u.id),
        el(
          'div',
          {},
          el('div', {}, u.username, u.id === state.me.id ? ' (you)' : ''),
          u.id === state.bot.id
            ? el('span', { class: 'bot-tag' }, 'BOT')
            : u.manager
              ? el('div', { class: 'role' }, 'Manage Channels')
              : null,
        ),
      ),
    ),
  ]);
  $('#me-avatar').replaceWith(Object.assign(avatar(state.me.id), { id: 'me-avatar' }));
  fill(
    $('#who'),
    [...state.users.values()].map((u) =>
      el('option', { value: u.username, selected: u.id === state.me.id }, u.username),
    ),
  );
  fill(
    $('#tab-links'),
    [...state.users.values()].map((u) =>
      el('a', { href: pageUrl({ user: u.username }), target: '_blank' }, u.username),
    ),
  );
}

function renderHeader() {
  const c = state.channels.find((x) => x.id === state.current);
  $('#chat-title').textContent = state.current === DM ? '@NeonTable' : `# ${c?.name ?? ''}`;
  $('#chat-topic').textContent = state.current === DM ? t('table.dmTopic') : (c?.topic ?? '');
  document.title = `${state.me.username} · ${state.current === DM ? 'DMs' : `#${c?.name}`} · NeonTable offline`;
}

$('#who').addEventListener('change', (ev) => {
  const channel = state.current ? (state.current === DM ? 'dm' : channelName(state.current)) : '';
  location.search = pageUrl({ user: ev.target.value, channel });
});
list.addEventListener('click', (ev) => {
  const id = ev.target.closest?.('.channel-link')?.dataset.channel;
  if (id && state.channels.some((c) => c.id === id)) select(id);
});

// ---- the message box: slash commands with their options and live autocomplete ---------------

const box = $('#box');
const popup = $('#popup');
const isBranch = (o) => o.type === 1 || o.type === 2;
let items = [];
let active = -1;
let acSeq = 0;
let acTimer;
let sending = false;

/** Every runnable command line: "/game new", "/hand", ... with its options. */
function leaves() {
  const out = [];
  const walk = (cmd, path, opts, description) => {
    const branches = (opts ?? []).filter(isBranch);
    if (!branches.length)
      return out.push({ command: cmd, path, options: opts ?? [], description, label: `/${[cmd, ...path].join(' ')}` });
    for (const b of branches) walk(cmd, [...path, b.name], b.options, b.description);
  };
  for (const c of state.commands) walk(c.name, [], c.options, c.description);
  return out.sort((a, b) => a.label.localeCompare(b.label));
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads "/cmd sub name:value other:value" into its parts; `leaf` is unset while the command is incomplete. */
function parse(text) {
  const leaf = leaves()
    .filter((l) => text === l.label || text.startsWith(`${l.label} `))
    .sort((a, b) => b.label.length - a.label.length)[0];
  if (!leaf) return { text };
  const rest = text.slice(leaf.label.length);
  const names = leaf.options.map((o) => escapeRe(o.name));
  const hits = names.length ? [...rest.matchAll(new RegExp(`(^|\\s)(${names.join('|')}):`, 'g'))] : [];
  const values = {};
  hits.forEach((h, i) => {
    const end = i + 1 < hits.length ? hits[i + 1].index : rest.length;
    values[h[2]] = rest.slice(h.index + h[0].length, end).trim();
  });
  const stray = (hits.length ? rest.slice(0, hits[0].index) : rest).trim();
  const last = hits.at(-1);
  const open =
    last && (values[last[2]] === '' || !/\s$/.test(text)) ? leaf.options.find((o) => o.name === last[2]) : undefined;
  return { text, leaf, values, stray, open };
}

/**
 * Autocomplete choices picked in the box: Discord shows a choice's name there and sends its value,
 * so the box shows the name and `send` swaps it for the value while the text is unchanged.
 */
const picked = new Map();

function setValue(p, option, value, shown = value) {
  const at = p.text.lastIndexOf(`${option}:`);
  if (shown !== value) picked.set(option, { shown, value });
  else picked.delete(option);
  box.value = `${p.text.slice(0, at)}${option}:${shown} `;
  box.focus();
  refresh();
}

function showPopup(title, list, defaultActive = -1) {
  items = list;
  active = list.some((i) => i.pick) ? defaultActive : -1;
  popup.hidden = !title && !list.length;
  fill(popup, [
    title && el('div', { class: 'pop-title' }, title),
    list.map((it, n) =>
      it.pick
        ? el(
            'div',
            {
              class: `pop-item${n === active ? ' active' : ''}`,
              role: 'option',
              onmousedown: (ev) => {
                ev.preventDefault();
                it.pick();
              },
            },
            el('span', { class: 'label' }, it.label),
            it.required && el('span', { class: 'req' }, '*'),
            it.detail && el('span', { class: 'detail' }, it.detail),
          )
        : el('div', { class: 'pop-note' }, it.label),
    ),
  ]);
}

function hidePopup() {
  items = [];
  active = -1;
  popup.hidden = true;
}

/** Recomputes the suggestions for what is in the box. */
function refresh() {
  clearTimeout(acTimer);
  acSeq++;
  const text = box.value;
  if (!text.startsWith('/')) return hidePopup();
  const p = parse(text);
  if (!p.leaf) {
    const typed = text.replace(/\s+/g, ' ');
    const found = leaves().filter((l) => l.label.startsWith(typed) || l.label.startsWith(typed.trimEnd()));
    return showPopup(
      found.length ? t('table.commands') : t('table.noCommand'),
      found.map((l) => ({
        label: l.label,
        detail: l.description,
        pick: () => {
          const first = l.options.find((o) => o.required);
          box.value = `${l.label} ${first ? `${first.name}:` : ''}`;
          box.focus();
          refresh();
        },
      })),
      0,
    );
  }
  const opt = p.open;
  if (opt) {
    const typed = p.values[opt.name] ?? '';
    const exact = (vals) => vals.some((v) => String(v).toLowerCase() === typed.toLowerCase());
    const offer = (choices) =>
      showPopup(
        `${opt.name}: ${opt.description ?? ''}`,
        choices.length
          ? choices.map((c) => ({
              label: c.name,
              pick: () => setValue(p, opt.name, String(c.value), opt.autocomplete ? c.name : String(c.value)),
            }))
          : [{ label: t('table.noSuggestions') }],
        exact(choices.flatMap((c) => [c.value, c.name])) ? -1 : 0,
      );
    if (opt.autocomplete) {
      showPopup(`${opt.name}: ${opt.description ?? ''}`, [{ label: t('table.asking') }]);
      const seq = acSeq;
      acTimer = setTimeout(() => {
        post('/api/autocomplete', {
          channel: state.current,
          command: p.leaf.command,
          path: p.leaf.path,
          values: p.values,
          focused: opt.name,
        })
          .then((r) => seq === acSeq && offer(r.choices))
          .catch((err) => seq === acSeq && showPopup(opt.name, [{ label: err.message }]));
      }, 120);
      return;
    }
    if (opt.choices) return offer(opt.choices.filter((c) => c.name.toLowerCase().includes(typed.toLowerCase())));
    if (opt.type === 5)
      return offer(
        [
          { name: 'True', value: 'true' },
          { name: 'False', value: 'false' },
        ].filter((c) => c.name.toLowerCase().startsWith(typed.toLowerCase())),
      );
    if (opt.type === 6)
      return offer(
        [...state.users.values()]
          .filter((u) => u.username.startsWith(typed.replace(/^@/, '')))
          .map((u) => ({ name: `@${u.username}`, value: u.username })),
      );
    if (opt.type === 7)
      return offer(
        state.channels
          .filter((c) => c.name.startsWith(typed.replace(/^#/, '')))
          .map((c) => ({ name: `#${c.name}`, value: c.name })),
      );
    return showPopup(`${opt.name}${opt.required ? ' (required)' : ''}`, [{ label: opt.description ?? '' }]);
  }
  const left = p.leaf.options.filter((o) => !(o.name in p.values));
  showPopup(
    p.leaf.label,
    left.length
      ? left.map((o) => ({
          label: `${o.name}:`,
          required: o.required,
          detail: o.description,
          pick: () => {
            box.value = `${text}${/\s$/.test(text) ? '' : ' '}${o.name}:`;
            box.focus();
            refresh();
          },
        }))
      : [{ label: t('table.pressEnter') }],
  );
}

async function send() {
  const text = box.value.trim();
  if (!text || sending) return;
  if (!text.startsWith('/')) return notice(t('table.onlySlash'));
  const p = parse(text);
  if (!p.leaf) return notice(t('table.unknownCommand', { command: text.split(' ')[0] }));
  if (p.stray) return notice(`"${p.stray}" is not an option: options are written name:value.`);
  sending = true;
  notice('');
  hidePopup();
  try {
    const values = Object.fromEntries(
      Object.entries(p.values).map(([k, v]) => [k, picked.get(k)?.shown === v ? picked.get(k).value : v]),
    );
    const data = await post('/api/command', {
      channel: state.current,
      command: p.leaf.command,
      path: p.leaf.path,
      values,
    });
    picked.clear();
    box.value = '';
    if (data.modal) showForm(data.modal);
    hidePopup();
  } catch (err) {
    notice(err.message);
  } finally {
    sending = false;
  }
}

box.addEventListener('input', () => {
  notice('');
  refresh();
});
box.addEventListener('focus', refresh);
box.addEventListener('blur', () => setTimeout(hidePopup, 150));
box.addEventListener('keydown', (ev) => {
  const picks = items.filter((i) => i.pick);
  const move = (d) => {
    if (!picks.length) return;
    ev.preventDefault();
    const idx = picks.indexOf(items[active]);
    active = items.indexOf(picks[(idx + d + picks.length) % picks.length]);
    popup.querySelectorAll('.pop-item').forEach((n, i) => n.classList.toggle('active', picks[i] === items[active]));
    popup.querySelector('.pop-item.active')?.scrollIntoView({ block: 'nearest' });
  };
  if (ev.key === 'ArrowDown') move(1);
  else if (ev.key === 'ArrowUp') move(-1);
  else if (ev.key === 'Escape') hidePopup();
  else if (ev.key === 'Tab' && picks.length) {
    ev.preventDefault();
    (items[active] ?? picks[0]).pick();
  } else if (ev.key === 'Enter') {
    ev.preventDefault();
    if (items[active]?.pick) items[active].pick();
    else void send();
  }
});
$('#composer').addEventListener('submit', (ev) => {
  ev.preventDefault();
  void send();
});

function setupComposer() {
  const dm = state.current === DM;
  box.disabled = dm;
  box.placeholder = dm ? t('table.noDmCommands') : t('table.boxHint', { name: channelName(state.current) });
  hidePopup();
  notice('');
}

// ---- live updates ----------------------------------------------------------------------------

const live = $('#live');
const on = {
  hello(d) {
    state.words = d.words ?? {};
    applyChrome();
    applyWorld(d);
    state.me = state.users.get(d.me);
    state.messages = new Map(d.messages.map((m) => [m.id, m]));
    state.unread.clear();
    const wanted = params.get('channel');
    const start = wanted === 'dm' ? DM : state.channels.find((c) => c.name === wanted || c.id === wanted)?.id;
    renderMembers();
    select(
      state.current && (state.current === DM || state.channels.some((c) => c.id === state.current))
        ? state.current
        : (start ?? state.channels[0].id),
    );
    live.textContent = `live · you are ${state.me.username}`;
    live.classList.remove('off');
  },
  message: upsert,
  delete({ id }) {
    state.messages.delete(id);
    list.querySelector(`[data-id="${id}"]`)?.remove();
  },
  world(d) {
    applyWorld(d);
    renderSidebar();
    if (document.activeElement === box && !sending) refresh();
  },
};

/** The live connection; it comes back by itself (with a fresh snapshot) after the table restarts. */
function connect(retry = 500) {
  const who = params.get('user') ?? '';
  const ws = new WebSocket(
    `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/live?user=${encodeURIComponent(who)}&locale=${encodeURIComponent(LOCALE)}`,
  );
  ws.onopen = () => {
    retry = 500;
  };
  ws.onmessage = (ev) => {
    const { event, data } = JSON.parse(ev.data);
    on[event]?.(data);
  };
  ws.onclose = (ev) => {
    live.classList.add('off');
    if (ev.code === 4404) {
      live.textContent = t('table.notConnected');
      fill(
        list,
        el(
          'div',
          { class: 'welcome' },
          el('h2', {}, t('table.cannotOpen')),
          el('p', {}, `${ev.reason} `, el('a', { href: pageUrl({}) }, t('table.tryFirst'))),
        ),
      );
      return;
    }
    live.textContent = t('table.reconnecting');
    setTimeout(() => connect(Math.min(retry * 2, 5000)), retry);
  };
}

/** The page's fixed texts in its language, and its language controls (a change reloads the page in it). */
function applyChrome() {
  document.documentElement.lang = LOCALE.startsWith('fr') ? 'fr' : 'en';
  $('.me-caption').textContent = t('table.playingAs');
  $('#tabs-hint').firstChild.textContent = `${t('table.tabs')} `;
  for (const [id, label, value, key] of [
    ['#lang', 'table.language', LOCALE, 'locale'],
    ['#guild-lang', 'table.serverLanguage', GUILD_LOCALE, 'guildLocale'],
  ]) {
    const select = $(id);
    select.setAttribute('aria-label', t(label));
    select.previousElementSibling.textContent = t(label);
    select.value = value.startsWith('fr') ? 'fr' : value && key === 'guildLocale' ? 'en-US' : '';
    select.onchange = (ev) => {
      const channel = state.current ? (state.current === DM ? 'dm' : channelName(state.current)) : '';
      location.search = pageUrl({ user: state.me?.username ?? '', channel, [key]: ev.target.value });
    };
  }
}

function applyWorld(d) {
  state.guild = d.guild.name;
  state.bot = d.bot;
  state.users = new Map(d.users.map((u) => [u.id, u]));
  state.channels = d.channels;
  state.commands = d.commands;
}

connect();
