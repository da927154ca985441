// Package topics holds vitae's help topics, "vitae help TOPIC": one text
// file a topic, NAME.txt, whose first line is its one-line summary.
package topics

import "embed"

// FS holds the topic files.
//
//go:embed *.txt
var FS embed.FS
