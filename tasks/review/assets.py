"""The review page's inline CSS and JS (tasks/review/html.py embeds them; no CDN, works from disk).

The JS reads the JSON blob in <script id="review-data">, renders one page of rows at a time
(filter, search, sort, paginate), the chosen report's detail on click (its calls as a table, each
call's evidence in its page text), exports the filtered rows as CSV, and sets `data-ready` on
<html> and `window.__reviewReadyMs` after the first render (the benchmark's and the test's marker).
Every value goes into the DOM as text (textContent), never as HTML.
"""

PAGE_CSS = r"""
:root { --fg: #1d2329; --muted: #65707b; --line: #d9dee3; --bg: #f6f7f9; --hit: #ffe066;
  --ok: #2b8a3e; --review: #c77700; --error: #c92a2a; --accent: #1c64b4; }
* { box-sizing: border-box; }
body { margin: 0; padding: 12px 18px; color: var(--fg); background: var(--bg);
  font: 13px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans CJK SC", "Droid Sans Fallback", "Microsoft YaHei", sans-serif; }
h1 { font-size: 18px; margin: 0; overflow-wrap: anywhere; }
.sub { color: var(--muted); margin: 2px 0 8px; }
#run-charts { margin-bottom: 8px; }
#run-charts summary { cursor: pointer; color: var(--muted); }
#charts { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 8px; }
.chart { background: #fff; border: 1px solid var(--line); border-radius: 6px; }
.chart .t { font-size: 12px; font-weight: 600; fill: var(--fg); }
.chart .bar { fill: #5b8fd0; }
.chart .n { font-size: 10px; text-anchor: middle; fill: var(--fg); }
.chart .n0 { font-size: 11px; fill: var(--fg); }
.chart .l { font-size: 11px; text-anchor: end; fill: var(--fg); }
.chart .a { font-size: 10px; text-anchor: middle; fill: var(--muted); }
.chart .a0 { font-size: 10px; fill: var(--muted); }
.chart .axis { stroke: var(--muted); }
#controls { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; padding: 8px 10px;
  background: #fff; border: 1px solid var(--line); border-radius: 6px; margin-bottom: 8px; }
#controls label { color: var(--muted); }
#controls select, #controls input, #controls button { margin-left: 4px; font: inherit; }
#controls select { max-width: 150px; }
#f-q { width: 270px; }
#count { margin-left: auto; font-weight: 600; }
main { display: grid; grid-template-columns: minmax(0, 5fr) minmax(360px, 3fr); gap: 12px; align-items: start; }
@media (max-width: 1100px) { main { grid-template-columns: 1fr; } }
#list { background: #fff; border: 1px solid var(--line); border-radius: 6px; overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { padding: 4px 6px; border-bottom: 1px solid var(--line); text-align: left; white-space: nowrap; vertical-align: top; }
td.wrap { white-space: normal; }
td .sub { display: block; color: var(--muted); font-size: 11px; }
#reports td.report { min-width: 160px; overflow-wrap: anywhere; }
#reports td.broker { min-width: 70px; }
#reports td.rating { min-width: 86px; }
#reports td.target { min-width: 64px; }
th { position: sticky; top: 0; background: #eef1f4; cursor: pointer; user-select: none; }
th[aria-sort="ascending"]::after { content: " ▲"; }
th[aria-sort="descending"]::after { content: " ▼"; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
tbody tr { cursor: pointer; }
tbody tr:hover { background: #f0f5fb; }
tbody tr.open { background: #dceafa; }
#pager { padding: 6px 8px; display: flex; gap: 8px; align-items: center; }
.badge { display: inline-block; padding: 0 6px; border-radius: 9px; font-size: 11px; color: #fff; background: var(--muted); }
.s-ok, .s-valid { background: var(--ok); }
.s-needs_review, .s-fallback_valid { background: var(--review); }
.s-error, .s-invalid { background: var(--error); }
.s-none { background: #9aa5b1; }
#detail { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 10px 14px;
  position: sticky; top: 8px; max-height: calc(100vh - 16px); overflow: auto; }
#detail h2 { font-size: 16px; margin: 0 0 6px; word-break: break-all; }
.hint { color: var(--muted); }
dl.meta { display: grid; grid-template-columns: max-content 1fr; gap: 1px 10px; margin: 0 0 8px; }
dl.meta dt { color: var(--muted); }
dl.meta dd { margin: 0; overflow-wrap: anywhere; }
.error { color: var(--error); }
.alerts li { color: var(--review); }
.note { color: var(--muted); font-style: italic; }
article.field { border-top: 1px solid var(--line); padding: 6px 0; }
article.field h3 { font-size: 14px; margin: 0 0 2px; display: flex; gap: 8px; align-items: center; }
.by { color: var(--muted); font-weight: normal; font-size: 12px; }
.value { margin: 2px 0; font-weight: 600; }
.detail-text { color: var(--muted); font-weight: normal; margin-left: 8px; }
.reason { color: var(--muted); margin: 2px 0; }
ul.evidence { list-style: none; margin: 4px 0 0; padding: 0; }
ul.evidence li { display: grid; grid-template-columns: 48px 1fr; gap: 6px; margin-bottom: 6px; }
.where a { color: var(--accent); }
.ctx { white-space: pre-wrap; overflow-wrap: anywhere; color: var(--muted); background: #fafbfc; border-left: 3px solid var(--line); padding: 2px 6px; }
.ctx mark { background: var(--hit); color: var(--fg); padding: 0 1px; }
.ctx mark sup { color: var(--muted); font-size: 9px; margin-left: 1px; }
table.calls { margin: 4px 0; }
table.calls th { position: static; cursor: default; }
table.calls td { white-space: normal; }
table.calls tr.call td:first-child { white-space: nowrap; }
table.calls tr.call-evidence td { border-bottom: 1px solid var(--line); padding-top: 0; }
table.calls tr.call + tr.call-evidence td { background: #fafbfc; }
table.calls ul.evidence li { grid-template-columns: 40px 1fr; margin: 2px 0; }
details.review { border-top: 1px solid var(--line); padding-top: 6px; }
details.review pre { white-space: pre-wrap; background: #fafbfc; padding: 6px; max-height: 240px; overflow: auto; }
"""

PAGE_JS = r"""
(() => {
  "use strict";
  const data = JSON.parse(document.getElementById("review-data").textContent);
  const reports = data.reports;
  const CONTEXT = data.context_chars;
  const PAGE_SIZE = 100;
  const $ = (id) => document.getElementById(id);
  const state = {
    status: "", rating: "", alert: "", broker: "", kind: "", action: "", from: "", to: "",
    q: [], sort: "date", dir: -1, page: 0, open: null,
  };

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "class") node.className = value;
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value);
    }
    for (const child of children) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : String(child));
    }
    return node;
  }
  const fmt = (value) => (value === null || value === undefined ? "–" : Number(value).toFixed(2));
  const alertKind = (alert) => alert.split(":")[0].trim();
  const ratingKey = (r) => r.rating_normalized || "(none)";
  const kindKey = (r) => r.doc_type || "(none)";
  const actionKey = (r) => r.rating_action || "(none)";
  const fold = (text) => text.normalize("NFKC").toLowerCase();  // as html.search_text folds the reports
  // Who the report is about: a company report's company and code, else its title.
  const about = (r) => (r.company_name || r.company_code ? [r.company_name, r.company_code].filter(Boolean).join(" ") : r.title);
  const ratingText = (rating, normalized, action) =>
    rating ? rating + ([normalized, action].some(Boolean) ? " (" + [normalized, action].filter(Boolean).join(" · ") + ")" : "") : "–";
  const badge = (status) => el("span", { class: "badge s-" + (status || "none") }, status || "–");

  const COLUMNS = [
    { key: "date", label: "date", value: (r) => r.report_date,
      cell: (r) => el("span", null, r.report_date || "–", r.report_date_source === "mtime" ? el("span", { class: "sub", title: "no date printed: the file's modification time" }, "file mtime") : null) },
    { key: "report", label: "report", value: (r) => about(r) || r.file, wrap: "report",
      cell: (r) => el("span", null, about(r) || r.file,
        el("span", { class: "sub" }, [r.doc_type, about(r) ? r.file : null].filter(Boolean).join(" · ") || null)) },
    { key: "status", label: "status", value: (r) => r.status, cell: (r) => badge(r.status) },
    { key: "rating", label: "rating", value: (r) => r.rating_normalized, wrap: "rating",
      cell: (r) => el("span", null, r.rating || "–",
        r.rating && (r.rating_normalized || r.rating_action)
          ? el("span", { class: "sub" }, [r.rating_normalized, r.rating_action].filter(Boolean).join(" · ")) : null) },
    { key: "target", label: "target", value: (r) => r.target_price, wrap: "target", cell: (r) => r.target_price || "–" },
    { key: "calls", label: "calls", value: (r) => r.stock_calls, cell: (r) => String(r.stock_calls), num: true },
    { key: "alerts", label: "alerts", value: (r) => r.alerts.length, wrap: "alerts",
      cell: (r) => [...new Set(r.alerts.map(alertKind))].join(", ") || "–" },
    { key: "broker", label: "broker", value: (r) => r.broker, wrap: "broker", cell: (r) => r.broker },
  ];

  function compare(a, b) {
    const column = COLUMNS.find((c) => c.key === state.sort);
    const x = column.value(a), y = column.value(b);
    if (x === y || (x == null && y == null)) return a.file < b.file ? -1 : a.file > b.file ? 1 : 0;
    if (x == null) return 1;  // empty values last, whatever the direction
    if (y == null) return -1;
    return (x < y ? -1 : 1) * state.dir;
  }

  function matches(r) {
    if (state.status && r.status !== state.status) return false;
    if (state.rating && ratingKey(r) !== state.rating) return false;
    if (state.broker && r.broker !== state.broker) return false;
    if (state.alert === "__any" && !r.alerts.length) return false;
    if (state.alert === "__none" && r.alerts.length) return false;
    if (state.alert && !state.alert.startsWith("__") && !r.alerts.some((a) => alertKind(a) === state.alert)) return false;
    if (state.kind && kindKey(r) !== state.kind) return false;
    if (state.action && actionKey(r) !== state.action) return false;
    if (state.from && !(r.report_date && r.report_date >= state.from)) return false;
    if (state.to && !(r.report_date && r.report_date <= state.to)) return false;
    // Every word of the query, anywhere: `0700 HK` finds 0700.HK, `恒川 买入` that company's buy.
    return state.q.every((word) => r.search.includes(word));
  }

  function tally(keyOf) {
    const counts = new Map();
    for (const r of reports) for (const key of [].concat(keyOf(r))) counts.set(key, (counts.get(key) || 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  }

  function fillSelect(id, entries, extra) {
    const select = $(id);
    select.append(el("option", { value: "" }, "all"));
    for (const [value, label] of extra || []) select.append(el("option", { value }, label));
    for (const [value, count] of entries) select.append(el("option", { value }, value + " (" + count + ")"));
  }

  function renderHead() {
    const row = $("head");
    row.replaceChildren(...COLUMNS.map((c) => el("th", {
      "data-key": c.key, scope: "col",
      "aria-sort": c.key === state.sort ? (state.dir > 0 ? "ascending" : "descending") : null,
    }, c.label)));
  }

  const filtered = () => reports.filter(matches).sort(compare);

  function render() {
    const view = filtered();
    const pages = Math.max(1, Math.ceil(view.length / PAGE_SIZE));
    state.page = Math.min(state.page, pages - 1);
    const rows = document.createDocumentFragment();
    for (const r of view.slice(state.page * PAGE_SIZE, (state.page + 1) * PAGE_SIZE)) {
      const tr = el("tr", { "data-key": r.key, "data-status": r.status, class: r.key === state.open ? "open" : null, tabindex: "0" });
      for (const c of COLUMNS) tr.append(el("td", { class: c.num ? "num" : c.wrap ? "wrap " + c.wrap : null }, c.cell(r)));
      rows.append(tr);
    }
    $("rows").replaceChildren(rows);
    $("count").textContent = view.length + " of " + reports.length + " reports";
    $("pageinfo").textContent = "page " + (state.page + 1) + " of " + pages;
    $("prev").disabled = state.page === 0;
    $("next").disabled = state.page >= pages - 1;
    renderHead();
  }

  function evidenceItem(e, r) {
    const href = r.href && e.page ? r.href + "#page=" + e.page : null;
    const where = e.page ? (href ? el("a", { href, target: "_blank", title: "open the PDF at page " + e.page }, "p. " + e.page) : "p. " + e.page) : "no span";
    const text = e.x === undefined ? null : r.excerpts[e.x];  // no excerpt: the source could not be re-read
    return el("li", { "data-value": e.value },
      el("span", { class: "where" }, where),
      el("span", { class: "ctx" },
        text === null ? "" : "…" + text.slice(Math.max(0, e.a - CONTEXT), e.a),
        el("mark", null, text === null ? e.value : text.slice(e.a, e.b)),
        text === null ? "" : text.slice(e.b, e.b + CONTEXT) + "…"));
  }

  // A call's evidence, one line per stored excerpt (its code, name, rating and target are often one
  // sentence), each part marked and labelled in it.
  function callEvidence(call, r) {
    const lines = [];
    const groups = new Map();
    for (const e of call.evidence) {
      const key = e.x === undefined ? "v" + lines.length : "x" + e.x;
      if (!groups.has(key)) { groups.set(key, []); lines.push(groups.get(key)); }
      groups.get(key).push(e);
    }
    return el("ul", { class: "evidence" }, ...lines.map((group) => {
      const first = group[0];
      const href = r.href && first.page ? r.href + "#page=" + first.page : null;
      const where = first.page ? (href ? el("a", { href, target: "_blank", title: "open the PDF at page " + first.page }, "p. " + first.page) : "p. " + first.page) : "no span";
      const ctx = el("span", { class: "ctx" });
      const mark = (e, text) => el("mark", { "data-label": e.label, title: e.label }, text, el("sup", null, e.label));
      if (first.x === undefined) {
        ctx.append(mark(first, first.value));
      } else {
        const text = r.excerpts[first.x];
        const spans = group.slice().sort((a, b) => a.a - b.a);
        let at = Math.max(0, spans[0].a - CONTEXT);
        ctx.append("…");
        for (const e of spans) {
          if (e.a < at) continue;  // overlaps the part before it
          ctx.append(text.slice(at, e.a), mark(e, text.slice(e.a, e.b)));
          at = e.b;
        }
        ctx.append(text.slice(at, Math.max(at, spans[spans.length - 1].b + CONTEXT)) + "…");
      }
      return el("li", null, el("span", { class: "where" }, where), ctx);
    }));
  }

  function callsTable(r) {
    const body = el("tbody");
    const open = r.calls.length <= 3;
    for (const call of r.calls) {
      const evidence = el("tr", { class: "call-evidence", hidden: open ? null : "" },
        el("td", { colspan: "4" }, callEvidence(call, r)));
      const code = call.code_normalized || call.code || "–";
      body.append(
        el("tr", { class: "call", title: "show or hide where the report states it",
          onclick: () => { evidence.hidden = !evidence.hidden; } },
          el("td", null, code, call.code && call.code !== code ? el("span", { class: "sub" }, "printed " + call.code) : null),
          el("td", null, call.name || "–"),
          el("td", null, ratingText(call.rating, call.rating_normalized, call.action)),
          el("td", null, call.target_price || "–")),
        evidence);
    }
    return el("table", { class: "calls" },
      el("thead", null, el("tr", null, ...["code", "name", "rating", "target"].map((h) => el("th", { scope: "col" }, h)))),
      body);
  }

  function fieldCard(f, r) {
    const calls = f.name === "stock_calls";
    return el("article", { class: "field", "data-field": f.name },
      el("h3", null, f.label, badge(f.status), el("span", { class: "by" }, "by " + (f.extractor || "–"))),
      calls
        ? el("p", { class: "value" }, r.calls.length + (r.calls.length === 1 ? " call" : " calls"), r.calls.length > 3 ? el("span", { class: "detail-text" }, "click a call for its evidence") : null)
        : el("p", { class: "value" }, f.value || "(empty)", f.detail ? el("span", { class: "detail-text" }, f.detail) : null),
      calls && f.detail ? el("p", { class: "reason" }, f.detail) : null,
      calls && r.calls.length ? callsTable(r) : null,
      f.reason ? el("p", { class: "reason" }, f.reason) : null,
      f.evidence.length ? el("ul", { class: "evidence" }, ...f.evidence.map((e) => evidenceItem(e, r))) : null);
  }

  function reviewCard(review) {
    return el("details", { class: "review", open: "" },
      el("summary", null, "review queue entry ", el("a", { href: review.href, target: "_blank" }, "json"), " (prompt " + review.prompt_chars + " chars)"),
      el("ul", null, ...review.reasons.map((reason) => el("li", null, reason))),
      ...Object.entries(review.raw_answers).map(([role, text]) => el("div", null, el("b", null, role), el("pre", null, text))));
  }

  function meta(pairs) {
    const list = el("dl", { class: "meta" });
    for (const [label, value] of pairs) if (value !== null) list.append(el("dt", null, label), el("dd", null, value));
    return list;
  }

  function showDetail(key) {
    const r = reports.find((x) => x.key === key);
    if (!r) return;
    state.open = key;
    try { history.replaceState(null, "", "#" + encodeURIComponent(key)); } catch (_) { /* some file:// contexts refuse */ }
    const parts = [
      el("h2", null, about(r) || r.file, " ", badge(r.status)),
      meta([
        ["title", r.title],
        ["date", r.report_date ? r.report_date + (r.report_date_source ? " (from " + r.report_date_source.replace("_", " ") + ")" : "") : null],
        ["kind", r.doc_type],
        ["file", r.file],
        ["doc_id", r.doc_id || "–"],
        ["source", r.href ? el("a", { href: r.href, target: "_blank" }, r.source_path) : r.source_path],
        ["duplicates", r.duplicate_paths.length ? r.duplicate_paths.join(", ") : null],
        ["broker", r.broker],
        ["pages", (r.pages ?? "–") + " (" + (r.ocr_pages ?? 0) + " OCR)"],
        ["entropy", fmt(r.entropy) + " bits/char"],
        ["compliance", fmt(r.compliance)],
        ["fallback", r.fallback_fields.join(", ") || "–"],
        ["run", r.run_id + " · " + r.processed_at + " · " + (r.extractor || "–")],
      ]),
      r.error ? el("p", { class: "error" }, r.error) : null,
      r.alerts.length ? el("ul", { class: "alerts" }, ...r.alerts.map((a) => el("li", null, a))) : null,
      r.context_note ? el("p", { class: "note" }, r.context_note) : null,
      ...(r.status === "error" ? [] : r.fields.map((f) => fieldCard(f, r))),
      r.review ? reviewCard(r.review) : null];
    $("detail").replaceChildren(...parts.filter(Boolean));
    for (const tr of $("rows").children) tr.classList.toggle("open", tr.dataset.key === key);
  }

  const CSV_COLUMNS = [
    ["report_date", (r) => r.report_date], ["doc_type", (r) => r.doc_type], ["company_name", (r) => r.company_name],
    ["company_code", (r) => r.company_code], ["title", (r) => r.title], ["broker", (r) => r.broker],
    ["status", (r) => r.status], ["rating", (r) => r.rating], ["rating_normalized", (r) => r.rating_normalized],
    ["rating_action", (r) => r.rating_action], ["target_price", (r) => r.target_price],
    ["stock_calls", (r) => r.calls.map((c) => [c.code_normalized || c.code, c.name, c.rating, c.target_price].filter(Boolean).join(" ")).join("; ")],
    ["alerts", (r) => r.alerts.map(alertKind).join("; ")], ["error", (r) => r.error],
    ["file", (r) => r.file], ["source_path", (r) => r.source_path], ["doc_id", (r) => r.doc_id],
  ];

  function csvCell(value) {
    let text = value === null || value === undefined ? "" : String(value);
    // Reports are untrusted: a cell a spreadsheet would run as a formula is kept as text.
    if (/^[=+\-@\t\r]/.test(text)) text = "'" + text;
    return /[",\r\n]/.test(text) ? '"' + text.replaceAll('"', '""') + '"' : text;
  }

  function exportCsv() {
    const lines = [CSV_COLUMNS.map(([name]) => name).join(",")];
    for (const r of filtered()) lines.push(CSV_COLUMNS.map(([, value]) => csvCell(value(r))).join(","));
    // The BOM makes spreadsheet programs read the file as UTF-8 (Chinese names).
    const blob = new Blob(["\ufeff" + lines.join("\r\n") + "\r\n"], { type: "text/csv;charset=utf-8" });
    const link = el("a", { href: URL.createObjectURL(blob), download: "research-digest-review.csv" });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  }

  fillSelect("f-status", tally((r) => r.status));
  fillSelect("f-rating", tally(ratingKey));
  fillSelect("f-alert", tally((r) => [...new Set(r.alerts.map(alertKind))]), [["__any", "any alert"], ["__none", "no alert"]]);
  fillSelect("f-broker", tally((r) => r.broker));
  fillSelect("f-kind", tally(kindKey));
  fillSelect("f-action", tally(actionKey));
  for (const input of document.querySelectorAll("[data-filter]")) {
    input.addEventListener("change", () => { state[input.dataset.filter] = input.value; state.page = 0; render(); });
  }
  $("f-q").addEventListener("input", (event) => {
    state.q = fold(event.target.value).split(/\s+/).filter(Boolean);
    state.page = 0;
    render();
  });
  $("export").addEventListener("click", exportCsv);
  $("head").addEventListener("click", (event) => {
    const th = event.target.closest("th");
    if (!th) return;
    state.dir = th.dataset.key === state.sort ? -state.dir : 1;
    state.sort = th.dataset.key;
    state.page = 0;
    render();
  });
  $("prev").addEventListener("click", () => { state.page -= 1; render(); });
  $("next").addEventListener("click", () => { state.page += 1; render(); });
  const openRow = (event) => { const tr = event.target.closest("tr[data-key]"); if (tr) showDetail(tr.dataset.key); };
  $("rows").addEventListener("click", openRow);
  $("rows").addEventListener("keydown", (event) => { if (event.key === "Enter") openRow(event); });

  render();
  if (location.hash.length > 1) showDetail(decodeURIComponent(location.hash.slice(1)));
  document.documentElement.dataset.ready = "1";
  window.__reviewReadyMs = performance.now();
})();
"""
