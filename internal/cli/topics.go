package cli

import (
	"fmt"
	"io"
	"io/fs"
	"path"
	"sort"
	"strings"
)

// topicsName is the help argument that lists the help topics.
const topicsName = "topics"

// topic is one help topic: NAME.txt of Program.Topics, whose first line
// is its summary (after "NAME: " when it starts so).
type topic struct {
	name    string // the file's name less .txt
	summary string // its first line
	text    string // the whole file
}

// topics reads p's help topics, in name order; none when p has no Topics
// (or they cannot be read).
func (p *Program) topics() []topic {
	if p.Topics == nil {
		return nil
	}
	files, err := fs.Glob(p.Topics, "*.txt")
	if err != nil {
		return nil
	}
	sort.Strings(files)
	var out []topic
	for _, f := range files {
		b, err := fs.ReadFile(p.Topics, f)
		if err != nil {
			continue
		}
		text := string(b)
		name := strings.TrimSuffix(path.Base(f), ".txt")
		first, _, _ := strings.Cut(text, "\n")
		summary := strings.TrimPrefix(strings.TrimSpace(first), name+": ")
		out = append(out, topic{name: name, summary: summary, text: text})
	}
	return out
}

// topicNames lists the names of ts.
func topicNames(ts []topic) []string {
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = t.name
	}
	return names
}

// findTopic returns the topic of ts called name.
func findTopic(ts []topic, name string) (topic, bool) {
	for _, t := range ts {
		if t.name == name {
			return t, true
		}
	}
	return topic{}, false
}

// printTopics lists p's help topics with their summaries.
func (p *Program) printTopics(w io.Writer) {
	ts := p.topics()
	if len(ts) == 0 {
		fmt.Fprintf(w, "%s has no help topics.\n", p.Name)
		return
	}
	fmt.Fprintf(w, "Help topics:\n\n")
	for _, t := range ts {
		fmt.Fprintf(w, "  %-12s %s\n", t.name, t.summary)
	}
	fmt.Fprintf(w, "\nRun '%s help <topic>' to read one.\n", p.Name)
}
