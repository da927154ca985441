package linerole

import (
	"slices"
	"strings"
	"testing"
)

func TestUnmarshalRefusesBadModels(t *testing.T) {
	good := embedded
	for name, edit := range map[string]func(string) string{
		"version":   func(s string) string { return strings.Replace(s, `"version":1`, `"version":9`, 1) },
		"roles":     func(s string) string { return strings.Replace(s, `"blank"`, `"empty"`, 1) },
		"unknown":   func(s string) string { return strings.Replace(s, `{"version"`, `{"extra":1,"version"`, 1) },
		"truncated": func(s string) string { return s[:len(s)/2] },
		"unsorted": func(s string) string {
			return strings.Replace(s, "\"features\": [\n \"", "\"features\": [\n \"~", 1)
		},
		"short row": func(s string) string {
			return strings.Replace(s, "\"weights\": [\n [", "\"weights\": [\n [1,", 1)
		},
	} {
		bad := edit(string(good))
		if bad == string(good) {
			t.Fatalf("%s: the edit changed nothing", name)
		}
		if _, err := Unmarshal([]byte(bad)); err == nil {
			t.Errorf("%s: a bad model was read", name)
		} else if strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error of more than one line: %q", name, err)
		}
	}
	if _, err := Unmarshal(make([]byte, maxModel+1)); err == nil || !strings.Contains(err.Error(), "bytes") {
		t.Errorf("an oversized model: %v", err)
	}
}

func TestDefaultModel(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if m.Options.ParserCues || m.Method != MethodLogReg {
		t.Errorf("the committed model: method %q, parser cues %v; want logreg on cues and shapes only", m.Method, m.Options.ParserCues)
	}
	vocab := Vocabulary()
	for _, f := range m.Features {
		if _, ok := slices.BinarySearch(vocab, f); !ok {
			t.Errorf("the committed model has feature %q, not in the vocabulary", f)
		}
	}
	got := m.Predict(fictional, "pdf")
	if len(got) != len(fictional) {
		t.Fatalf("%d roles for %d lines", len(got), len(fictional))
	}
	for i, r := range got {
		if !slices.Contains(Roles, r) {
			t.Errorf("line %d: role %q", i+1, r)
		}
	}
	if got[2] != "blank" || got[3] != "heading" {
		t.Errorf("the blank line and the heading read as %q and %q", got[2], got[3])
	}
}

// TestBlankIsBlank: a line without a letter or digit is blank and no
// other line is, whatever the weights say.
func TestBlankIsBlank(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	for i := range m.Weights {
		for r := range m.Weights[i] {
			m.Weights[i][r] = 0
		}
		m.Weights[i][slices.Index(Roles, "blank")] = 5 // every feature says blank
	}
	got := m.Predict(fictional, "txt")
	for i, v := range fictional {
		if want := len(words(v.Text)) == 0; (got[i] == "blank") != want {
			t.Errorf("line %d (%q): %s", i+1, v.Text, got[i])
		}
	}
}
