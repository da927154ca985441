package html

import (
	_ "embed"
	"html/template"
)

var pageTmpl = template.Must(template.Must(template.Must(template.Must(template.Must(template.New("page").Parse(pageHTML)).Parse(partsHTML)).Parse(changesHTML)).Parse(matrixHTML)).Parse(compareHTML))

const pageHTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="vitae">
<title>{{.Title}}</title>
<style>` + css + matrixCSS + `</style>
{{- if .Corrected}}
<style>` + correctedCSS + `</style>
{{- end}}
</head>
<body>
<header class="top">
  <h1>{{.Title}}</h1>
  <p class="meta">{{if .Date}}<span>{{.Date}}</span> · {{end}}<span>{{.N}} candidate{{if ne .N 1}}s{{end}}{{if .Stages}} ({{range $i, $s := .Stages}}{{if $i}}, {{end}}{{$s.N}} {{$s.Label}}{{end}}){{end}}</span> · <span>each CV measured to its own date; cohort charts to {{.AsOf}}{{if .RunDate}}; staleness against {{.RunDate}}{{end}}</span></p>
  <p class="selection"><strong>Selection:</strong> {{.Selection}}</p>
  <noscript><p class="notice">This report needs JavaScript for the candidates table, the candidates' sections and the charts; the cohort tables below are plain HTML. Every figure is also in the workbook and the PDF.</p></noscript>
</header>
<div class="layout">
<nav class="side" aria-label="Sections">
  <ul>
  {{- range .Nav}}
    <li><a href="#{{.ID}}">{{.Label}}</a></li>
  {{- end}}
  </ul>
  <ul id="nav-open" aria-label="Opened candidate"></ul>
</nav>
<main>
<section id="overview" class="section">
  <h2>Cohort overview</h2>
  <div class="card" id="candidates">
    {{- if .Stages}}
    <div class="stage-filter" role="group" aria-label="Show a career stage">
      <span>Stage:</span>
      <button type="button" data-stage="" aria-pressed="true">All ({{.N}})</button>
      {{- range .Stages}}
      <button type="button" data-stage="{{.Key}}" aria-pressed="false">{{.Label}} ({{.N}})</button>
      {{- end}}
      {{- template "grouping"}}
    </div>
    {{- end}}
    <div class="vt" id="t-summary" data-caption="Candidates"><p class="empty">Loading the candidates table…</p></div>
    <p class="hint">Ranks are on the headline rate, <strong>{{.Headline}}</strong> (1 = highest): within the candidate's career stage (“1 of 2”, with the percentile of the stage below) and across the cohort. Each CV is measured to its own date (“CV as of”, with where that date came from); <span class="badge stale">stale</span> marks a CV older than the threshold, <span class="badge expected">expected</span> a PhD end that has not happened yet. Click a column heading (or press Enter on it) to sort, within each stage while “Group by stage” is ticked, over the whole cohort when it is not; search finds names, stages and venues. Click a name to open the candidate's section.{{if .Merged}} {{.Merged}} duplicate paper entr{{if eq .Merged 1}}y was{{else}}ies were{{end}} counted once.{{end}}</p>
    <details><summary>All columns</summary>{{template "table" .SummaryAll}}</details>
    <details><summary>Ranks on every metric, in the cohort and within the stage</summary>{{template "table" .Ranks}}</details>
  </div>
  {{- template "matrix" .Matrix}}
  <div class="card">
    {{template "table" .Distribution}}
  </div>
  <div class="card">
    {{- if .Areas.NRows}}{{template "table" .Areas}}
    <p class="hint">Counted papers (credit) by the area of their venue; “unknown”: venues outside the catalogue.</p>
    {{- else}}<h3>Papers by venue area</h3><p class="empty">None: no counted papers.</p>{{end}}
  </div>
  <div class="grid">
  {{- range .Charts}}{{template "chart" .}}{{end}}
  </div>
</section>
{{if .Compare}}{{template "compare" .Compare}}{{end}}{{if .Changes}}{{template "changes" .Changes}}{{end}}<section id="data-quality" class="section">
  <h2>Data quality</h2>
  <div class="card">
    <p class="quality-summary">{{.Quality.Summary}}</p>
    {{- if .Quality.Issues.NRows}}{{template "table" .Quality.Issues}}
    {{- else}}<h3>{{.Quality.Issues.Caption}}</h3><p class="empty">None: no failed or skipped inputs, parser warnings, stale CVs, possible duplicate people or hand corrections.</p>{{end}}
    <details><summary>Parser warnings ({{.Quality.NWarn}})</summary>
    {{- if .Quality.Warnings.NRows}}{{template "table" .Quality.Warnings}}{{else}}<p class="empty">None.</p>{{end}}
    </details>
  </div>
</section>
<div id="candidate-view" aria-live="polite"></div>
</main>
</div>
<footer>Made by vitae from the CVs as parsed; check surprising figures against the CV.</footer>
`

const partsHTML = `{{define "chart"}}
    <figure class="card chart-card{{if .Wide}} wide{{end}}">
      {{- if .Empty}}
      <p class="empty">{{.Empty}}</p>
      {{- else}}
      <figcaption><h3>{{.Title}}</h3>{{if .Subtitle}}<span class="sub">{{.Subtitle}}</span>{{end}}</figcaption>
      <div id="{{.ID}}" class="chart" style="height:{{.Height}}px"{{if .Page}} data-page="{{.Page}}"{{end}} role="img" aria-label="{{.Title}}"></div>
      {{- end}}
      {{- with .Data}}
      <details><summary>Data</summary>{{template "table" .}}</details>
      {{- end}}
    </figure>
{{- end}}
{{define "table"}}
{{- if .Lazy}}<div class="vt" id="{{.ID}}" data-rows="{{.NRows}}"><p class="empty">{{.Caption}}: {{.NRows}} rows, shown with JavaScript (also in the workbook).</p></div>
{{- else}}
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
{{- end}}
{{define "row"}}
<tr>{{range .}}<td{{if .Num}} class="num"{{else if .Nowrap}} class="nowrap"{{end}}{{if .Sort}} data-v="{{.Sort}}"{{end}}>{{if .Href}}<a href="{{.Href}}">{{.Text}}</a>{{else}}{{.Text}}{{end}}{{if .Badge}} <span class="badge {{.BadgeClass}}">{{.Badge}}</span>{{end}}{{if .Note}}<span class="note">{{.Note}}</span>{{end}}</td>{{end}}</tr>
{{- end}}
`

const css = `
:root{--fg:#1d2433;--muted:#5b6474;--line:#dde2ea;--bg:#f4f6f9;--card:#fff;--accent:#1f4e9a;--warn:#8a5300;--warnbg:#fff4e0}
*{box-sizing:border-box}
[hidden]{display:none!important}
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
.vt-bar{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:0 0 8px;font-size:13px}
.vt-bar input[type=search]{font:inherit;padding:4px 8px;border:1px solid var(--line);border-radius:6px;min-width:16em}
.vt-bar .count{color:var(--muted)}
.pager{display:flex;align-items:center;gap:6px;margin:8px 0 0;font-size:12px;color:var(--muted)}
.pager button,.cand-nav button,.chart-pager button{font:inherit;font-size:12px;padding:2px 10px;border:1px solid var(--line);border-radius:6px;background:#fff;color:var(--fg);cursor:pointer}
.pager button:disabled,.chart-pager button:disabled{opacity:.4;cursor:default}
.chart-pager{display:flex;align-items:center;gap:6px;margin:6px 0 0;font-size:12px;color:var(--muted)}
a.cand{cursor:pointer}
.cand-nav{display:flex;gap:8px;align-items:center;font-size:12px;margin:0 0 10px;color:var(--muted)}
#candidate-view:empty{display:none}
nav.side #nav-open:empty{display:none}
nav.side #nav-open{border-top:1px solid var(--line);margin-top:6px;padding-top:6px}
@media (max-width:900px){.layout{flex-direction:column;padding:12px}nav.side{position:static;width:100%;flex-basis:auto;max-height:none}.grid{grid-template-columns:1fr}}
@media print{
 body{background:#fff;font-size:11px}
 header.top{background:#fff;color:#000;padding:0 0 8px;border-bottom:2px solid #000}
 header.top .meta,header.top .selection{color:#000}header.top strong{color:#000}
 nav.side,.back,details summary,.hint,.stage-filter,.vt-bar,.pager,.chart-pager,.cand-nav{display:none}
 .layout{display:block;padding:0}
 .card{box-shadow:none;border-color:#bbb;break-inside:avoid}
 .grid{display:block}.grid>.card{margin-bottom:10px}
 .candidate{break-before:page}
 a{color:#000}
 table.sortable th::after{content:""}
}
`

// pageJS is the page's own script (assets/page.js): it reads the data
// block, draws the tables, opens candidates and draws the charts.
//
//go:embed assets/page.js
var pageJS string

// correctedCSS styles the badges of corrected papers and awards; the page
// carries it only when one is marked.
const correctedCSS = `.badge.corrected,.badge.added{background:#fff4e0;color:#8a4b00;border:1px solid #f0c987}`
