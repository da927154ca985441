#!/usr/bin/python3
"""Write the cells of a vitae workbook with XlsxWriter, timed.

Reads TABLES.json (written by `go run ./scripts/xlsx-bench`: every sheet's
cells with their types and styles, row heights, column widths, frozen panes,
Excel tables, colour scales and print setup, read back from the workbook
vitae wrote) and writes the same sheets and cells to OUT.xlsx with
XlsxWriter in constant_memory mode, the way a Python implementation of the
workbook would. Prints "python_seconds S" (wall) and "python_cpu_seconds S"
(user and system time of the process): from creating the workbook to closing
it (loading the JSON is not timed). XlsxWriter does not write Excel tables in
constant_memory mode: add_table warns and is skipped, so Python does less.

    /usr/bin/python3 scripts/xlsx-bench.py TABLES.json OUT.xlsx
"""
import json
import sys
import time
import warnings

import xlsxwriter


def write(data, path):
    """Writes the sheets of data to path."""
    wb = xlsxwriter.Workbook(path, {"constant_memory": True})
    formats = [wb.add_format(props) if props else None for props in data["styles"]]
    for sheet in data["sheets"]:
        write_sheet(wb, sheet, formats)
    wb.close()


def write_sheet(wb, sheet, formats):
    """Writes one sheet: layout first, then the rows in order, then tables."""
    ws = wb.add_worksheet(sheet["name"])
    for first, last, width in sheet["cols"]:
        ws.set_column(first, last, width)
    rows, cols = sheet["freeze"]
    if rows or cols:
        ws.freeze_panes(rows, cols)
    if sheet["landscape"]:
        ws.set_landscape()
    ws.set_paper(9)
    ws.fit_to_pages(sheet["fit_w"], sheet["fit_h"])
    if sheet["header"]:
        ws.set_header(sheet["header"])
    if sheet["footer"]:
        ws.set_footer(sheet["footer"])
    write_number, write_string, set_row = ws.write_number, ws.write_string, ws.set_row
    for row in sheet["rows"]:
        r = row["r"]
        if "h" in row:
            set_row(r, float(row["h"]))
        for col, kind, value, style in row["c"]:
            fmt = formats[style]
            if kind == "n":
                write_number(r, col, value, fmt)
            else:
                write_string(r, col, value, fmt)
    for rule in sheet["color_scales"]:
        for ref in rule["ref"].split():
            ws.conditional_format(ref, {"type": "2_color_scale",
                                        "min_color": "#" + rule["min"][-6:],
                                        "max_color": "#" + rule["max"][-6:]})
    for t in sheet["tables"]:
        ws.add_table(t["ref"], {"name": t["name"], "style": t["style"],
                                "columns": [{"header": c} for c in t["columns"]]})


def main():
    warnings.filterwarnings("ignore", "add_table", UserWarning)
    if len(sys.argv) != 3:
        sys.exit("usage: xlsx-bench.py TABLES.json OUT.xlsx")
    with open(sys.argv[1], encoding="utf-8") as f:
        data = json.load(f)
    start, cpu = time.perf_counter(), time.process_time()
    write(data, sys.argv[2])
    print("python_seconds %.3f" % (time.perf_counter() - start))
    print("python_cpu_seconds %.3f" % (time.process_time() - cpu))


if __name__ == "__main__":
    main()
