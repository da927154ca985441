// vitae's candidates × top venues view and the whole-cohort sort. The
// matrix table itself is sorted by the page script like every cohort
// table (click a heading); this script adds the "Group by stage" toggle
// of the candidates table: ticked (the default), rows sort within each
// career stage under stage headings; unticked, the whole cohort sorts as
// one list. The choice is kept in the URL: "#cohort-order" opens the page
// unticked. page.js calls window.vitaeMatrix(window.vitae) once its
// tables are drawn.
window.vitaeMatrix = function (v) {
  "use strict";
  var box = document.getElementById("group-stage"), t = v && v.table;
  if (!box || !t) return;
  var hash = "#cohort-order";
  function set(grouped) {
    box.checked = grouped;
    if (t.grouped === grouped) return;
    t.grouped = grouped;
    t.page = 0;
    t.apply();
  }
  function remember(grouped) {
    var url = location.pathname + location.search;
    if (!grouped) history.replaceState(null, "", url + hash);
    else if (location.hash === hash) history.replaceState(null, "", url);
  }
  box.addEventListener("change", function () { set(box.checked); remember(box.checked); });
  window.addEventListener("hashchange", function () { if (location.hash === hash) set(false); });
  set(location.hash !== hash);
};
