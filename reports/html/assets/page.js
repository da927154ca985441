(function () {
  "use strict";
  // vitae's page script. The data block (#vitae-data) is JSON, read with
  // JSON.parse and never evaluated; every string shown is set with
  // textContent or as an attribute value, never as HTML. Strings are
  // indexes into the string table D.s. A large cohort's block is gzip,
  // in base64, unpacked by the browser's own DecompressionStream.
  var block = document.getElementById("vitae-data");
  function load() {
    var text = block.textContent;
    block.textContent = "";
    if (block.getAttribute("data-encoding") !== "gzip+base64") return Promise.resolve(JSON.parse(text));
    if (typeof DecompressionStream === "undefined") return Promise.reject(new Error("this browser cannot unpack the report's data (no DecompressionStream)"));
    var bin = atob(text), bytes = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text().then(JSON.parse);
  }
  load().then(main, function (e) {
    console.error("vitae: bad data", e);
    var host = document.getElementById("t-summary");
    if (host) host.textContent = "The candidates table could not be shown: " + e.message;
  });

  function main(D) {
  var S = D.s;
  function s(i) { return typeof i === "number" ? (S[i] || "") : ""; }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text) e.textContent = text;
    return e;
  }
  function byId(id) { return document.getElementById(id); }

  // Candidate fields (see data.go).
  var cName = 0, cStage = 1, cStageLabel = 2, cCurrent = 3, cPhD = 4, cPhDStatus = 5, cAsOf = 6, cAsOfSrc = 7,
    cStale = 8, cHeadline = 9, cSource = 10, cCounted = 11, cUncounted = 12, cWarnings = 13, cSummary = 14,
    cFigures = 15, cCharts = 16, cAwards = 17, cPapers = 18, cMerged = 19, cRateWhy = 20, cStageWhy = 21, cStageMark = 22;
  var stageOrder = {}, stageInfo = {};
  D.stages.forEach(function (st, i) { stageOrder[s(st[0])] = i; stageInfo[s(st[0])] = {label: s(st[1]), n: st[2]}; });

  // ---- cells ----
  // A cell is a string index (text only), a number written as a string,
  // or [text, sort key, note, badge, hover text].
  function cellText(c) { return typeof c === "number" ? s(c) : typeof c === "string" ? c : s(c[0]); }
  function cellSort(c) { return typeof c === "string" ? parseFloat(c) : typeof c === "number" || c[1] === null ? null : c[1]; }
  function fillCell(td, c, link) {
    var text = cellText(c);
    if (link) {
      var a = el("a", "cand", text);
      a.href = "#cand-" + link;
      td.appendChild(a);
    } else if (text) {
      td.appendChild(document.createTextNode(text));
    }
    if (typeof c === "object") {
      if (s(c[3])) {
        td.appendChild(document.createTextNode(" "));
        td.appendChild(el("span", "badge " + s(c[3]), s(c[3])));
      }
      if (s(c[2])) td.appendChild(el("span", "note", s(c[2])));
      if (s(c[4])) td.title = s(c[4]);
    }
  }

  // ---- tables: paged, sorted and searched on the arrays ----
  // A table keeps only the rows of its page in the DOM. spec: caption,
  // head [[name, numeric]], rows (arrays of cells), link (the first
  // column opens the row's candidate), group (row -> stage key, to sort
  // within stages and show stage headings), search (row, lower-case
  // query -> bool).
  var collator = new Intl.Collator(undefined, {numeric: true, sensitivity: "base"});
  function Table(host, spec) {
    this.host = host; this.spec = spec; this.page = 0; this.col = -1; this.dir = 1;
    this.filter = null; this.query = "";
    this.all = spec.rows.map(function (_, i) { return i; });
    this.order = this.all.slice();
    this.build();
    this.apply();
  }
  Table.prototype.build = function () {
    var t = this, spec = this.spec;
    this.host.textContent = "";
    if (spec.search) {
      var bar = el("div", "vt-bar");
      var label = el("label", "", "Search ");
      var input = el("input");
      input.type = "search";
      input.placeholder = "name, stage or venue";
      input.setAttribute("aria-controls", this.host.id + "-table");
      label.appendChild(input);
      bar.appendChild(label);
      this.count = el("span", "count");
      bar.appendChild(this.count);
      var pending = 0;
      input.addEventListener("input", function () {
        clearTimeout(pending);
        pending = setTimeout(function () { t.query = input.value.trim().toLowerCase(); t.page = 0; t.apply(); }, 120);
      });
      this.host.appendChild(bar);
      this.input = input;
    }
    var wrap = el("div", "table-wrap");
    var table = el("table", "sortable");
    table.setAttribute("data-vt", "");
    if (this.host.id) table.id = this.host.id + "-table";
    table.appendChild(el("caption", "", spec.caption));
    var thead = el("thead"), tr = el("tr");
    this.ths = spec.head.map(function (h, col) {
      var th = el("th", h[1] ? "num" : "", s(h[0]));
      th.scope = "col";
      th.tabIndex = 0;
      th.addEventListener("click", function () { t.sortBy(col); });
      th.addEventListener("keydown", function (e) {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); t.sortBy(col); }
      });
      tr.appendChild(th);
      return th;
    });
    thead.appendChild(tr);
    table.appendChild(thead);
    this.tbody = el("tbody");
    table.appendChild(this.tbody);
    wrap.appendChild(table);
    this.host.appendChild(wrap);
    this.pager = el("div", "pager");
    this.prev = el("button", "", "‹ Previous");
    this.next = el("button", "", "Next ›");
    this.prev.type = this.next.type = "button";
    this.where = el("span");
    this.prev.addEventListener("click", function () { t.go(t.page - 1); });
    this.next.addEventListener("click", function () { t.go(t.page + 1); });
    this.pager.appendChild(this.prev);
    this.pager.appendChild(this.where);
    this.pager.appendChild(this.next);
    this.host.appendChild(this.pager);
  };
  // apply filters the rows (stage, search), sorts them and draws the page.
  Table.prototype.apply = function () {
    var spec = this.spec, t = this;
    var rows = this.all;
    if (this.filter !== null) rows = rows.filter(function (i) { return spec.group(i) === t.filter; });
    if (this.query) rows = rows.filter(function (i) { return spec.search(i, t.query); });
    this.order = this.sorted(rows);
    if (this.count) this.count.textContent = this.order.length + " of " + this.all.length + " shown";
    this.draw();
  };
  // sorted orders rows by stage (when grouped), then the sort column
  // (numbers numerically, text by collation, blanks last), then their
  // report order.
  Table.prototype.sorted = function (rows) {
    var spec = this.spec, col = this.col, dir = this.dir;
    var num = col >= 0 && spec.head[col][1];
    var keys = col < 0 ? null : rows.map(function (i) {
      var c = spec.rows[i][col];
      if (num) { var v = cellSort(c); return v === null ? (cellText(c) === "" ? null : parseFloat(cellText(c))) : v; }
      var x = cellText(c);
      return x === "" ? null : x;
    });
    var pos = {};
    rows.forEach(function (r, k) { pos[r] = k; });
    var out = rows.slice();
    var grouped = spec.group && this.grouped !== false; // matrix.js: "Group by stage"
    out.sort(function (a, b) {
      if (grouped) {
        var g = stageOrder[spec.group(a)] - stageOrder[spec.group(b)];
        if (g) return g;
      }
      if (keys) {
        var x = keys[pos[a]], y = keys[pos[b]];
        if (num && x !== null && isNaN(x)) x = null;
        if (num && y !== null && isNaN(y)) y = null;
        if (x === null || y === null) {
          if (x !== y) return x === null ? 1 : -1;
        } else {
          var c = num ? (x - y) : collator.compare(x, y);
          if (c) return c * dir;
        }
      }
      return a - b;
    });
    return out;
  };
  Table.prototype.sortBy = function (col) {
    this.dir = this.col === col && this.dir === 1 ? -1 : 1;
    this.col = col;
    var t = this;
    this.ths.forEach(function (th, i) {
      if (i === col) th.setAttribute("aria-sort", t.dir === 1 ? "ascending" : "descending"); else th.removeAttribute("aria-sort");
    });
    this.page = 0;
    this.apply();
  };
  Table.prototype.go = function (page) {
    var pages = Math.max(1, Math.ceil(this.order.length / D.pageSize));
    this.page = Math.min(Math.max(0, page), pages - 1);
    this.draw();
  };
  // draw puts the current page's rows in the DOM, with a stage heading
  // where the stage changes.
  Table.prototype.draw = function () {
    var spec = this.spec, size = D.pageSize;
    var pages = Math.max(1, Math.ceil(this.order.length / size));
    var from = this.page * size, to = Math.min(this.order.length, from + size);
    var body = el("tbody"), last = null;
    for (var k = from; k < to; k++) {
      var i = this.order[k];
      if (spec.group && this.grouped !== false) {
        var g = spec.group(i);
        if (g !== last) {
          var gr = el("tr", "group"), gth = el("th");
          gth.colSpan = spec.head.length;
          gth.scope = "rowgroup";
          var info = stageInfo[g] || {label: g, n: 0};
          gth.textContent = info.label + " · " + info.n + " candidate" + (info.n === 1 ? "" : "s");
          gr.appendChild(gth);
          body.appendChild(gr);
          last = g;
        }
      }
      var tr = el("tr");
      spec.rows[i].forEach(function (c, col) {
        var td = el("td", spec.head[col][1] ? "num" : "");
        fillCell(td, c, col === 0 && spec.link ? i + 1 : 0);
        tr.appendChild(td);
      });
      body.appendChild(tr);
    }
    if (from === to) {
      var empty = el("tr"), td = el("td", "empty", "No rows match.");
      td.colSpan = spec.head.length;
      empty.appendChild(td);
      body.appendChild(empty);
    }
    this.tbody.parentNode.replaceChild(body, this.tbody);
    this.tbody = body;
    this.where.textContent = this.order.length ? "rows " + (from + 1) + "–" + to + " of " + this.order.length + " (page " + (this.page + 1) + " of " + pages + ")" : "no rows";
    this.prev.disabled = this.page === 0;
    this.next.disabled = this.page >= pages - 1;
    this.pager.hidden = pages === 1;
  };

  // sortable makes a table written as HTML (a short one) sortable: click
  // a heading or press Enter on it; numbers (data-v) sort numerically,
  // other cells as text, blanks last.
  function sortable(table) {
    var head = table.tHead && table.tHead.rows[0];
    if (!head) return;
    Array.prototype.forEach.call(head.cells, function (th, col) {
      th.tabIndex = 0;
      var go = function () {
        var dir = th.getAttribute("aria-sort") === "ascending" ? -1 : 1, num = th.classList.contains("num");
        Array.prototype.forEach.call(table.tBodies, function (body) {
          var rows = Array.prototype.map.call(body.rows, function (tr, i) {
            var td = tr.cells[col], v = td ? td.getAttribute("data-v") : null;
            return {tr: tr, i: i, n: v === null || v === "" ? NaN : parseFloat(v), s: td ? td.textContent.trim() : ""};
          });
          rows.sort(function (a, b) {
            var x = num ? !isNaN(a.n) : a.s !== "", y = num ? !isNaN(b.n) : b.s !== "";
            if (!x || !y) return x === y ? a.i - b.i : (x ? -1 : 1);
            return ((num ? a.n - b.n : collator.compare(a.s, b.s)) * dir) || a.i - b.i;
          });
          rows.forEach(function (r) { body.appendChild(r.tr); });
        });
        Array.prototype.forEach.call(head.cells, function (h) { h.removeAttribute("aria-sort"); });
        th.setAttribute("aria-sort", dir === 1 ? "ascending" : "descending");
      };
      th.addEventListener("click", go);
      th.addEventListener("keydown", function (e) { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); go(); } });
    });
  }

  // ---- charts ----
  // Options are data; the only functions are the page's own, picked by
  // exact match of a formatter string; any other "__f__" string is
  // dropped, never evaluated.
  var fns = {year: function (v) { return String(v); }};
  function revive(o) {
    if (!o || typeof o !== "object") return;
    Object.keys(o).forEach(function (k) {
      var v = o[k];
      if ((k === "formatter" || k === "valueFormatter") && typeof v === "string" && v.indexOf("__f__") === 0) {
        var name = Object.prototype.hasOwnProperty.call(D.trusted, v) ? D.trusted[v] : "";
        if (name && Object.prototype.hasOwnProperty.call(fns, name)) o[k] = fns[name]; else delete o[k];
      } else if (v && typeof v === "object") {
        revive(v);
      }
    });
  }
  var HATCH = [-0.785, 0.785, 0, 1.571];
  function hatch(k) {
    return {symbol: "rect", color: "rgba(255,255,255,0.6)", dashArrayX: [1, 0], dashArrayY: [3, 4], rotation: HATCH[k % HATCH.length]};
  }
  function round2(x) { return Math.round(x * 100) / 100; }
  function gridOf(top) { return {left: "8", top: String(top), right: "36", bottom: "10", containLabel: true}; }
  function legendOf(data) {
    var l = {show: true, left: "center", top: "0", itemWidth: 14, itemHeight: 10, textStyle: {fontSize: 12}};
    if (data) l.data = data;
    return l;
  }
  // A chart model (data.go): [kind, title, subtitle, categories,
  // series [[name, colour, stack, style, key, values]], spans [[colour,
  // from, to, when, expected, kind]], axis]. toOption mirrors
  // charts.ECharts for the kinds candidates have.
  function toOption(m) {
    var cats = m[3].map(s);
    if (m[0] === "stacked_bars") return stacked(cats, m[4]);
    if (m[0] === "bars") return hbar(cats, m[4][0]);
    if (m[0] === "gantt") return gantt(cats, m[4], m[5], m[6]);
    return null;
  }
  function allYears(cats) { return cats.every(function (c) { return /^[0-9]{4}$/.test(c); }); }
  function stacked(cats, series) {
    var o = {animation: false, title: {show: false}, grid: [gridOf(series.length > 3 ? 60 : 40)], legend: legendOf(null),
      tooltip: {show: true, trigger: "axis", axisPointer: {type: "shadow"}},
      yAxis: [{type: "value", minInterval: 1}],
      xAxis: [{type: "category", data: cats, axisLabel: allYears(cats) ? {hideOverlap: true} : {interval: 0, width: 90, overflow: "break"}}],
      series: []};
    var items = [], k = 0;
    series.forEach(function (x) {
      var name = s(x[0]), color = s(x[1]), hatched = x[3] === 1, dec = hatched ? hatch(k++) : null;
      items.push(hatched ? {name: name, itemStyle: {color: color, decal: dec}} : name);
      o.series.push({name: name, type: "bar", stack: s(x[2]), barCategoryGap: "30%", barMaxWidth: "40", itemStyle: {color: color},
        data: x[5].map(function (v) { return v > 0 ? (hatched ? {value: v, itemStyle: {color: color, decal: dec}} : v) : "-"; })});
    });
    if (k > 0) o.legend = legendOf(items);
    return {option: o, height: 360};
  }
  function hbar(cats, x) {
    var o = {animation: false, title: {show: false}, grid: [{left: "8", top: "10", right: "36", bottom: "10", containLabel: true}], legend: {show: false},
      tooltip: {show: true, trigger: "axis", axisPointer: {type: "shadow"}},
      xAxis: [{type: "value", minInterval: 1}],
      yAxis: [{type: "category", inverse: true, data: cats, axisLabel: {width: 190, overflow: "truncate"}}],
      series: [{name: s(x[0]), type: "bar", barCategoryGap: "30%", data: x[5], itemStyle: {color: s(x[1])}, label: {show: true, position: "right"}}]};
    return {option: o, height: Math.max(120, 30 + 26 * cats.length)};
  }
  function gantt(cats, series, spans, ax) {
    var border = null;
    spans.forEach(function (sp) { if (sp[4] && border === null) border = s(sp[0]); });
    var names = series.map(function (x) {
      if (x[3] !== 2) return s(x[0]);
      return {name: s(x[0]), itemStyle: {color: s(x[1]), borderColor: border || s(x[1]), borderWidth: 1.5, borderType: "dashed"}};
    });
    var axis = {type: "value", min: ax[0], max: ax[1], minInterval: ax[2], maxInterval: ax[2], axisLabel: {formatter: fns.year, hideOverlap: true},
      splitLine: {show: true, lineStyle: {color: "#e4e7ec"}}};
    var xAxis = [axis];
    if (spans.length > 12) {
      xAxis.push({type: "value", position: "top", min: ax[0], max: ax[1], minInterval: ax[2], maxInterval: ax[2],
        axisLabel: {formatter: fns.year, hideOverlap: true}, splitLine: {show: false}});
    }
    var o = {animation: false, title: {show: false}, grid: [gridOf(36)], legend: legendOf(names),
      tooltip: {show: true, trigger: "item"}, xAxis: xAxis,
      yAxis: [{type: "category", inverse: true, data: cats, axisLabel: {width: 300, overflow: "truncate", fontSize: 11}}],
      series: [{name: "start", type: "bar", stack: "span", barCategoryGap: "30%", itemStyle: {color: "transparent"},
        emphasis: {itemStyle: {color: "transparent"}},
        data: spans.map(function (sp) { return {value: sp[1], tooltip: {show: false}}; })}]};
    series.forEach(function (x) {
      var dashed = x[3] === 2, key = s(x[4]), color = s(x[1]);
      o.series.push({name: s(x[0]), type: "bar", stack: "span", itemStyle: {color: color},
        data: spans.map(function (sp, j) {
          var item = {name: cats[j] + ": " + s(sp[3]), value: round2(sp[2] - sp[1])};
          if (dashed && sp[4]) { item.itemStyle = {color: color, borderColor: s(sp[0]), borderWidth: 2, borderType: "dashed"}; return item; }
          if (!dashed && !sp[4] && s(sp[5]) === key) return item;
          return "-";
        })});
    });
    return {option: o, height: Math.max(140, 66 + 24 * spans.length)};
  }

  // Charts are drawn when their box comes near the viewport and disposed
  // when it is far away: a page of any size holds a few live charts.
  var live = new Map(); // element -> echarts instance
  var waiting = [], echartsTried = false;
  // loadECharts runs the vendored ECharts, which the page carries in a
  // script element the browser does not run (type text/x-vitae-echarts):
  // parsing a megabyte of script would otherwise delay the candidates
  // table. It runs once the table is usable; then the charts waiting
  // for it are drawn. It is the page's own code, never data.
  function loadECharts() {
    if (echartsTried) return;
    echartsTried = true;
    var src = document.getElementById("vitae-echarts");
    if (src && !window.echarts) {
      var run = document.createElement("script");
      run.text = src.textContent;
      document.body.appendChild(run);
      src.textContent = "";
    }
    var nodes = waiting;
    waiting = [];
    nodes.forEach(drawNow);
  }
  var pendingDraw = new Map(); // element -> function drawing it
  function drawNow(node) {
    var f = pendingDraw.get(node);
    if (!f || live.has(node)) return;
    if (!window.echarts && !echartsTried) {
      waiting.push(node); // drawn once ECharts is loaded (loadECharts)
      return;
    }
    if (!window.echarts) {
      node.classList.add("chart-missing");
      node.textContent = "Chart unavailable: ECharts could not be loaded.";
      return;
    }
    try {
      var chart = window.echarts.init(node, null, {renderer: "canvas"});
      chart.setOption(f());
      live.set(node, chart);
      node.dispatchEvent(new Event("vitae-drawn"));
    } catch (e) {
      console.error("vitae: chart " + node.id + ": " + e);
      node.dispatchEvent(new Event("vitae-drawn"));
    }
  }
  function dispose(node) {
    var chart = live.get(node);
    if (chart) { chart.dispose(); live.delete(node); }
  }
  var near = "IntersectionObserver" in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (e) { if (e.isIntersecting) drawNow(e.target); });
  }, {rootMargin: "300px 0px"}) : null;
  var far = "IntersectionObserver" in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (e) {
      if (e.isIntersecting) return;
      // re-checked now: a report of an earlier position (a scroll under
      // way) must not dispose a chart just drawn in view
      var r = e.target.getBoundingClientRect();
      if (r.bottom < -3000 || r.top > window.innerHeight + 3000) dispose(e.target);
    });
  }, {rootMargin: "3000px 0px"}) : null;
  // watch registers a chart box with the function that makes its options.
  function watch(node, make) {
    pendingDraw.set(node, make);
    if (near) { near.observe(node); far.observe(node); } else drawNow(node);
  }
  function unwatch(node) {
    dispose(node);
    pendingDraw.delete(node);
    if (near) { near.unobserve(node); far.unobserve(node); }
  }
  var resizing = 0;
  window.addEventListener("resize", function () {
    clearTimeout(resizing);
    resizing = setTimeout(function () { live.forEach(function (ch) { ch.resize(); }); }, 100);
  });
  window.addEventListener("beforeprint", function () {
    pendingDraw.forEach(function (_, node) { drawNow(node); });
    live.forEach(function (ch) { ch.resize(); });
  });

  // ---- the candidates table ----
  var haystacks = [];
  function haystack(i) {
    if (haystacks[i] === undefined) {
      var c = D.cands[i], seen = {}, parts = [s(c[cName]), s(c[cStageLabel])];
      c[cPapers].forEach(function (p) { if (!seen[p[2]]) { seen[p[2]] = 1; parts.push(s(p[12]) || s(p[2])); } });
      haystacks[i] = parts.join("\n").toLowerCase();
    }
    return haystacks[i];
  }
  var summary = new Table(byId("t-summary"), {
    caption: "Candidates", head: D.cols, rows: D.cands.map(function (c) { return c[cSummary]; }), link: true,
    group: function (i) { return s(D.cands[i][cStage]); },
    search: function (i, q) { return haystack(i).indexOf(q) >= 0; }
  });
  window.vitaeTable = summary;
  if (window.vitaeCompare) window.vitaeCompare(D, summary); // tick boxes and the side-by-side view (compare.js)
  Array.prototype.forEach.call(document.querySelectorAll(".stage-filter button"), function (b, _, all) {
    b.addEventListener("click", function () {
      var stage = b.getAttribute("data-stage");
      summary.filter = stage === "" ? null : stage;
      summary.page = 0;
      summary.apply();
      Array.prototype.forEach.call(all, function (o) { o.setAttribute("aria-pressed", o === b ? "true" : "false"); });
    });
  });
  // the other overview tables: drawn when shown
  D.tables.forEach(function (t) {
    var host = byId(t[0]);
    if (!host) return;
    var made = false;
    var make = function () { if (!made) { made = true; new Table(host, {caption: s(t[1]), head: t[2], rows: t[3], link: !!t[4]}); } };
    var det = host.closest("details");
    if (det) det.addEventListener("toggle", function () { if (det.open) make(); }); else make();
  });
  Array.prototype.forEach.call(document.querySelectorAll("table.sortable:not([data-vt])"), sortable);
  performance.mark("vitae-usable");
  setTimeout(function () { loadECharts(); warmUp(); }, 0);

  // warmUp draws one small chart of each kind off screen and disposes it,
  // once ECharts has loaded and the page is idle: ECharts' first drawing
  // costs a few hundred milliseconds (its code warming up), which would
  // otherwise fall on the first candidate a reader opens.
  function warmUp() {
    function run() {
      if (!window.echarts) return;
      var box = el("div");
      box.style.cssText = "position:absolute;left:-10000px;top:0;width:600px;height:360px";
      document.body.appendChild(box);
      var m = null;
      for (var i = 0; i < D.cands.length && !m; i++) if (D.cands[i][cCharts][0] && D.cands[i][cCharts][2]) m = D.cands[i][cCharts];
      try {
        (m || []).forEach(function (x) {
          if (!x) return;
          var ch = window.echarts.init(box, null, {renderer: "canvas"});
          ch.setOption(toOption(x).option);
          ch.dispose();
        });
      } catch (e) {
        console.error("vitae: warm-up: " + e);
      }
      box.remove();
    }
    (window.requestIdleCallback || setTimeout)(function () { run(); performance.mark("vitae-warm"); });
  }

  // ---- cohort charts ----
  D.charts.forEach(function (c) {
    var node = byId(c.id);
    if (node) watch(node, function () { revive(c.option); return c.option; });
  });
  // ---- cohort charts of one row per candidate, paged ----
  // With more candidates than a chart shows (D.paging.per), the
  // fellowships chart and the cohort timeline show the top candidates by
  // a metric the reader picks (a numeric column of the candidates table;
  // the headline rate first), with previous and next pages through the
  // rest in that order (see paging.go).
  var P = D.paging, orders = {};
  // rankOrder is the candidates' indexes by the column's value, highest
  // first, blanks last, ties in report order (name, then key).
  function rankOrder(col) {
    if (!orders[col]) {
      var vals = D.cands.map(function (c) {
        var v = cellSort(c[cSummary][col]);
        return v === null || isNaN(v) ? null : v;
      });
      orders[col] = D.cands.map(function (_, i) { return i; }).sort(function (a, b) {
        var x = vals[a], y = vals[b];
        if (x !== y) {
          if (x === null) return 1;
          if (y === null) return -1;
          return y - x;
        }
        return a - b;
      });
    }
    return orders[col];
  }
  // grouped writes n with thousands separators: 10,000.
  function grouped(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ","); }
  var pagers = {};
  function chartPaging() {
    if (!P) return;
    P.charts.forEach(function (pc) {
      var id = s(pc[0]), node = byId(id);
      if (!node) return;
      var tmpl = null;
      D.charts.forEach(function (c) { if (c.id === id) tmpl = JSON.stringify(c.option); });
      pagers[id] = chartPager(node, s(pc[1]), s(pc[2]), tmpl);
    });
  }
  // chartPager puts the order and page controls above a paged chart and
  // shows its first page.
  function chartPager(node, kind, notes, tmpl) {
    var fig = node.parentNode, sub = fig.querySelector("figcaption .sub");
    if (!sub) { sub = el("span", "sub"); fig.querySelector("figcaption").appendChild(sub); }
    var bar = el("div", "chart-pager"), label = el("label", "", "Order by "), pick = el("select");
    P.metrics.forEach(function (col) {
      var o = el("option", "", s(D.cols[col][0]));
      o.value = String(col);
      pick.appendChild(o);
    });
    pick.value = String(P.def);
    label.appendChild(pick);
    var prev = el("button", "", "‹ Previous"), next = el("button", "", "Next ›"), where = el("span");
    prev.type = next.type = "button";
    prev.setAttribute("aria-label", "Previous " + P.per + " candidates");
    next.setAttribute("aria-label", "Next " + P.per + " candidates");
    where.setAttribute("aria-live", "polite");
    bar.appendChild(label); bar.appendChild(prev); bar.appendChild(where); bar.appendChild(next);
    fig.insertBefore(bar, node);
    var n = D.cands.length, pages = Math.ceil(n / P.per), st = {page: 0, col: P.def, shown: []};
    function show(p, draw) {
      st.page = p;
      st.col = +pick.value;
      var from = p * P.per, to = Math.min(n, from + P.per), metric = s(D.cols[st.col][0]);
      st.shown = rankOrder(st.col).slice(from, to);
      var range = grouped(from + 1) + "–" + grouped(to) + " of " + grouped(n);
      where.textContent = range;
      sub.textContent = (p === 0 ? "top " + P.per + " by " + metric + ", " : "by " + metric + ", ") + range;
      var made = kind === "timeline" ? timelinePage(st.shown) : fellowPage(st.shown, tmpl);
      if (notes) sub.textContent += "; " + notes;
      if (made.notes) sub.textContent += "; " + made.notes;
      prev.disabled = p === 0;
      next.disabled = p >= pages - 1;
      // the controls stay where the reader clicked them, whatever the
      // browser's scroll anchoring makes of the chart's new height
      var at = draw ? bar.getBoundingClientRect().top : null;
      unwatch(node);
      node.style.height = made.height + "px";
      watch(node, made.make);
      if (at !== null) {
        var moved = bar.getBoundingClientRect().top - at;
        if (moved) window.scrollBy(0, moved);
      }
      if (draw) drawNow(node);
    }
    prev.addEventListener("click", function () { show(st.page - 1, true); });
    next.addEventListener("click", function () { show(st.page + 1, true); });
    pick.addEventListener("change", function () { show(0, true); });
    show(0, false);
    return st;
  }
  // timelinePage is the cohort timeline of the candidates idx: their own
  // timelines' rows, "Candidate · span", on one axis; an undated CV's
  // ongoing spans end at the cohort's as-of year, as charts.Timeline
  // draws them (P.tl).
  var tl = null;
  function timelinePage(idx) {
    if (!tl) { tl = {}; P.tl.forEach(function (x) { tl[x[0]] = x; }); }
    var cats = [], spans = [], kinds = {}, expected = false, lo = Infinity, hi = -Infinity, seen = {}, skipped = 0;
    idx.forEach(function (i) {
      var m = D.cands[i][cCharts][2], own = tl[i];
      if (own) skipped += own[1];
      if (!m) return;
      var name = s(D.cands[i][cName]), sps = own && own[2] ? own[2] : m[5];
      sps.forEach(function (sp, j) {
        var cat = name + " · " + s(m[3][j]);
        seen[cat] = (seen[cat] || 0) + 1;
        if (seen[cat] > 1) cat += " (" + seen[cat] + ")";
        cats.push(cat);
        spans.push(sp);
        lo = Math.min(lo, sp[1]); hi = Math.max(hi, sp[2]);
        if (sp[4]) expected = true; else kinds[s(sp[5])] = true;
      });
    });
    var series = [];
    D.kinds.forEach(function (k) { if (kinds[s(k[0])]) series.push([k[1], k[2], 0, 0, k[0]]); });
    if (expected) series.push([D.expected[0], D.expected[1], 0, 2, 0]);
    var made = spans.length ? gantt(cats, series, spans, timeAxis(lo, hi)) : null;
    return {make: function () { return made ? made.option : {}; }, height: made ? made.height : 140,
      notes: skipped ? skipped + " without dates not shown" : ""};
  }
  // fellowPage is the fellowships chart of the candidates idx, made from
  // the Go chart's options (tmpl) as charts.barsWithMarks lays them out:
  // a bar of fellowships awarded, marks for finalist places and
  // nominations.
  var fellows = null;
  function fellowPage(idx, tmpl) {
    if (!fellows) { fellows = {}; P.fellows.forEach(function (x) { fellows[x[0]] = x; }); }
    var o = JSON.parse(tmpl), keys = P.fkeys.map(s), hi = 1;
    var cats = idx.map(function (i) { return s(D.cands[i][cName]); });
    var counts = idx.map(function (i) { var f = fellows[i]; return f ? f.slice(1) : [0, 0, 0]; });
    counts.forEach(function (c) { hi = Math.max(hi, c[0], c[1], c[2]); });
    o.yAxis[0].data = cats;
    o.xAxis[0].max = Math.ceil(hi) + 1;
    o.series[0].data = counts.map(function (c, r) {
      var item = {name: cats[r] + ": " + c[0] + " " + keys[0], value: c[0]};
      if (c[0] > 0) item.label = {show: true, fontSize: 10, position: "right", formatter: c[0] + " " + keys[0]};
      return item;
    });
    var offset = -12;
    for (var k = 1; k < o.series.length && k < keys.length; k++) {
      var data = [], sr = o.series[k];
      counts.forEach(function (c, r) {
        for (var m = 1; m <= c[k] && m <= P.marks; m++) {
          var text = keys[k] + ": " + c[k];
          var it = {name: cats[r] + ": " + text, value: [m, r], symbol: sr.symbol, symbolSize: 11, symbolOffset: [0, offset]};
          if (m === c[k] || m === P.marks) it.label = {show: true, fontSize: 10, position: "right", formatter: text};
          data.push(it);
        }
      });
      sr.data = data;
      offset = -offset;
    }
    return {make: function () { return o; }, height: Math.max(150, 70 + 42 * cats.length), notes: ""};
  }
  var STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000];
  // timeAxis mirrors charts.timeAxis.
  function timeAxis(lo, hi) {
    var step = STEPS[STEPS.length - 1];
    for (var i = 0; i < STEPS.length; i++) {
      var x = STEPS[i];
      if ((hi - lo) / x <= 12 || (x >= 5 && (hi - lo) / x <= 24)) { step = x; break; }
    }
    return [Math.floor(lo / step) * step, Math.ceil(hi / step) * step, step];
  }
  chartPaging();

  // ---- a candidate's section, built when opened ----
  var view = byId("candidate-view"), current = 0;
  function dl(parent, term, build) {
    var div = el("div");
    div.appendChild(el("dt", "", term));
    var dd = el("dd");
    build(dd);
    div.appendChild(dd);
    parent.appendChild(div);
  }
  function text(node, t) { node.appendChild(document.createTextNode(t)); }
  function badge(node, cls, title) {
    text(node, " ");
    var b = el("span", "badge " + cls, cls);
    if (title) b.title = title;
    node.appendChild(b);
  }
  // staticTable is a small table of a candidate's section, sortable.
  function staticTable(caption, head, rows, hint) {
    var card = el("div", "card");
    if (!rows.length) {
      card.appendChild(el("h3", "", caption));
      card.appendChild(el("p", "empty", "None listed."));
      return card;
    }
    var host = el("div", "vt");
    card.appendChild(host);
    host.id = "";
    new Table(host, {caption: caption, head: head.map(function (h) { return [str(h[0]), h[1]]; }), rows: rows});
    if (hint) card.appendChild(el("p", "hint", hint));
    return card;
  }
  // str interns a page string (column names) into the table's strings.
  var own = {};
  function str(t) {
    if (own[t] === undefined) { own[t] = S.length; S.push(t); }
    return own[t];
  }
  function chartCard(id, m, wide, empty) {
    var fig = el("figure", "card chart-card" + (wide ? " wide" : ""));
    if (!m) { fig.appendChild(el("p", "empty", empty)); return {fig: fig}; }
    var made = toOption(m);
    var cap = el("figcaption");
    cap.appendChild(el("h3", "", s(m[1])));
    if (s(m[2])) cap.appendChild(el("span", "sub", s(m[2])));
    fig.appendChild(cap);
    var div = el("div", "chart");
    div.id = id;
    div.style.height = Math.min(made.height, 4000) + "px";
    div.setAttribute("role", "img");
    div.setAttribute("aria-label", s(m[1]));
    fig.appendChild(div);
    return {fig: fig, div: div, make: function () { return made.option; }};
  }
  function section(n) {
    var c = D.cands[n - 1], id = "cand-" + n;
    var sec = el("section", "section candidate");
    sec.id = id;
    var nav = el("div", "cand-nav");
    var prev = el("button", "", "‹ Previous candidate"), next = el("button", "", "Next candidate ›");
    prev.type = next.type = "button";
    prev.disabled = n === 1;
    next.disabled = n === D.cands.length;
    prev.addEventListener("click", function () { location.hash = "#cand-" + (n - 1); });
    next.addEventListener("click", function () { location.hash = "#cand-" + (n + 1); });
    var back = el("a", "", "Back to the candidates table");
    back.href = "#candidates";
    nav.appendChild(prev); nav.appendChild(next); nav.appendChild(back);
    nav.appendChild(el("span", "", "candidate " + n + " of " + D.cands.length + " in report order"));
    sec.appendChild(nav);
    sec.appendChild(el("h2", "", s(c[cName])));
    var facts = el("dl", "facts");
    dl(facts, "Stage", function (dd) {
      text(dd, s(c[cStageLabel]));
      if (s(c[cStageMark])) badge(dd, "corrected", s(c[cStageWhy]));
      if (s(c[cStageWhy])) { text(dd, " "); dd.appendChild(el("span", "note inline", "(" + s(c[cStageWhy]) + ")")); }
      dd.title = s(c[cStageWhy]);
    });
    if (s(c[cCurrent])) dl(facts, "Current position", function (dd) { text(dd, s(c[cCurrent])); });
    dl(facts, "CV as of", function (dd) {
      text(dd, s(c[cAsOf]) || "unknown");
      if (s(c[cAsOfSrc])) { text(dd, " "); dd.appendChild(el("span", "note inline", "(" + s(c[cAsOfSrc]) + ")")); }
      if (s(c[cStale])) badge(dd, "stale", s(c[cStale]));
    });
    if (s(c[cPhD])) dl(facts, "PhD", function (dd) {
      text(dd, s(c[cPhD]));
      var st = s(c[cPhDStatus]);
      if (st === "expected" || st === "ongoing") badge(dd, st);
    });
    dl(facts, s(D.headline), function (dd) { text(dd, s(c[cHeadline])); if (s(c[cRateWhy])) dd.title = s(c[cRateWhy]); });
    dl(facts, "Papers", function (dd) {
      text(dd, c[cCounted] + " counted" + (c[cUncounted] ? ", " + c[cUncounted] + " listed but not counted (preprints etc.)" : ""));
    });
    dl(facts, "Source", function (dd) {
      dd.className = "src";
      text(dd, s(c[cSource]) + (c[cWarnings] ? " (" + c[cWarnings] + " parser warning" + (c[cWarnings] === 1 ? "" : "s") + ")" : ""));
    });
    sec.appendChild(facts);
    var grid = el("div", "grid");
    var figs = el("div", "card figures wide");
    var ft = el("div", "vt");
    figs.appendChild(ft);
    new Table(ft, {caption: "Key figures", head: [[str("Figure"), 0], [str("Value"), 1], [str("Rank in cohort"), 1], [str("Rank in stage"), 1], [str("Percentile in stage"), 1]],
      rows: c[cFigures].map(function (f) {
        if (!f[5]) return [f[0], f[1], f[2], f[3], f[4]];
        var why = s(c[cRateWhy]) ? c[cRateWhy] : 0; // the headline's box: how the rate is made, on hover
        return [[f[0], null, str("headline: ranks in the candidates table"), 0, why], [f[1], null, 0, 0, why], f[2], f[3], f[4]];
      })});
    if (s(c[cRateWhy])) figs.appendChild(el("p", "hint rate-why", "How the rate is made: " + s(c[cRateWhy])));
    grid.appendChild(figs);
    var charts = [
      chartCard(id + "-pubs", c[cCharts][0], false, "No dated publications."),
      chartCard(id + "-venues", c[cCharts][1], false, "No counted papers at catalogued venues (venues outside the catalogue are listed, as written, under Publications)."),
      chartCard(id + "-timeline", c[cCharts][2], true, "No dated education or positions.")];
    charts.forEach(function (x) { grid.appendChild(x.fig); });
    sec.appendChild(grid);
    sec.appendChild(staticTable("Awards and fellowships", [["Year", 1], ["Award", 0], ["Category", 0], ["Status", 0], ["Issuer", 0], ["Note", 0]],
      c[cAwards].map(function (a) { return a.slice(0, 6); })));
    var papers = staticTable("Publications", [["Year", 1], ["Title", 0], ["Venue", 0], ["Type", 0], ["Status", 0], ["Place", 1], ["Awards", 0], ["Presented as", 0], ["Counted", 0]],
      c[cPapers].map(function (p) {
        var year = s(p[0]);
        return [[p[0], year ? +year : null, 0, 0], p[1], [p[2], null, p[13] ? str("not in the catalogue") : p[3], 0, p[12]], p[4], p[5],
          [p[6], p[7] > 0 ? p[7] : null, p[8] ? str("co-first: counted as first author") : 0, 0], p[9],
          [p[14], null, s(p[14]) ? str("not an award") : 0, 0],
          p[10] ? str("yes") : [str("no"), null, p[11], 0]];
      }),
      "Place: the candidate's place in the author list (k/n; n+ when the list ends in “et al.”: at least n authors; * equal contribution, counted as first author in place 2 or 3). Presented as: an oral or spotlight slot, never counted as an award. Counted: whether the paper passes the report's selection.");
    if (c[cMerged].length) {
      var det = el("details"), sum = el("summary", "", c[cMerged].length + " duplicate entr" + (c[cMerged].length === 1 ? "y" : "ies") + " counted once");
      var ul = el("ul", "merged");
      c[cMerged].forEach(function (m) { ul.appendChild(el("li", "", "kept " + s(m[0]) + "; dropped " + s(m[1]) + " (" + s(m[2]) + ")")); });
      det.appendChild(sum); det.appendChild(ul);
      papers.appendChild(det);
    }
    sec.appendChild(papers);
    return {sec: sec, charts: charts.filter(function (x) { return x.div; })};
  }
  // open shows candidate n (1-based) in the candidate view, replacing the
  // one shown; it resolves when the candidate's charts are drawn.
  function open(n, scroll) {
    n = Math.floor(n);
    if (!(n >= 1 && n <= D.cands.length)) return Promise.resolve(-1);
    var t0 = performance.now();
    if (current !== n) {
      Array.prototype.forEach.call(view.querySelectorAll("div.chart"), unwatch);
      view.textContent = "";
      var built = section(n);
      view.appendChild(built.sec);
      current = n;
      var navOpen = byId("nav-open");
      navOpen.textContent = "";
      var li = el("li"), a = el("a", "", s(D.cands[n - 1][cName]));
      a.href = "#cand-" + n;
      li.appendChild(a);
      navOpen.appendChild(li);
      var waits = built.charts.map(function (x) {
        return new Promise(function (done) { x.div.addEventListener("vitae-drawn", done, {once: true}); });
      });
      built.charts.forEach(function (x) { watch(x.div, x.make); drawNow(x.div); });
      if (scroll !== false) built.sec.scrollIntoView({block: "start", behavior: "instant"});
      return Promise.all(waits).then(function () {
        var ms = performance.now() - t0;
        performance.mark("vitae-candidate-drawn", {detail: {n: n, ms: ms}});
        return ms;
      });
    }
    if (scroll !== false) view.firstChild.scrollIntoView({block: "start", behavior: "instant"});
    return Promise.resolve(0);
  }
  function fromHash() {
    var m = /^#cand-([0-9]+)$/.exec(location.hash);
    if (m) open(+m[1]);
  }
  window.addEventListener("hashchange", fromHash);
  // a link to the candidate already open scrolls to them (the hash does
  // not change, so there is no hashchange)
  document.addEventListener("click", function (e) {
    var a = e.target.closest && e.target.closest("a[href^='#cand-']");
    if (a && a.getAttribute("href") === location.hash) { e.preventDefault(); fromHash(); }
  });
  fromHash();
  // paged is what a paged cohort chart shows: its page, the column it is
  // ordered by and the candidates (1-based, in the chart's order).
  function paged(id) {
    var p = pagers[id];
    return p ? {page: p.page, col: p.col, shown: p.shown.map(function (i) { return i + 1; })} : null;
  }
  window.vitae = {open: open, table: summary, paged: paged, live: function () { return live.size; }};
  if (window.vitaeMatrix) window.vitaeMatrix(window.vitae);
  }
})();
