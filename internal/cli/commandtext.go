package cli

import (
	"fmt"
	"strings"
)

// ParseCommand reads the texts of a command of program prog from text:
// its line in the list of commands "PROG help" prints, then what
// "PROG help NAME" prints above the flags:
//
//	NAME: SUMMARY
//	usage: PROG NAME USAGE
//
//	HELP...
//
// The long help, after the blank line, may be left out. The command's
// Run is left to the caller. An error says which line is not of that
// form.
func ParseCommand(prog, text string) (*Command, error) {
	lines := strings.SplitN(text, "\n", 4)
	for len(lines) < 4 {
		lines = append(lines, "")
	}
	name, summary, ok := strings.Cut(lines[0], ": ")
	if !ok || name == "" || strings.ContainsAny(name, " \t") || strings.TrimSpace(summary) == "" {
		return nil, fmt.Errorf("line 1 is not \"NAME: SUMMARY\": %q", lines[0])
	}
	head := "usage: " + prog + " " + name
	usage, ok := strings.CutPrefix(lines[1], head)
	if !ok || (usage != "" && usage[0] != ' ') {
		return nil, fmt.Errorf("line 2 is not %q followed by the arguments: %q", head, lines[1])
	}
	if lines[2] != "" {
		return nil, fmt.Errorf("line 3 is not blank: %q", lines[2])
	}
	help := strings.TrimRight(lines[3], "\n")
	return &Command{Name: name, Summary: summary, Usage: strings.TrimSpace(usage), Help: help}, nil
}
