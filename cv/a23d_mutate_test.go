package cv_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"unicode/utf16"
)

// jnode is a JSON value kept in its order (objects as key and value
// lists), so that a record can be written back changed.
type jnode struct {
	kind byte // '{', '[', '"', '0' (a number), 'b' (a boolean), 'z' (null)
	keys []string
	vals []*jnode
	text string // a string's text, a number's or a boolean's JSON
}

// parseTree reads one JSON value into a tree.
func parseTree(data []byte) (*jnode, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	return readNode(dec)
}

func readNode(dec *json.Decoder) (*jnode, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch v := tok.(type) {
	case json.Delim:
		n := &jnode{kind: byte(v)}
		for dec.More() {
			if v == '{' {
				k, err := dec.Token()
				if err != nil {
					return nil, err
				}
				n.keys = append(n.keys, k.(string))
			}
			child, err := readNode(dec)
			if err != nil {
				return nil, err
			}
			n.vals = append(n.vals, child)
		}
		_, err := dec.Token()
		return n, err
	case string:
		return &jnode{kind: '"', text: v}, nil
	case json.Number:
		return &jnode{kind: '0', text: v.String()}, nil
	case bool:
		return &jnode{kind: 'b', text: strconv.FormatBool(v)}, nil
	}
	return &jnode{kind: 'z'}, nil
}

// mutator writes trees back with changes drawn at random: rate is the
// chance of each change that alters the meaning (a null, a wrong type,
// a key in another case, a duplicate, an unknown field, bad text);
// white space, member order and escapes change always, which a decoder
// must read as before.
type mutator struct {
	r    *rand.Rand
	rate float64
	buf  bytes.Buffer
}

func (m *mutator) chance(p float64) bool { return m.r.Float64() < p }

// write is the JSON of n, changed.
func (m *mutator) write(n *jnode) []byte {
	m.buf.Reset()
	m.space()
	m.value(n)
	m.space()
	if m.chance(m.rate / 4) {
		m.buf.WriteString([]string{"}", "x", ",", "{}", "\x00"}[m.r.IntN(5)])
	}
	out := bytes.Clone(m.buf.Bytes())
	if m.chance(m.rate/4) && len(out) > 1 {
		out = out[:m.r.IntN(len(out))]
	}
	return out
}

func (m *mutator) space() {
	m.buf.WriteString([]string{"", "", " ", "\n  ", "\t", "\r\n", "  "}[m.r.IntN(7)])
}

func (m *mutator) value(n *jnode) {
	if m.chance(m.rate) {
		m.wrong(n)
		return
	}
	switch n.kind {
	case '{':
		m.object(n)
	case '[':
		m.array(n)
	case '"':
		m.str(n.text)
	case '0':
		m.buf.WriteString(m.number(n.text))
	case 'b':
		m.buf.WriteString(n.text)
	default:
		m.buf.WriteString("null")
	}
}

// wrong writes null or a value of another type in place of n.
func (m *mutator) wrong(n *jnode) {
	others := []string{"null", "null", "0", "7", "-3", "2.5", `"x"`, `"2020"`, `"present"`, "true", "false", "{}", "[]", `[null]`, `{"a": 1}`, `["a", 2]`}
	if n.kind == '"' {
		others = append(others, strconv.Quote(strings.ToUpper(n.text)))
	}
	m.buf.WriteString(others[m.r.IntN(len(others))])
}

// number writes a number's JSON, sometimes in another form of the same
// value or out of range.
func (m *mutator) number(s string) string {
	if !m.chance(m.rate) {
		return s
	}
	forms := []string{s + ".0", s + "e0", s + "0000000000000000000", "-" + s, "0" + s, s + ".5", "1e400", "-0"}
	return forms[m.r.IntN(len(forms))]
}

func (m *mutator) object(n *jnode) {
	order := m.r.Perm(len(n.keys))
	if m.chance(0.7) {
		for i := range order {
			order[i] = i // mostly in order, as vitae writes them
		}
	}
	m.buf.WriteByte('{')
	first := true
	member := func(key string, v *jnode) {
		if !first {
			m.buf.WriteByte(',')
		}
		first = false
		m.space()
		m.key(key)
		m.space()
		m.buf.WriteByte(':')
		m.space()
		m.value(v)
		m.space()
	}
	for _, i := range order {
		member(n.keys[i], n.vals[i])
		if m.chance(m.rate / 2) {
			member(n.keys[i], n.vals[m.r.IntN(len(n.vals))]) // given twice
		}
	}
	if m.chance(m.rate) {
		member([]string{"extra", "zz", "Source", "nAme", "line"}[m.r.IntN(5)], &jnode{kind: '0', text: "1"})
	}
	m.buf.WriteByte('}')
}

// key writes a key, sometimes in another case or with an escape.
func (m *mutator) key(k string) {
	switch {
	case m.chance(m.rate / 2):
		k = strings.ToUpper(k[:1]) + k[1:]
	case m.chance(m.rate / 2):
		k = strings.ToUpper(k)
	case m.chance(m.rate / 2):
		k = strings.Replace(k, "s", "\u017f", 1) // a long s, which folds to s
	case m.chance(m.rate / 2):
		m.buf.WriteString(`"\u` + fmt.Sprintf("%04x", k[0]) + k[1:] + `"`)
		return
	}
	m.buf.WriteString(strconv.Quote(k))
}

func (m *mutator) array(n *jnode) {
	m.buf.WriteByte('[')
	for i, v := range n.vals {
		if i > 0 {
			m.buf.WriteByte(',')
		}
		m.space()
		if m.chance(m.rate / 2) {
			m.buf.WriteString("null")
		} else {
			m.value(v)
		}
		m.space()
	}
	m.buf.WriteByte(']')
}

// str writes a string with escapes drawn at random, and sometimes bad
// text (invalid UTF-8, a lone surrogate, a control character, a bad
// escape).
func (m *mutator) str(s string) {
	m.buf.WriteByte('"')
	esc := m.r.Float64() * 0.3
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			m.buf.WriteString([]string{`\`, `\u00`}[m.r.IntN(2)])
			if m.buf.Bytes()[m.buf.Len()-1] == '0' {
				fmt.Fprintf(&m.buf, "%02x", r)
			} else {
				m.buf.WriteRune(r)
			}
		case r < 0x20 || m.chance(esc):
			m.escape(r)
		default:
			m.buf.WriteRune(r)
		}
		if m.chance(m.rate / 100) {
			bad := []string{"\xff", `\ud800`, `\udc00x`, "\x01", `\x`, `\u12`, "\xe2\x82", `\ud800\u0041`, `\ud800\ud800`, `\U00e9`}
			m.buf.WriteString(bad[m.r.IntN(len(bad))])
		}
		if m.chance(m.rate / 4) {
			m.escape([]rune{'\b', '\f', '\n', '\r', '\t', '/', 0x1f, 0x7f, 'é', 0x2028, 0x1f600, 0, 0x301, 0x212b}[m.r.IntN(14)])
		}
		if m.chance(m.rate / 4) {
			m.buf.WriteRune([]rune{0x301, 0x308, 0x212b, 0x1100, 0x1161, 'é'}[m.r.IntN(6)]) // text not in NFC
		}
	}
	m.buf.WriteByte('"')
}

// escape writes r as an escape: a short one where JSON has it, else
// \u in either case of hexadecimal, a pair of them past the BMP.
func (m *mutator) escape(r rune) {
	short := map[rune]string{'\n': `\n`, '\t': `\t`, '\r': `\r`, '\b': `\b`, '\f': `\f`, '/': `\/`}
	if s, ok := short[r]; ok && m.chance(0.5) {
		m.buf.WriteString(s)
		return
	}
	format := []string{`\u%04x`, `\u%04X`}[m.r.IntN(2)]
	if r > 0xFFFF {
		hi, lo := utf16.EncodeRune(r)
		fmt.Fprintf(&m.buf, format+format, hi, lo)
		return
	}
	fmt.Fprintf(&m.buf, format, r)
}
