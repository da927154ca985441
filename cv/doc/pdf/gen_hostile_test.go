package pdf

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"strings"
	"sync"
)

// Hostile PDFs, written byte by byte: each is a few kilobytes and makes
// a careless reader use gigabytes of memory or minutes of time. They are
// made here, deterministically, so that no large binary is committed.

// rawPDF is a PDF under construction: objects numbered from 1 in order.
type rawPDF struct{ objs []string }

// add appends an object and returns its number.
func (p *rawPDF) add(body string) int {
	p.objs = append(p.objs, body)
	return len(p.objs)
}

// stream makes a stream object's text: its dictionary entries (without
// /Length) and its data.
func stream(dict string, data []byte) string {
	return fmt.Sprintf("<< %s /Length %d >>\nstream\n%s\nendstream", dict, len(data), data)
}

// bytes writes the file: header, objects, cross-reference table and a
// trailer whose root is object root.
func (p *rawPDF) bytes(root int) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
	offs := make([]int, len(p.objs))
	for i, o := range p.objs {
		offs[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(p.objs)+1)
	for _, o := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(p.objs)+1, root, xref)
	return b.Bytes()
}

// pagesPDF finishes a PDF whose pages all draw the same content stream
// with the same resources: catalog, page tree, n pages.
func (p *rawPDF) pages(n int, resources string, content int) []byte {
	tree := len(p.objs) + n + 2 // the page tree's number, after the pages and the catalog
	kids := make([]string, n)
	for i := range n {
		kids[i] = fmt.Sprintf("%d 0 R", p.add(fmt.Sprintf("<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] /Resources %s /Contents %d 0 R >>", tree, resources, content)))
	}
	root := p.add(fmt.Sprintf("<< /Type /Catalog /Pages %d 0 R >>", tree))
	p.add(fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), n))
	return p.bytes(root)
}

// helvetica is a font resource dictionary entry: the standard Helvetica.
const helvetica = "/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"

// helloText is a content stream that shows one line of text.
const helloText = "BT /F1 12 Tf 72 720 Td (Fictional Person, Curriculum Vitae) Tj ET\n"

// bombs caches the bombs made, by the size they inflate to.
var bombs = struct {
	sync.Mutex
	m map[int64][]byte
}{m: map[int64][]byte{}}

// bomb returns a stream of spaces that inflates to size bytes.
func bomb(size int64) []byte {
	bombs.Lock()
	defer bombs.Unlock()
	if b, ok := bombs.m[size]; ok {
		return b
	}
	b := deflateTwice(nil, size, ' ')
	bombs.m[size] = b
	return b
}

// deflateTwice returns head and then n bytes of fill, zlib-compressed
// twice (a stream with /Filter [/FlateDecode /FlateDecode]): a gigabyte
// in a few KB.
func deflateTwice(head []byte, n int64, fill byte) []byte {
	chunk := bytes.Repeat([]byte{fill}, 1<<20)
	var inner bytes.Buffer
	w, _ := zlib.NewWriterLevel(&inner, zlib.BestSpeed)
	_, _ = w.Write(head)
	for ; n > 0; n -= int64(len(chunk)) {
		_, _ = w.Write(chunk[:min(n, int64(len(chunk)))])
	}
	_ = w.Close()
	return deflate(inner.Bytes())
}

// deflate zlib-compresses data.
func deflate(data []byte) []byte {
	var b bytes.Buffer
	w, _ := zlib.NewWriterLevel(&b, zlib.BestCompression)
	_, _ = w.Write(data)
	_ = w.Close()
	return b.Bytes()
}

const twoFlates = "/Filter [/FlateDecode /FlateDecode]"

// contentBombPDF: one page whose content stream inflates to size bytes.
func contentBombPDF(size int64) []byte {
	var p rawPDF
	c := p.add(stream(twoFlates, bomb(size)))
	return p.pages(1, "<< /Font << "+helvetica+" >> >>", c)
}

// cmapBombPDF: one page of text in a font whose ToUnicode CMap inflates
// to size bytes.
func cmapBombPDF(size int64) []byte {
	var p rawPDF
	cmap := p.add(stream(twoFlates, bomb(size)))
	font := fmt.Sprintf("/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode %d 0 R >>", cmap)
	c := p.add(stream("", []byte(helloText)))
	return p.pages(1, "<< /Font << "+font+" >> >>", c)
}

// objStreamBombPDF: a page whose font lives in an object stream that
// inflates to size bytes (the stream's one object is real, the rest is
// fill); a cross-reference stream says where the font is.
func objStreamBombPDF(size int64) []byte {
	var p rawPDF
	c := p.add(stream("", []byte(helloText)))
	head := "3 0 "
	font := "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\n"
	objStm := p.add(stream(fmt.Sprintf("/Type /ObjStm /N 1 /First %d %s", len(head), twoFlates),
		deflateTwice([]byte(head+font), size, ' ')))
	p.add("null") // object 3: in the object stream
	page := p.add(fmt.Sprintf("<< /Type /Page /Parent 6 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents %d 0 R >>", c))
	root := p.add("<< /Type /Catalog /Pages 6 0 R >>")
	p.add(fmt.Sprintf("<< /Type /Pages /Kids [%d 0 R] /Count 1 >>", page))
	return p.xrefStream(root, map[int][2]int{3: {objStm, 0}})
}

// xrefStream writes the file with a cross-reference stream, in which the
// objects of inStream are given as compressed (object stream, index).
func (p *rawPDF) xrefStream(root int, inStream map[int][2]int) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
	var rows bytes.Buffer
	rows.Write([]byte{0, 0, 0, 0, 0, 0xff, 0xff})
	for i, o := range p.objs {
		if s, ok := inStream[i+1]; ok {
			rows.Write([]byte{2, 0, 0, byte(s[0] >> 8), byte(s[0]), byte(s[1] >> 8), byte(s[1])})
			continue
		}
		off := b.Len()
		rows.Write([]byte{1, byte(off >> 24), byte(off >> 16), byte(off >> 8), byte(off), 0, 0})
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	n := len(p.objs) + 1
	rows.Write([]byte{1, byte(xref >> 24), byte(xref >> 16), byte(xref >> 8), byte(xref), 0, 0})
	fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", n, stream(fmt.Sprintf("/Type /XRef /Size %d /W [1 4 2] /Root %d 0 R", n+1, root), rows.Bytes()))
	fmt.Fprintf(&b, "startxref\n%d\n%%%%EOF\n", xref)
	return b.Bytes()
}

// recursiveFormPDF: a form XObject that shows a line of text and draws
// itself twice: 2^depth lines, as deep as the engine lets forms nest.
func recursiveFormPDF() []byte {
	var p rawPDF
	form := len(p.objs) + 1
	body := "BT /F1 10 Tf 10 10 Td (Fictional self-drawing form) Tj ET\n/X0 Do\n1 0 0 1 1 1 cm /X0 Do\n"
	p.add(stream(fmt.Sprintf("/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << %s >> /XObject << /X0 %d 0 R >> >>", helvetica, form), []byte(body)))
	c := p.add(stream("", []byte("/X0 Do\n")))
	return p.pages(1, fmt.Sprintf("<< /XObject << /X0 %d 0 R >> >>", form), c)
}

// fanOutPDF: form 0 shows a line of text; form k draws form k-1 fan
// times; the page draws the last form: fan^levels lines.
func fanOutPDF(levels, fan int) []byte {
	var p rawPDF
	prev := p.add(stream(fmt.Sprintf("/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << %s >> >>", helvetica),
		[]byte("BT /F1 10 Tf 72 700 Td (Fictional fan-out line) Tj ET\n")))
	for range levels {
		var body strings.Builder
		for range fan {
			body.WriteString("/X0 Do\n")
		}
		prev = p.add(stream(fmt.Sprintf("/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /XObject << /X0 %d 0 R >> >>", prev), []byte(body.String())))
	}
	c := p.add(stream("", []byte("/X0 Do\n")))
	return p.pages(1, fmt.Sprintf("<< /XObject << /X0 %d 0 R >> >>", prev), c)
}

// fullPagesPDF: n pages, each drawing one form that holds chars
// characters of text (lines of 100), so a few KB make n*chars glyphs.
func fullPagesPDF(n, chars int) []byte {
	var p rawPDF
	line := strings.Repeat("Fictional ", 10)
	var body strings.Builder
	body.WriteString("BT /F1 4 Tf 20 780 Td 5 TL\n")
	for range chars / len(line) {
		body.WriteString("(" + line + ") '\n")
	}
	body.WriteString("ET\n")
	form := p.add(stream(fmt.Sprintf("/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << %s >> >> /Filter /FlateDecode", helvetica), deflate([]byte(body.String()))))
	c := p.add(stream("", []byte("/X0 Do\n")))
	return p.pages(n, fmt.Sprintf("<< /XObject << /X0 %d 0 R >> >>", form), c)
}
