package html

import "html/template"

var pageTmpl = template.Must(template.New("page").Parse(pageHTML))

const pageHTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="vitae">
<title>{{.Title}}</title>
<style>` + css + `</style>
</head>
<body>
<header class="top">
  <h1>{{.Title}}</h1>
  <p class="meta">{{if .Date}}<span>{{.Date}}</span> · {{end}}<span>{{.N}} candidate{{if ne .N 1}}s{{end}}{{if .Stages}} ({{range $i, $s := .Stages}}{{if $i}}, {{end}}{{$s.N}} {{$s.Label}}{{end}}){{end}}</span> · <span>each CV measured to its own date; cohort charts to {{.AsOf}}{{if .RunDate}}; staleness against {{.RunDate}}{{end}}</span></p>
  <p class="selection"><strong>Selection:</strong> {{.Selection}}</p>
</header>
<div class="layout">
<nav class="side" aria-label="Sections">
  <ul>
  {{- range .Nav}}
    <li><a href="#{{.ID}}">{{.Label}}</a></li>
  {{- end}}
  </ul>
</nav>
<main>
<section id="overview" class="section">
  <h2>Cohort overview</h2>
  <div class="card">
    {{- if .Stages}}
    <div class="stage-filter" role="group" aria-label="Show a career stage">
      <span>Stage:</span>
      <button type="button" data-stage="" aria-pressed="true">All ({{.N}})</button>
      {{- range .Stages}}
      <button type="button" data-stage="{{.Key}}" aria-pressed="false">{{.Label}} ({{.N}})</button>
      {{- end}}
    </div>
    {{- end}}
    {{template "table" .Summary}}
    <p class="hint">Ranks are on the headline rate, <strong>{{.Headline}}</strong> (1 = highest): within the candidate's career stage (“1 of 2”, with the percentile of the stage below) and across the cohort. Each CV is measured to its own date (“CV as of”, with where that date came from); <span class="badge stale">stale</span> marks a CV older than the threshold, <span class="badge expected">expected</span> a PhD end that has not happened yet. Click a column heading to sort within each stage. Names link to each candidate's section.{{if .Merged}} {{.Merged}} duplicate paper entr{{if eq .Merged 1}}y was{{else}}ies were{{end}} counted once.{{end}}</p>
    <details><summary>All columns</summary>{{template "table" .SummaryAll}}</details>
    <details><summary>Ranks on every metric, in the cohort and within the stage</summary>{{template "table" .Ranks}}</details>
  </div>
  <div class="card">
    {{template "table" .Distribution}}
  </div>
  <div class="card">
    {{- if .Areas.Rows}}{{template "table" .Areas}}
    <p class="hint">Counted papers (credit) by the area of their venue; “unknown”: venues outside the catalogue.</p>
    {{- else}}<h3>Papers by venue area</h3><p class="empty">None: no counted papers.</p>{{end}}
  </div>
  <div class="grid">
  {{- range .Charts}}{{template "chart" .}}{{end}}
  </div>
</section>
<section id="data-quality" class="section">
  <h2>Data quality</h2>
  <div class="card">
    <p class="quality-summary">{{.Quality.Summary}}</p>
    {{- if .Quality.Issues.Rows}}{{template "table" .Quality.Issues}}
    {{- else}}<h3>{{.Quality.Issues.Caption}}</h3><p class="empty">None: no failed or skipped inputs, parser warnings, stale CVs, possible duplicate people or hand corrections.</p>{{end}}
    <details><summary>Parser warnings ({{.Quality.NWarn}})</summary>
    {{- if .Quality.Warnings.Rows}}{{template "table" .Quality.Warnings}}{{else}}<p class="empty">None.</p>{{end}}
    </details>
  </div>
</section>
{{- range .Cands}}
<section id="{{.ID}}" class="section candidate">
  <h2>{{.Name}}</h2>
  <dl class="facts">
    <div><dt>Stage</dt><dd>{{.Stage}}</dd></div>
    {{- if .Current}}<div><dt>Current position</dt><dd>{{.Current}}</dd></div>{{end}}
    <div><dt>CV as of</dt><dd>{{if .AsOf}}{{.AsOf}}{{else}}unknown{{end}}{{if .AsOfSource}} <span class="note inline">({{.AsOfSource}})</span>{{end}}{{if .Stale}} <span class="badge stale" title="{{.Stale}}">stale</span>{{end}}</dd></div>
    {{- if .PhD}}<div><dt>PhD</dt><dd>{{.PhD}}{{if eq .PhDStatus "expected"}} <span class="badge expected">expected</span>{{else if eq .PhDStatus "ongoing"}} <span class="badge ongoing">ongoing</span>{{end}}</dd></div>{{end}}
    <div><dt>{{$.Headline}}</dt><dd>{{.Headline}}</dd></div>
    <div><dt>Papers</dt><dd>{{.Counted}} counted{{if .Uncounted}}, {{.Uncounted}} listed but not counted (preprints etc.){{end}}</dd></div>
    <div><dt>Source</dt><dd class="src">{{.Source}}{{if .Warnings}} ({{.Warnings}} parser warning{{if ne .Warnings 1}}s{{end}}){{end}}</dd></div>
  </dl>
  <div class="grid">
    <div class="card figures wide">{{template "table" .Figures}}</div>
    {{- range .Charts}}{{template "chart" .}}{{end}}
  </div>
  <div class="card">
    {{- if .Awards.Rows}}{{template "table" .Awards}}{{else}}<h3>Awards and fellowships</h3><p class="empty">None listed.</p>{{end}}
  </div>
  <div class="card">
    {{- if .Papers.Rows}}{{template "table" .Papers}}
    <p class="hint">Place: the candidate's place in the author list (k/n; n+ when the list ends in “et al.”: at least n authors; * equal contribution, counted as first author in place 2 or 3). Counted: whether the paper passes the report's selection.</p>
    {{- else}}<h3>Publications</h3><p class="empty">None listed.</p>{{end}}
    {{- if .Merged}}
    <details><summary>{{len .Merged}} duplicate entr{{if eq (len .Merged) 1}}y{{else}}ies{{end}} counted once</summary><ul class="merged">
      {{- range .Merged}}<li>kept {{.Kept}}; dropped {{.Dropped}} ({{.Reason}})</li>{{end}}
    </ul></details>
    {{- end}}
  </div>
  <p class="back"><a href="#overview">Back to the overview</a></p>
</section>
{{- end}}
</main>
</div>
<footer>Made by vitae from the CVs as parsed; check surprising figures against the CV.</footer>
<script>{{.ECharts}}</script>
<script type="application/json" id="vitae-chart-data">{{.Data}}</script>
<script>` + pageJS + `</script>
</body>
</html>
{{define "chart"}}
    <figure class="card chart-card{{if .Wide}} wide{{end}}">
      {{- if .Empty}}
      <p class="empty">{{.Empty}}</p>
      {{- else}}
      <figcaption><h3>{{.Title}}</h3>{{if .Subtitle}}<span class="sub">{{.Subtitle}}</span>{{end}}</figcaption>
      <div id="{{.ID}}" class="chart" style="height:{{.Height}}px" role="img" aria-label="{{.Title}}"></div>
      {{- end}}
      {{- with .Data}}
      <details><summary>Data</summary>{{template "table" .}}</details>
      {{- end}}
    </figure>
{{- end}}
{{define "table"}}
<div class="table-wrap"><table{{if .ID}} id="{{.ID}}"{{end}}{{if .Sortable}} class="sortable"{{end}}>
<caption>{{.Caption}}</caption>
<thead><tr>{{range .Head}}<th scope="col"{{if .Num}} class="num"{{end}}>{{.Name}}</th>{{end}}</tr></thead>
{{- if .Groups}}
{{- $n := len .Head}}
{{- range .Groups}}
<tbody data-stage="{{.Key}}">
<tr class="group"><th colspan="{{$n}}" scope="rowgroup">{{.Label}}</th></tr>
{{- range .Rows}}{{template "row" .}}{{end}}
</tbody>
{{- end}}
{{- else}}
<tbody>
{{- range .Rows}}{{template "row" .}}{{end}}
</tbody>
{{- end}}
</table></div>
{{- end}}
{{define "row"}}
<tr>{{range .}}<td{{if .Num}} class="num"{{else if .Nowrap}} class="nowrap"{{end}}{{if .Sort}} data-v="{{.Sort}}"{{end}}>{{if .Href}}<a href="{{.Href}}">{{.Text}}</a>{{else}}{{.Text}}{{end}}{{if .Badge}} <span class="badge {{.BadgeClass}}">{{.Badge}}</span>{{end}}{{if .Note}}<span class="note">{{.Note}}</span>{{end}}</td>{{end}}</tr>
{{- end}}
`

const css = `
:root{--fg:#1d2433;--muted:#5b6474;--line:#dde2ea;--bg:#f4f6f9;--card:#fff;--accent:#1f4e9a;--warn:#8a5300;--warnbg:#fff4e0}
*{box-sizing:border-box}
html{scroll-behavior:smooth}
body{margin:0;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--accent);text-decoration:none}a:hover{text-decoration:underline}
header.top{background:#14213d;color:#fff;padding:20px 28px}
header.top h1{margin:0 0 4px;font-size:24px;font-weight:600}
header.top .meta,header.top .selection{margin:2px 0;color:#c9d3e6}
header.top strong{color:#fff;font-weight:600}
.notice{margin:10px 0 0;padding:8px 12px;background:var(--warnbg);color:var(--warn);border-radius:6px;border:1px solid #f0c987}
.layout{display:flex;align-items:flex-start;gap:18px;padding:20px 24px}
nav.side{position:sticky;top:12px;flex:0 0 190px;max-height:calc(100vh - 24px);overflow:auto;background:var(--card);border:1px solid var(--line);border-radius:8px;padding:10px 0}
nav.side ul{list-style:none;margin:0;padding:0}
nav.side li a{display:block;padding:5px 14px;color:var(--fg);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
nav.side li:first-child a{font-weight:600}
nav.side li a:hover{background:#eef2f8;text-decoration:none}
main{flex:1;min-width:0}
.section{margin-bottom:36px}
.section h2{font-size:20px;font-weight:600;margin:0 0 12px;padding-bottom:6px;border-bottom:2px solid var(--line);overflow-wrap:anywhere}
.card{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:14px 16px;margin:0 0 16px;box-shadow:0 1px 2px rgba(20,33,61,.04)}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(440px,1fr));gap:16px;margin-bottom:16px}
.grid>.card{margin:0}
.grid.three{grid-template-columns:repeat(auto-fit,minmax(330px,1fr))}
.wide{grid-column:1/-1}
figure{margin:0}
figcaption h3,.card h3{margin:0;font-size:15px;font-weight:600}
figcaption .sub{color:var(--muted);font-size:12px}
.chart{width:100%;min-height:160px;margin-top:6px}
.chart-missing{display:flex;align-items:center;justify-content:center;color:var(--warn);background:var(--warnbg);border-radius:6px}
.table-wrap{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:13px}
caption{text-align:left;font-weight:600;font-size:15px;padding:0 0 8px}
th,td{padding:5px 7px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
th{background:#f7f9fc;font-weight:600;color:#39414f;vertical-align:bottom}
th.num{white-space:normal}
#t-summary td:first-child,#t-summary-all td:first-child{min-width:9em}
#t-summary td:nth-child(3){min-width:10em}
#t-summary td.num .note{white-space:nowrap}
#t-summary td:nth-child(4){min-width:8em;max-width:11em}
#t-summary{font-size:12.5px}#t-summary th,#t-summary td{padding:5px 5px}
#t-summary td:first-child{min-width:7.5em}
td{overflow-wrap:break-word}
.num{text-align:right;font-variant-numeric:tabular-nums}
td.num,td.nowrap{white-space:nowrap}
tbody tr:hover{background:#f7f9fc}
table.sortable thead th{cursor:pointer;user-select:none}
table.sortable thead th::after{content:" \2195";color:#a7afbd;font-size:11px}
table.sortable th[aria-sort=ascending]::after{content:" \25B2";color:var(--accent)}
table.sortable th[aria-sort=descending]::after{content:" \25BC";color:var(--accent)}
.note{display:block;color:var(--muted);font-size:11px}
.hint,.empty{color:var(--muted);font-size:12px;margin:8px 0 0}
.note.inline{display:inline;font-size:12px}
.badge{display:inline-block;padding:0 6px;border-radius:9px;font-size:11px;font-weight:600;line-height:17px;white-space:nowrap;vertical-align:1px}
.badge.stale{background:#fdecea;color:#a12622;border:1px solid #f3b9b5}
.badge.expected{background:#eef3fb;color:#1f4e9a;border:1px dashed #1f4e9a}
.badge.ongoing{background:#eef7ee;color:#2e6b30;border:1px solid #b9dcb9}
tr.group th{background:#eaf0f8;color:var(--fg);font-size:13px;padding:6px 7px;border-bottom:1px solid var(--line);text-align:left;cursor:default}
.stage-filter{display:flex;flex-wrap:wrap;align-items:center;gap:6px;margin:0 0 10px;font-size:13px}
.stage-filter span{color:var(--muted)}
.stage-filter button{font:inherit;font-size:12px;padding:3px 10px;border:1px solid var(--line);border-radius:14px;background:#fff;color:var(--fg);cursor:pointer}
.stage-filter button[aria-pressed=true]{background:var(--accent);border-color:var(--accent);color:#fff}
.quality-summary{margin:0 0 10px;font-weight:500}
details{margin-top:8px}
summary{cursor:pointer;color:var(--accent);font-size:13px}
dl.facts{display:flex;flex-wrap:wrap;gap:8px 28px;margin:0 0 14px}
dl.facts div{min-width:160px}
dt{color:var(--muted);font-size:12px}
dd{margin:0;font-weight:500;overflow-wrap:anywhere}
dd.src{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12px;font-weight:400}
.figures table td:first-child{width:40%}
ul.merged{margin:6px 0 0;padding-left:18px;font-size:12px;color:var(--muted)}
.back{font-size:12px;margin:0}
footer{padding:16px 28px 28px;color:var(--muted);font-size:12px}
@media (max-width:900px){.layout{flex-direction:column;padding:12px}nav.side{position:static;width:100%;flex-basis:auto;max-height:none}.grid{grid-template-columns:1fr}}
@media print{
 body{background:#fff;font-size:11px}
 header.top{background:#fff;color:#000;padding:0 0 8px;border-bottom:2px solid #000}
 header.top .meta,header.top .selection{color:#000}header.top strong{color:#000}
 nav.side,.back,details summary,.hint,.stage-filter{display:none}
 .layout{display:block;padding:0}
 .card{box-shadow:none;border-color:#bbb;break-inside:avoid}
 .grid{display:block}.grid>.card{margin-bottom:10px}
 .candidate{break-before:page}
 a{color:#000}
 table.sortable th::after{content:""}
}
`

const pageJS = `
(function () {
  "use strict";
  // Table sorting: click a heading; numbers (data-v) sort numerically,
  // other cells as text; blanks go last.
  function key(td) {
    if (!td) return {n: NaN, s: ""};
    var v = td.getAttribute("data-v");
    var n = v === null || v === "" ? NaN : parseFloat(v);
    return {n: n, s: (td.textContent || "").trim().toLowerCase()};
  }
  // Rows sort within their tbody (a career stage); group heading rows
  // stay first.
  function sortBy(table, col, th) {
    var dir = th.getAttribute("aria-sort") === "ascending" ? -1 : 1;
    Array.prototype.forEach.call(table.tBodies, function (body) { sortBody(body, col, dir, th.classList.contains("num")); });
    Array.prototype.forEach.call(th.parentNode.cells, function (h) { h.removeAttribute("aria-sort"); });
    th.setAttribute("aria-sort", dir === 1 ? "ascending" : "descending");
  }
  function sortBody(body, col, dir, numeric) {
    var rows = Array.prototype.slice.call(body.rows).filter(function (tr) {
      return !tr.classList.contains("group");
    }).map(function (tr, i) {
      return {tr: tr, k: key(tr.cells[col]), i: i};
    });
    rows.sort(function (a, b) {
      var x = a.k, y = b.k, c;
      if (numeric) {
        var xa = isNaN(x.n), ya = isNaN(y.n);
        if (xa || ya) { c = xa === ya ? 0 : (xa ? 1 : -1); return c || a.i - b.i; }
        c = (x.n - y.n) * dir;
      } else {
        if (!x.s || !y.s) { c = !x.s === !y.s ? 0 : (!x.s ? 1 : -1); return c || a.i - b.i; }
        c = x.s.localeCompare(y.s, undefined, {numeric: true}) * dir;
      }
      return c || a.i - b.i;
    });
    rows.forEach(function (r) { body.appendChild(r.tr); });
  }
  // Stage filter: show one career stage's rows of the candidates table.
  Array.prototype.forEach.call(document.querySelectorAll(".stage-filter button"), function (b, _, all) {
    b.addEventListener("click", function () {
      var stage = b.getAttribute("data-stage");
      Array.prototype.forEach.call(document.querySelectorAll("#t-summary tbody"), function (tb) {
        tb.hidden = stage !== "" && tb.getAttribute("data-stage") !== stage;
      });
      Array.prototype.forEach.call(all, function (o) { o.setAttribute("aria-pressed", o === b ? "true" : "false"); });
    });
  });
  Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), function (table) {
    var head = table.tHead && table.tHead.rows[0];
    if (!head) return;
    Array.prototype.forEach.call(head.cells, function (th, col) {
      th.tabIndex = 0;
      th.addEventListener("click", function () { sortBy(table, col, th); });
      th.addEventListener("keydown", function (e) { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); sortBy(table, col, th); } });
    });
  });

  // Charts. The options are data (JSON.parse), never code. The only
  // functions are the page's own, picked by exact match of a formatter
  // string; any other "__f__" string is dropped, never evaluated.
  var fns = {year: function (v) { return String(v); }};
  var data;
  try {
    data = JSON.parse(document.getElementById("vitae-chart-data").textContent);
  } catch (e) {
    console.error("vitae: bad chart data", e);
    return;
  }
  function revive(o) {
    if (!o || typeof o !== "object") return;
    Object.keys(o).forEach(function (k) {
      var v = o[k];
      if ((k === "formatter" || k === "valueFormatter") && typeof v === "string" && v.indexOf("__f__") === 0) {
        var name = Object.prototype.hasOwnProperty.call(data.trusted, v) ? data.trusted[v] : "";
        if (name && Object.prototype.hasOwnProperty.call(fns, name)) o[k] = fns[name]; else delete o[k];
      } else if (v && typeof v === "object") {
        revive(v);
      }
    });
  }
  var drawn = [];
  data.charts.forEach(function (c) {
    var el = document.getElementById(c.id);
    if (!el) return;
    if (!window.echarts) {
      el.classList.add("chart-missing");
      el.textContent = "Chart unavailable: ECharts could not be loaded.";
      return;
    }
    try {
      revive(c.option);
      var chart = window.echarts.init(el, null, {renderer: "canvas"});
      chart.setOption(c.option);
      drawn.push(chart);
    } catch (e) {
      console.error("vitae: chart " + c.id + ": " + e);
    }
  });
  var pending = 0;
  window.addEventListener("resize", function () {
    clearTimeout(pending);
    pending = setTimeout(function () { drawn.forEach(function (ch) { ch.resize(); }); }, 100);
  });
  window.addEventListener("beforeprint", function () { drawn.forEach(function (ch) { ch.resize(); }); });
})();
`
