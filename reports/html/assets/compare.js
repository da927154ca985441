(function () {
  "use strict";
  // vitae's shortlist view. page.js calls window.vitaeCompare(D, table)
  // once the candidates table is drawn: D is the data block (see
  // data.go), table the candidates table. Every row of the table gets a
  // tick box; ticking 2 to 4 candidates shows them side by side, built
  // here from the data block only: key figures with their ranks, counted
  // papers per year on one year axis, counted papers by venue (the union
  // of their venues), fellowships and awards, and their timelines on one
  // time axis. A fifth tick is refused with a message. Every string is set
  // with textContent, never as HTML.
  var MAX = 4;
  // the palette's "shortlist" group (charts/palette.txt), in tick order
  var COLORS = ["#0072B2", "#E69F00", "#009E73", "#CC79A7"];
  // Candidate fields and their parts (data.go, page.js).
  var cName = 0, cFigures = 15, cCharts = 16, cAwards = 17, cPapers = 18;
  var pYear = 0, pVenue = 2, pCounted = 10;
  var CSS = ".compare-bar{display:flex;flex-wrap:wrap;gap:6px 14px;align-items:center;margin:4px 0 8px;font-size:13px;color:var(--muted)}" +
    ".compare-bar button{font:inherit;padding:2px 10px}.compare-status{margin:0;color:var(--warn);font-weight:600}" +
    "input.compare-tick{margin:0 6px 0 0;vertical-align:-2px}" +
    "#compare-view .cmp-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(420px,1fr));gap:12px}" +
    "#compare-view table{border-collapse:collapse;width:100%;font-size:13px}#compare-view th,#compare-view td{border-bottom:1px solid var(--line);padding:4px 6px;text-align:left;vertical-align:top}" +
    "#compare-view td.num{white-space:nowrap;text-align:right}" +
    ".cmp-key{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:5px;vertical-align:0}" +
    ".cmp-bars{display:flex;align-items:flex-end;height:150px;border-bottom:1px solid var(--muted);gap:2px;margin-top:8px}" +
    ".cmp-year{flex:1;display:flex;align-items:flex-end;justify-content:center;gap:1px;height:100%;min-width:0}" +
    ".cmp-year div{flex:1;max-width:14px;min-height:0}.cmp-years{display:flex;gap:2px;font-size:11px;color:var(--muted)}" +
    ".cmp-years span{flex:1;text-align:center;min-width:0;overflow:hidden}" +
    ".cmp-tl{position:relative;font-size:12px}.cmp-tl-row{display:flex;align-items:center;height:18px}" +
    ".cmp-wide{grid-column:1/-1}.cmp-scale{font-size:11px;color:var(--muted)}" +
    ".cmp-tl-label{width:26%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;padding-right:6px}" +
    ".cmp-tl-plot{position:relative;flex:1;height:100%;border-left:1px solid var(--line)}" +
    ".cmp-tl-plot div{position:absolute;top:3px;height:12px;border-radius:2px}.cmp-tl-axis{display:flex;margin-left:26%;position:relative;height:16px;font-size:11px;color:var(--muted)}" +
    ".cmp-tl-axis span{position:absolute;transform:translateX(-50%)}";

  window.vitaeCompare = function (D, table) {
    var S = D.s;
    function s(i) { return typeof i === "number" ? (S[i] || "") : ""; }
    function text(c) { return typeof c === "number" ? s(c) : typeof c === "string" ? c : c ? s(c[0]) : ""; }
    function el(tag, cls, t) {
      var e = document.createElement(tag);
      if (cls) e.className = cls;
      if (t) e.textContent = t;
      return e;
    }
    function num(x) { return String(Math.round(x * 100) / 100); }
    var style = el("style");
    style.textContent = CSS;
    document.head.appendChild(style);

    var picked = []; // candidate indexes, in the order ticked
    var host = table.host;
    var bar = el("div", "compare-bar");
    bar.appendChild(el("span", "", "Tick up to " + MAX + " candidates to see them side by side."));
    var status = el("p", "compare-status");
    status.id = "compare-status";
    status.setAttribute("role", "status");
    var clear = el("button", "", "Clear ticks");
    clear.type = "button";
    clear.hidden = true;
    clear.addEventListener("click", function () { picked = []; status.textContent = ""; sync(); render(); });
    bar.appendChild(status);
    bar.appendChild(clear);
    host.parentNode.insertBefore(bar, host);
    var view = el("section", "section");
    view.id = "compare-view";
    view.hidden = true;
    view.setAttribute("aria-live", "polite");
    var card = host.closest(".card") || host;
    card.parentNode.insertBefore(view, card.nextSibling);

    // the tick boxes: one before each candidate's link, kept in step with
    // picked as the table redraws its page
    function decorate() {
      Array.prototype.forEach.call(host.querySelectorAll("a.cand"), function (a) {
        var prev = a.previousSibling;
        if (prev && prev.className === "compare-tick") return;
        var i = parseInt(a.getAttribute("href").slice(6), 10) - 1; // "#cand-N"
        if (!(i >= 0 && i < D.cands.length)) return;
        var box = el("input", "compare-tick");
        box.type = "checkbox";
        box.setAttribute("data-cand", String(i));
        box.setAttribute("aria-label", "Compare " + s(D.cands[i][cName]));
        box.checked = picked.indexOf(i) >= 0;
        box.addEventListener("change", function () { toggle(i, box); });
        a.parentNode.insertBefore(box, a);
      });
    }
    function sync() {
      Array.prototype.forEach.call(host.querySelectorAll("input.compare-tick"), function (b) {
        b.checked = picked.indexOf(parseInt(b.getAttribute("data-cand"), 10)) >= 0;
      });
    }
    function toggle(i, box) {
      var at = picked.indexOf(i);
      if (box.checked && at < 0) {
        if (picked.length >= MAX) {
          box.checked = false;
          status.textContent = "At most " + MAX + " candidates can be compared: untick one before adding " + s(D.cands[i][cName]) + ".";
          return;
        }
        picked.push(i);
      } else if (!box.checked && at >= 0) {
        picked.splice(at, 1);
      }
      status.textContent = picked.length === 1 ? "Tick at least one more candidate to compare." : "";
      render();
    }
    new MutationObserver(decorate).observe(host, {childList: true, subtree: true});
    decorate();

    // ---- the view ----
    function render() {
      clear.hidden = picked.length === 0;
      view.textContent = "";
      view.hidden = picked.length < 2;
      if (view.hidden) return;
      var cs = picked.map(function (i) { return D.cands[i]; });
      var h = el("h2", "", "Side by side: " + cs.map(function (c) { return s(c[cName]); }).join(" · "));
      view.appendChild(h);
      var top = el("div", "card");
      top.appendChild(figures(cs));
      view.appendChild(top);
      var grid = el("div", "cmp-grid");
      [perYear(cs), venues(cs), honours(cs), timeline(cs)].forEach(function (part, k) {
        var c = el("div", k === 3 ? "card cmp-wide" : "card");
        c.appendChild(part);
        grid.appendChild(c);
      });
      view.appendChild(grid);
    }
    function head(first, cs) {
      var tr = el("tr");
      tr.appendChild(el("th", "", first));
      cs.forEach(function (c, j) {
        var th = el("th");
        var key = el("span", "cmp-key");
        key.style.backgroundColor = COLORS[j];
        th.appendChild(key);
        th.appendChild(document.createTextNode(s(c[cName])));
        tr.appendChild(th);
      });
      var thead = el("thead");
      thead.appendChild(tr);
      return thead;
    }
    function tableOf(caption, first, cs, rows) {
      var t = el("table");
      t.appendChild(el("caption", "", caption));
      t.appendChild(head(first, cs));
      var body = el("tbody");
      rows.forEach(function (r) {
        var tr = el("tr");
        r.forEach(function (cell, k) { tr.appendChild(el("td", k > 0 && r.num ? "num" : "", cell)); });
        body.appendChild(tr);
      });
      t.appendChild(body);
      return t;
    }
    // key figures: each value with its rank in the cohort ("3 of 27")
    function figures(cs) {
      var rows = cs[0][cFigures].map(function (f, r) {
        var row = [s(f[0])].concat(cs.map(function (c) {
          var g = c[cFigures][r], rank = s(g[2]);
          return s(g[1]) + (rank ? " (" + rank + ")" : "");
        }));
        row.num = true;
        return row;
      });
      var t = tableOf("Key figures (rank in the cohort)", "Figure", cs, rows);
      t.id = "compare-figures";
      return t;
    }
    // counted papers per year, from each candidate's per-year chart
    // (hatched series are not counted), on one year axis
    function perYear(cs) {
      var per = cs.map(function (c) {
        var m = c[cCharts][0], out = {};
        if (!m) return out;
        m[4].forEach(function (x) {
          if (x[3] === 1) return;
          m[3].forEach(function (cat, k) { var y = +s(cat); out[y] = (out[y] || 0) + (x[5][k] || 0); });
        });
        return out;
      });
      var lo = Infinity, hi = -Infinity, maxV = 0;
      per.forEach(function (o) {
        Object.keys(o).forEach(function (y) { if (o[y] > 0) { lo = Math.min(lo, +y); hi = Math.max(hi, +y); maxV = Math.max(maxV, o[y]); } });
      });
      var box = el("div");
      box.id = "compare-per-year";
      box.appendChild(el("h3", "", "Counted papers per year, one year axis"));
      if (lo > hi) { box.appendChild(el("p", "empty", "No dated counted papers.")); return box; }
      var bars = el("div", "cmp-bars"), labels = el("div", "cmp-years"), rows = [];
      var every = Math.max(1, Math.ceil((hi - lo + 1) / 12));
      for (var y = lo; y <= hi; y++) {
        var g = el("div", "cmp-year");
        per.forEach(function (o, j) {
          var b = el("div");
          b.style.height = (100 * (o[y] || 0) / maxV) + "%";
          b.style.backgroundColor = COLORS[j];
          b.title = s(cs[j][cName]) + ", " + y + ": " + num(o[y] || 0);
          g.appendChild(b);
        });
        bars.appendChild(g);
        labels.appendChild(el("span", "", (y - lo) % every === 0 ? String(y) : ""));
        var row = [String(y)].concat(per.map(function (o) { return num(o[y] || 0); }));
        row.num = true;
        rows.push(row);
      }
      var none = ["no year"].concat(cs.map(function (c) {
        return String(c[cPapers].filter(function (p) { return p[pCounted] === 1 && !s(p[pYear]); }).length);
      }));
      none.num = true;
      rows.push(none);
      box.appendChild(el("div", "cmp-scale", "Bar height: counted papers (credit); the tallest bar is " + num(maxV) + "."));
      box.appendChild(bars);
      box.appendChild(labels);
      var det = el("details");
      det.appendChild(el("summary", "", "Numbers"));
      det.appendChild(tableOf("Counted papers per year", "Year", cs, rows));
      box.appendChild(det);
      return box;
    }
    // counted papers at each venue of the union of their venues
    function venues(cs) {
      var per = cs.map(function () { return {}; }), total = {};
      cs.forEach(function (c, j) {
        c[cPapers].forEach(function (p) {
          var v = s(p[pVenue]);
          if (p[pCounted] !== 1 || !v) return;
          per[j][v] = (per[j][v] || 0) + 1;
          total[v] = (total[v] || 0) + 1;
        });
      });
      var names = Object.keys(total).sort(function (a, b) { return total[b] - total[a] || (a < b ? -1 : a > b ? 1 : 0); });
      var rows = names.map(function (v) {
        var row = [v].concat(per.map(function (o) { return String(o[v] || 0); }));
        row.num = true;
        return row;
      });
      var t = tableOf("Counted papers by venue (" + names.length + " venues)", "Venue", cs, rows);
      t.id = "compare-venues";
      return t;
    }
    // fellowships and awards, one list per candidate, newest first
    function honours(cs) {
      var lists = cs.map(function (c) {
        return c[cAwards].map(function (a) {
          var y = s(a[0]);
          return (y ? y + " · " : "") + text(a[1]) + " (" + s(a[2]) + ", " + s(a[3]) + ")";
        });
      });
      var n = Math.max.apply(null, lists.map(function (l) { return l.length; }));
      var rows = [];
      for (var r = 0; r < n; r++) rows.push([String(r + 1)].concat(lists.map(function (l) { return l[r] || ""; })));
      var t = tableOf("Fellowships and awards", "#", cs, rows);
      t.id = "compare-awards";
      if (!n) t.appendChild(el("tfoot", "", "None listed."));
      return t;
    }
    // the timelines on one time axis, from each candidate's timeline chart
    function timeline(cs) {
      var box = el("div");
      box.id = "compare-timeline";
      box.appendChild(el("h3", "", "Career timelines, one time axis"));
      var lo = Infinity, hi = -Infinity, rows = [];
      cs.forEach(function (c, j) {
        var m = c[cCharts][2];
        if (!m || !m[6]) return;
        lo = Math.min(lo, m[6][0]);
        hi = Math.max(hi, m[6][1]);
        m[5].forEach(function (sp, k) { rows.push({who: j, label: s(c[cName]) + " · " + s(m[3][k]), sp: sp}); });
      });
      if (!rows.length) { box.appendChild(el("p", "empty", "No dated education or positions.")); return box; }
      var tl = el("div", "cmp-tl");
      var x = function (v) { return (100 * (v - lo) / (hi - lo)) + "%"; };
      rows.forEach(function (r) {
        var row = el("div", "cmp-tl-row"), label = el("div", "cmp-tl-label"), plot = el("div", "cmp-tl-plot");
        var key = el("span", "cmp-key");
        key.style.backgroundColor = COLORS[r.who];
        label.appendChild(key);
        label.appendChild(document.createTextNode(r.label));
        label.title = r.label;
        var b = el("div");
        b.style.left = x(r.sp[1]);
        b.style.width = (100 * (r.sp[2] - r.sp[1]) / (hi - lo)) + "%";
        b.style.backgroundColor = s(r.sp[0]);
        if (r.sp[4]) { b.style.opacity = "0.45"; b.style.outline = "1px dashed " + s(r.sp[0]); }
        b.title = r.label + ": " + s(r.sp[3]);
        plot.appendChild(b);
        row.appendChild(label);
        row.appendChild(plot);
        tl.appendChild(row);
      });
      var axis = el("div", "cmp-tl-axis"), step = Math.max(1, Math.ceil((hi - lo) / 10));
      for (var yr = Math.ceil(lo); yr <= hi; yr += step) {
        var t = el("span", "", String(yr));
        t.style.left = x(yr);
        axis.appendChild(t);
      }
      tl.appendChild(axis);
      box.appendChild(tl);
      box.appendChild(el("div", "cmp-scale", "Colours: the kind of each span, as in each candidate's own timeline; the square before a row is the candidate's. Ongoing spans run to each CV's own date."));
      return box;
    }
  };
})();
