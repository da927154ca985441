package corrections

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// section is one list of a CV that corrections can reach.
type section struct {
	name  string // as in the file and the JSON records: "publications"
	what  string // one entry, for messages: "publication"
	field string // the cv.CV field holding the list: "Publications"
	key   string // the JSON field naming an entry: "title"
}

// sections are the lists corrections reach, in the order Sections names
// them.
var sections = []section{
	{"publications", "publication", "Publications", "title"},
	{"awards", "award", "Awards", "name"},
	{"education", "degree", "Education", "degree"},
	{"positions", "position", "Positions", "title"},
	{"talks", "talk", "Talks", "title"},
	{"service", "service entry", "Service", "role"},
	{"teaching", "teaching entry", "Teaching", "course"},
}

// Sections names the sections a correction may name.
func Sections() []string {
	names := make([]string, len(sections))
	for i, s := range sections {
		names[i] = s.name
	}
	return names
}

// sectionNamed finds a section by name.
func sectionNamed(name string) (section, bool) {
	for _, s := range sections {
		if s.name == name {
			return s, true
		}
	}
	return section{}, false
}

// list is the section's list in c, settable.
func (s section) list(c *cv.CV) reflect.Value {
	return reflect.ValueOf(c).Elem().FieldByName(s.field)
}

// entryType is the type of one entry of the section.
func (s section) entryType() reflect.Type {
	f, _ := reflect.TypeFor[cv.CV]().FieldByName(s.field)
	return f.Type.Elem()
}

// fields maps the JSON names of an entry type's fields to their indexes,
// leaving out the ones a correction may not set (line, corrected,
// correction_note).
func fields(t reflect.Type) map[string]int {
	m := map[string]int{}
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" && name != "line" && name != "corrected" && name != "correction_note" {
			m[name] = i
		}
	}
	return m
}

// fieldNames lists the fields a correction may set in the section, in
// the records' order.
func (s section) fieldNames() string {
	t := s.entryType()
	var names []string
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if _, ok := fields(t)[name]; ok {
			names = append(names, name)
		}
	}
	return strings.Join(names, ", ")
}

// fresh is a new entry of the section with the documented "other"
// values in its closed fields, so that only the values a correction gives
// can make it invalid.
func (s section) fresh() reflect.Value {
	v := reflect.New(s.entryType())
	switch e := v.Interface().(type) {
	case *cv.Publication:
		e.Type, e.Authors = cv.TypeOther, []string{}
	case *cv.Award:
		e.Category, e.Status = cv.CatOther, cv.StatusAwarded
	case *cv.Education:
		e.Level = cv.LevelOther
	case *cv.Position:
		e.Kind = cv.KindOther
	}
	return v.Elem()
}

// build sets vals on a fresh entry and checks the result as the JSON
// records are checked; for an add, the entry must have its naming field.
// For a set, only problems with the fields set count.
func (s section) build(vals map[string]any, add bool) (reflect.Value, error) {
	v := s.fresh()
	if err := s.assign(v, vals); err != nil {
		return v, err
	}
	if add && strings.TrimSpace(s.name0(v)) == "" {
		return v, keyErrorf("add", "the new %s has no %s", s.what, s.key)
	}
	if !add {
		unknownAuthors(v, vals)
	}
	if _, named := vals[s.key]; named && !add && strings.TrimSpace(s.name0(v)) == "" {
		return v, keyErrorf(s.key, "%s: cannot be set empty (no later run could name the %s; remove it instead)", s.key, s.what)
	}
	rec := &cv.CV{}
	list := s.list(rec)
	list.Set(reflect.Append(list, v))
	for _, p := range rec.Validate() {
		field, _ := p.Path[len(p.Path)-1].(string)
		if _, given := vals[field]; !given && !add {
			continue
		}
		_, msg, _ := strings.Cut(p.Msg, ": ")
		return v, keyErrorf(field, "%s", msg)
	}
	return v, nil
}

// assign sets vals (JSON field names to values) on the entry v, in key
// order.
func (s section) assign(v reflect.Value, vals map[string]any) error {
	idx := fields(v.Type())
	for _, k := range sortedKeys(vals) {
		i, ok := idx[k]
		if !ok {
			return keyErrorf(k, "%s has no field %q that a correction can set (fields: %s)", article(s.what), clip(k), s.fieldNames())
		}
		if err := setField(v.Field(i), vals[k]); err != nil {
			return keyErrorf(k, "%s: %s", k, err)
		}
	}
	return nil
}

// name0 is the entry's naming field as text.
func (s section) name0(v reflect.Value) string {
	return v.Field(fields(v.Type())[s.key]).String()
}

// setField sets f to val (as read from TOML or the command line) the way
// the JSON records read it, so closed fields and dates are read alike.
func setField(f reflect.Value, val any) error {
	b, err := json.Marshal(val)
	if err != nil {
		return fmt.Errorf("cannot read %s", clip(fmt.Sprint(val)))
	}
	p := reflect.New(f.Type())
	if err := json.Unmarshal(b, p.Interface()); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return fmt.Errorf("want %s, not a %s", kindName(te.Type), te.Value)
		}
		return errors.New(strings.TrimPrefix(strings.TrimPrefix(err.Error(), "json: "), "cv: "))
	}
	f.Set(p.Elem())
	return nil
}

// kindName says what a value of type t is, for messages.
func kindName(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Int, reflect.Int64:
		return "a whole number"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice:
		return "a list"
	case reflect.Struct:
		return `a date ("YYYY", "YYYY-MM" or "present")`
	}
	return "a string"
}

// show writes a field's value for people: "" for an empty or zero one.
func show(v reflect.Value) string {
	switch x := v.Interface().(type) {
	case cv.Date:
		return x.String()
	case []string:
		return strings.Join(x, "; ")
	case bool:
		if x {
			return "yes"
		}
		return "no"
	case int:
		if x == 0 {
			return ""
		}
		return strconv.Itoa(x)
	}
	if v.Kind() == reflect.String {
		return v.String()
	}
	return fmt.Sprint(v.Interface())
}

// Values reads "field=value" assignments from the command line for the
// section's entries into the map a Correction's Set or Add holds: a
// number field takes a whole number, a yes/no field true or false, a list
// field its items separated by ";", any other field the text as given.
func Values(sectionName string, assigns []string) (map[string]any, error) {
	if sectionName == "" {
		return recordValues(assigns)
	}
	sec, ok := sectionNamed(sectionName)
	if !ok {
		return nil, fmt.Errorf("section %q is not one of %s", clip(sectionName), strings.Join(Sections(), ", "))
	}
	t := sec.entryType()
	idx := fields(t)
	m := map[string]any{}
	for _, a := range assigns {
		k, text, ok := strings.Cut(a, "=")
		k = strings.TrimSpace(k)
		if !ok || k == "" {
			return nil, fmt.Errorf("%q is not field=value", clip(a))
		}
		i, known := idx[k]
		if !known {
			return nil, fmt.Errorf("%s has no field %q that a correction can set (fields: %s)", article(sec.what), clip(k), sec.fieldNames())
		}
		if _, twice := m[k]; twice {
			return nil, fmt.Errorf("%s: given twice (%s): give each field once", k, clip(a))
		}
		val, err := valueFor(t.Field(i).Type, text)
		if err != nil {
			return nil, fmt.Errorf("%s: %s", k, clipTo(err.Error(), maxMsg))
		}
		m[k] = val
	}
	return m, nil
}

// valueFor reads text as a value for a field of type t.
func valueFor(t reflect.Type, text string) (any, error) {
	switch t.Kind() {
	case reflect.Int:
		n, err := strconv.Atoi(strings.TrimSpace(text))
		if err != nil {
			return nil, fmt.Errorf("%q is not a whole number", clip(text))
		}
		return int64(n), nil
	case reflect.Bool:
		b, err := strconv.ParseBool(strings.TrimSpace(text))
		if err != nil {
			return nil, fmt.Errorf("%q is not true or false", clip(text))
		}
		return b, nil
	case reflect.Slice:
		items := []string{}
		for _, s := range strings.Split(text, ";") {
			if s = strings.TrimSpace(s); s != "" {
				items = append(items, s)
			}
		}
		return items, nil
	}
	return text, nil
}

// article puts "a" or "an" before what.
func article(what string) string {
	if strings.ContainsRune("aeiou", rune(what[0])) {
		return "an " + what
	}
	return "a " + what
}
