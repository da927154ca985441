// vitae review: the page's script. CV text only ever goes in through
// textContent (el() below); nothing is written as HTML.
'use strict';

const token = document.querySelector('meta[name="vitae-token"]').content;
const $ = (id) => document.getElementById(id);
const state = { cur: null, selected: new Set(), queue: null, active: null };

// el makes an element: attributes (on* are listeners) and children (text
// becomes a text node).
function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'class') e.className = v;
    else if (k === 'style') Object.assign(e.style, v); // CSSOM: allowed by the page's CSP, unlike a style attribute
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null) e.setAttribute(k, v);
  }
  for (const kid of kids.flat()) {
    if (kid === null || kid === undefined) continue;
    e.append(typeof kid === 'object' ? kid : document.createTextNode(String(kid)));
  }
  return e;
}

async function api(path, body) {
  const opt = body === undefined ? {} : {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Vitae-Token': token },
    body: JSON.stringify(body),
  };
  const r = await fetch(path, opt);
  const j = await r.json();
  if (!r.ok) throw new Error(j.error || r.statusText);
  return j;
}

function say(msg, bad) {
  const s = $('status');
  s.textContent = msg;
  s.className = bad ? 'bad' : 'good';
}

// ---- the queue ----

async function loadQueue() {
  state.queue = await api('/api/queue');
  const reasons = $('reasons');
  reasons.replaceChildren(...state.queue.reasons.filter((r) => r.total > 0).map((r) =>
    el('li', {}, el('b', {}, r.total), ' ', r.label, ' ', el('span', { class: 'muted' }, `(${r.records} CV${r.records === 1 ? '' : 's'})`))));
  const items = $('items');
  items.replaceChildren(...state.queue.items.map((it) => {
    const chips = Object.entries(it.counts).filter(([, n]) => n > 0).map(([k, n]) => el('span', { class: 'chip ' + k, title: label(k) }, `${short(k)} ${n}`));
    return el('li', { 'data-id': it.id, class: it.id === state.active ? 'active' : '' },
      el('button', { type: 'button', onclick: () => openCV(it.id) },
        el('span', { class: 'score', title: 'need of review' }, it.score),
        el('span', { class: 'who' }, it.name || it.source),
        el('span', { class: 'src muted' }, it.source),
        el('span', { class: 'chips' }, chips)));
  }));
}

function label(k) {
  const r = state.queue && state.queue.reasons.find((x) => x.key === k);
  return r ? r.label : k;
}

function short(k) {
  return { failed: 'failed', warnings: 'warn', unknown_venues: 'venue?', owner_missing: 'owner?', unsure: 'unsure', stale: 'stale', stale_corrections: 'stale corr.' }[k] || k;
}

// ---- a candidate ----

async function openCV(id) {
  try {
    const d = await api('/api/cv/' + encodeURIComponent(id));
    state.cur = d;
    state.active = id;
    state.selected.clear();
    for (const li of $('items').children) li.classList.toggle('active', li.dataset.id === id);
    renderSource(d);
    renderRecord(d);
    if (location.hash !== '#' + id) history.replaceState(null, '', '#' + id);
  } catch (e) {
    say(e.message, true);
  }
}

function renderSource(d) {
  $('source-title').textContent = 'Source: ' + d.source + (d.format ? ` (${d.format})` : '');
  $('source-tools').hidden = !d.lines || d.lines.length === 0;
  $('add-from-lines').disabled = true;
  const pages = (d.pages || []).map((p, i) => {
    const boxes = Object.entries(p.boxes).map(([key, b]) => el('div', {
      class: 'box', 'data-key': key, title: key,
      style: { left: `${b[0] * 100}%`, top: `${b[1] * 100}%`, width: `${(b[2] - b[0]) * 100}%`, height: `${(b[3] - b[1]) * 100}%` },
      onclick: () => toggleLine(key),
    }));
    return el('div', { class: 'page', 'data-page': i + 1, style: { aspectRatio: `${p.width} / ${p.height}` } },
      el('img', { src: `/api/cv/${encodeURIComponent(d.id)}/page/${i + 1}`, alt: `page ${i + 1}`, loading: i === 0 ? 'eager' : 'lazy' }),
      boxes);
  });
  $('pages').replaceChildren(...pages);
  $('lines').replaceChildren(...(d.lines || []).map((l) => el('li', {
    'data-key': l.key, class: 'line' + (l.start ? ' start' : '') + (l.role ? ' role-' + l.role : ''), title: l.why || '',
    onclick: () => toggleLine(l.key),
  }, el('span', { class: 'where' }, l.key), el('span', { class: 'role' }, l.role || ''), el('span', { class: 'text' }, l.text))));
  if (d.failed) $('lines').replaceChildren(el('li', { class: 'bad' }, d.failed));
}

function toggleLine(key) {
  if (state.selected.has(key)) state.selected.delete(key); else state.selected.add(key);
  for (const n of document.querySelectorAll('#source [data-key]')) n.classList.toggle('sel', state.selected.has(n.dataset.key));
  $('add-from-lines').disabled = state.selected.size === 0;
}

// highlight marks the source lines (and page boxes) of an entry.
function highlight(keys, scroll) {
  const want = new Set(keys);
  let first = null;
  for (const n of document.querySelectorAll('#source [data-key]')) {
    const on = want.has(n.dataset.key);
    n.classList.toggle('hl', on);
    if (on && !first) first = n;
  }
  if (scroll && first) first.scrollIntoView({ block: 'center' });
}

const hidden = new Set(['line', 'corrected', 'correction_note']);

function nameOf(sec, e) {
  const key = (state.cur.sections.find((s) => s.name === sec) || {}).key || 'title';
  return e[key] || '';
}

function renderRecord(d) {
  const body = $('record-body');
  const r = d.record;
  if (!r) {
    $('record-title').textContent = 'Record';
    body.replaceChildren(el('p', { class: 'bad' }, d.failed || 'no record'));
    return;
  }
  $('record-title').textContent = r.name || d.source;
  const stage = el('select', { id: 'stage', onchange: (ev) => write({ id: d.id, section: '', set: ['stage=' + ev.target.value] }) },
    el('option', { value: '' }, r.stage ? '' : '(from positions)'),
    d.stages.map((s) => { const o = el('option', { value: s }, s); if (s === r.stage) o.selected = true; return o; }));
  const parts = [el('p', {}, el('label', {}, 'Career stage: ', stage), r.stage ? el('span', { class: 'corr' }, ' corrected') : null)];
  if (d.applied.length) parts.push(el('details', { class: 'applied', open: '' }, el('summary', {}, `${d.applied.length} correction(s) applied from the file`), el('ul', {}, d.applied.map((a) => el('li', {}, a)))));
  if (d.stale.length) parts.push(el('div', { class: 'stale' }, el('h3', {}, 'Stale corrections'), el('ul', {}, d.stale.map((s) => el('li', {}, s)))));
  if ((r.warnings || []).length) parts.push(el('details', { class: 'warnings' }, el('summary', {}, `${r.warnings.length} parser warning(s)`), el('ul', {}, r.warnings.map((w) => el('li', {}, (w.page ? `p${w.page}:` : '') + w.line + ': ' + w.message + (w.text ? ' — ' + w.text : ''))))));
  for (const sec of d.sections) {
    const list = r[sec.name] || [];
    const keys = d.entry_lines[sec.name] || [];
    parts.push(el('h3', {}, `${sec.name} (${list.length})`));
    parts.push(el('ol', { class: 'entries', 'data-section': sec.name }, list.map((e, i) => entryView(d, sec.name, e, i, keys[i] || []))));
  }
  body.replaceChildren(...parts);
}

function entryView(d, sec, e, i, keys) {
  const name = nameOf(sec, e);
  const facts = Object.entries(e).filter(([k, v]) => !hidden.has(k) && v !== '' && v !== 0 && v !== false && v !== null && !(Array.isArray(v) && v.length === 0) && k !== ((d.sections.find((s) => s.name === sec) || {}).key))
    .map(([k, v]) => el('span', { class: 'fact' }, el('span', { class: 'k' }, k), ' ', Array.isArray(v) ? v.join('; ') : String(v)));
  const buttons = [
    el('button', { type: 'button', class: 'edit', onclick: (ev) => { ev.stopPropagation(); editEntry(d, sec, e); } }, 'Edit'),
    el('button', { type: 'button', class: 'remove', onclick: (ev) => { ev.stopPropagation(); if (confirm(`Remove “${name}”?`)) write({ id: d.id, section: sec, entry: name, remove: true }); } }, 'Remove'),
  ];
  if (sec === 'publications') {
    buttons.push(el('button', { type: 'button', class: 'uncount', onclick: (ev) => { ev.stopPropagation(); write({ id: d.id, section: sec, entry: name, set: ['type=other'], note: 'not counted' }); } }, 'Not counted'));
    buttons.push(el('button', { type: 'button', class: 'owner', onclick: (ev) => { ev.stopPropagation(); ownerPlace(d, e, name); } }, 'Owner’s place'));
  }
  const corrected = (e.corrected || []).length ? el('span', { class: 'corr' }, 'corrected: ' + e.corrected.join(', ')) : null;
  return el('li', {
    class: 'entry' + (corrected ? ' is-corrected' : ''), 'data-index': i, tabindex: 0,
    onmouseenter: () => highlight(keys, false), onfocus: () => highlight(keys, true), onclick: () => highlight(keys, true),
  }, el('div', { class: 'name' }, name || '(no name)'), el('div', { class: 'facts' }, facts), corrected,
  el('div', { class: 'where muted' }, keys.length ? 'from ' + keys.join(', ') : 'no source line'), el('div', { class: 'buttons' }, buttons));
}

function ownerPlace(d, e, name) {
  const n = prompt(`The owner's place among the ${e.authors.length} author(s) (1 = first):`, e.self_index || '');
  // the author list goes with the place: cv/corrections checks a
  // self_index against the authors the correction sets
  if (n) write({ id: d.id, section: 'publications', entry: name, set: ['authors=' + e.authors.join('; '), 'self_index=' + n.trim()] });
}

// ---- the editor ----

const addFields = {
  publications: ['title', 'authors', 'venue', 'year', 'type', 'status'],
  awards: ['name', 'year', 'category', 'status', 'issuer'],
  education: ['degree', 'institution', 'start', 'end'],
  positions: ['title', 'organization', 'start', 'end'],
  talks: ['title', 'venue', 'year'],
  service: ['role', 'organization', 'year'],
  teaching: ['course', 'role', 'year'],
};

// openEditor asks for fields and resolves with {values, note}, or null.
function openEditor(title, fields, sectionChoice) {
  return new Promise((resolve) => {
    const dlg = $('editor');
    $('editor-title').textContent = title;
    const box = $('editor-fields');
    const rows = [];
    if (sectionChoice) rows.push(el('label', {}, 'Section ', sectionChoice));
    for (const f of fields) {
      rows.push(el('label', {}, f.name + ' ', el('input', { type: 'text', name: f.name, value: f.value ?? '', 'data-old': f.value ?? '' })));
    }
    box.replaceChildren(...rows);
    $('editor-note').value = '';
    const done = (ok) => {
      dlg.close();
      if (!ok) { resolve(null); return; }
      const values = [...box.querySelectorAll('input')].map((i) => ({ name: i.name, value: i.value, old: i.dataset.old }));
      resolve({ values, note: $('editor-note').value, section: sectionChoice ? sectionChoice.value : null });
    };
    $('editor-cancel').onclick = () => done(false);
    $('editor-form').onsubmit = (ev) => { ev.preventDefault(); done(true); };
    dlg.showModal();
  });
}

function show(v) {
  if (Array.isArray(v)) return v.join('; ');
  return v === null || v === undefined ? '' : String(v);
}

async function editEntry(d, sec, e) {
  const name = nameOf(sec, e);
  const fields = Object.entries(e).filter(([k]) => !hidden.has(k)).map(([k, v]) => ({ name: k, value: show(v) }));
  const got = await openEditor(`Edit “${name}”`, fields);
  if (!got) return;
  const set = got.values.filter((f) => f.value !== f.old).map((f) => f.name + '=' + f.value);
  if (set.length === 0) { say('nothing changed'); return; }
  write({ id: d.id, section: sec, entry: name, set, note: got.note });
}

async function addFromLines() {
  const d = state.cur;
  const text = d.lines.filter((l) => state.selected.has(l.key)).map((l) => l.text.trim()).join(' ').replace(/\s+/g, ' ');
  const years = text.match(/\b(19|20)\d\d\b/g) || [];
  const choice = el('select', {}, d.sections.map((s) => el('option', { value: s.name }, s.name)));
  choice.value = 'awards';
  const fill = (sec) => addFields[sec].map((f) => ({ name: f, value: f === d.sections.find((s) => s.name === sec).key ? text.replace(/\b(19|20)\d\d\b/g, '').replace(/[\s,;:–-]+$/, '').trim() : (f === 'year' && years.length ? years[years.length - 1] : '') }));
  choice.onchange = () => {
    const keep = choice;
    openEditorFields(fill(keep.value));
  };
  const got = await openEditor('Add a missed entry', fill('awards'), choice);
  if (!got) return;
  const add = got.values.filter((f) => f.value.trim() !== '').map((f) => f.name + '=' + f.value.trim());
  write({ id: d.id, section: got.section, add, note: got.note });
}

// openEditorFields replaces the editor's field rows (the section changed).
function openEditorFields(fields) {
  const box = $('editor-fields');
  for (const lab of [...box.querySelectorAll('label')].slice(1)) lab.remove();
  for (const f of fields) box.append(el('label', {}, f.name + ' ', el('input', { type: 'text', name: f.name, value: f.value, 'data-old': '' })));
}

// ---- writes ----

async function write(change) {
  try {
    const done = await api('/api/correct', change);
    await refresh(); // the record shown corrected before the app says so
    say('Written: ' + (done.did && done.did.length ? done.did.join('; ') : done.says));
  } catch (e) {
    say('Not written: ' + e.message, true);
  }
}

async function undo() {
  try {
    const done = await api('/api/undo', {});
    await refresh();
    say('Undone: ' + done.says.trim().split('\n').slice(1).join(', '));
  } catch (e) {
    say(e.message, true);
  }
}

async function refresh() {
  const s = await api('/api/session');
  $('file').textContent = 'corrections: ' + s.file;
  $('session-count').textContent = s.written.length;
  $('undo').disabled = s.written.length === 0;
  $('session-list').replaceChildren(...s.written.map((w) => el('li', {}, el('pre', {}, w.says), (w.did || []).map((x) => el('div', { class: 'muted' }, x)))));
  await loadQueue();
  if (state.active) await openCV(state.active);
}

$('undo').addEventListener('click', undo);
$('show-session').addEventListener('click', () => $('session').showModal());
$('add-from-lines').addEventListener('click', addFromLines);

refresh().then(() => {
  const want = location.hash.slice(1);
  const first = state.queue.items[0];
  if (want) openCV(want); else if (first) openCV(first.id);
}).catch((e) => say(e.message, true));
