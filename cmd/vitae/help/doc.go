// Package help holds the texts of vitae's commands, NAME.txt: the line
// "vitae help" lists, then what "vitae help NAME" prints above the flags
// (see cli.ParseCommand). A help that a library gives is put in by name:
// {{records.LinesHelp}}, {{formats.Help}}, {{job.Help}}.
package help

import "embed"

// FS holds the command texts.
//
//go:embed *.txt
var FS embed.FS
