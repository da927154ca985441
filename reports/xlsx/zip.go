package xlsx

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/klauspost/compress/flate"
)

// sortedZip is the excelize.ZipWriter of a workbook: it compresses each
// worksheet as excelize writes it, holds the compressed parts (and the
// small parts as they are) and, on Close, writes them to w in name order
// ("[Content_Types].xml" first) with a fixed modification time, so the
// same workbook gives the same bytes. Only the compressed sheets are
// held, never a sheet's whole XML: excelize writes the streamed sheets in
// map order, and a fixed order needs them all.
type sortedZip struct {
	w     io.Writer
	mod   time.Time
	parts map[string]*zipPart
	// textDates are ranges of date text by sheet name: Close marks them
	// in the sheet's XML so Excel does not flag "2020" as a number
	// stored as text (excelize has no API for it)
	textDates map[string]string
	// sheets are worksheets written apart (workbook.ownSheet), by sheet
	// name: each is written in place of the sheet's part
	sheets map[string]*zipPart
}

// capture is the excelize.ZipWriter of a workbook of one data sheet
// (workbook.ownSheet): it compresses the worksheet part path as it comes
// (or, raw, keeps it as it is) and drops every other part.
type capture struct {
	path string
	part *zipPart
	raw  bool // the part is kept as it comes, not compressed
	// spill, if set, is where the compressed part goes (spill.go)
	spill *spill
}

// Create takes the part name: the worksheet, or nothing.
func (c *capture) Create(name string) (io.Writer, error) {
	if name != c.path {
		return io.Discard, nil
	}
	c.part = &zipPart{sheet: !c.raw}
	c.part.packed.spill = c.spill
	return c.part, nil
}

// AddFS is not used by a workbook.
func (c *capture) AddFS(fs.FS) error { return errors.New("xlsx: AddFS is not supported") }

// Close ends nothing: the part is taken as it is.
func (c *capture) Close() error { return nil }

// newSortedZip returns the zip writer of a workbook written to w; every
// part has the modification time mod.
func newSortedZip(w io.Writer, mod time.Time) *sortedZip {
	return &sortedZip{w: w, mod: mod.UTC(), parts: map[string]*zipPart{}}
}

// Create starts the part name: a worksheet is compressed as it comes,
// every other part is kept as it is until Close.
func (z *sortedZip) Create(name string) (io.Writer, error) {
	if _, dup := z.parts[name]; dup {
		return nil, fmt.Errorf("xlsx: part %s written twice", name)
	}
	p := &zipPart{sheet: isSheetPart(name)}
	z.parts[name] = p
	return p, nil
}

// AddFS is not used by a workbook.
func (z *sortedZip) AddFS(fs.FS) error { return errors.New("xlsx: AddFS is not supported") }

// isSheetPart reports whether a part is a worksheet's XML.
func isSheetPart(name string) bool {
	file, ok := strings.CutPrefix(name, "xl/worksheets/")
	return ok && !strings.Contains(file, "/") && strings.HasSuffix(file, ".xml")
}

// sheetDataEnd ends a worksheet's cells: what follows (page setup,
// tables...) is short and held as the sheet's tail, for Close to edit.
var sheetDataEnd = []byte("</sheetData>")

// zipPart is one part of the package: a worksheet compressed as it is
// written, its tail from </sheetData> on held; any other part held whole
// (raw).
type zipPart struct {
	raw    bytes.Buffer // a small part; a worksheet's held bytes
	sheet  bool         // a worksheet: compressed as it comes
	tail   bool         // a worksheet's tail has begun: raw holds it
	packed packedBytes  // the compressed blocks done, in order
	block  []byte       // the block being filled
	queue  []*packJob   // the blocks being compressed, in order
	crc    uint32       // of the bytes taken so far
	size   uint64       // how many bytes were taken
}

// Write takes the next bytes of the part.
func (p *zipPart) Write(b []byte) (int, error) {
	p.raw.Write(b)
	if !p.sheet || p.tail {
		return len(b), nil
	}
	held := p.raw.Bytes()
	at := bytes.Index(held, sheetDataEnd)
	keep := len(sheetDataEnd) - 1 // a marker may be cut between writes
	if at >= 0 {
		p.tail, keep = true, len(held)-at
	}
	if n := len(held) - keep; n > 0 {
		if err := p.pack(held[:n]); err != nil {
			return 0, err
		}
		p.raw.Next(n)
	}
	return len(b), nil
}

// packBlock is how many bytes of a worksheet are compressed as one
// block; packAhead is how many blocks of a worksheet may be compressing
// at once (its memory bound).
const (
	packBlock = 1 << 20
	packAhead = 4
)

// packLevel is the compression level of the worksheets, with
// github.com/klauspost/compress/flate: on the worksheets of 10,000
// generated records (176 MB of XML) level 5 packs them to 15.4 MB in
// 0.94 s of CPU, where compress/flate's level 5 took 1.78 s for 14.7 MB
// (5 % smaller); its level 6 gives those 14.7 MB in 1.16 s.
const packLevel = 5

// packSlots bounds how many blocks compress at once: one per core.
var packSlots = make(chan struct{}, runtime.GOMAXPROCS(0))

// flates are the compressors of the blocks, reused.
var flates = sync.Pool{New: func() any {
	fw, _ := flate.NewWriter(nil, packLevel)
	return fw
}}

// blocks are the buffers of the blocks, reused.
var blocks = sync.Pool{New: func() any {
	b := make([]byte, 0, packBlock)
	return &b
}}

// pooledCompressor is the zip compressor of the small parts: a
// compressor of flates, reset to w (the same bytes as a new one: a reset
// writer starts with nothing of what it compressed before) and given
// back to the pool when the part is closed. A new compressor of level
// packLevel clears some hundreds of kilobytes of tables, for parts of a
// few kilobytes each.
func pooledCompressor(w io.Writer) (io.WriteCloser, error) {
	fw := flates.Get().(*flate.Writer)
	fw.Reset(w)
	return &pooledFlate{fw: fw}, nil
}

// pooledFlate is a compressor of flates, given back on Close.
type pooledFlate struct{ fw *flate.Writer }

// Write compresses b.
func (p *pooledFlate) Write(b []byte) (int, error) {
	if p.fw == nil {
		return 0, errors.New("xlsx: write to a closed part")
	}
	return p.fw.Write(b)
}

// Close ends the part's stream and gives the compressor back.
func (p *pooledFlate) Close() error {
	if p.fw == nil {
		return nil
	}
	err := p.fw.Close()
	flates.Put(p.fw)
	p.fw = nil
	return err
}

// packJob is one block of a worksheet being compressed.
type packJob struct {
	out  bytes.Buffer
	err  error
	done chan struct{}
}

// pack takes the next bytes of a worksheet: each full block is
// compressed on its own, on another core, in a fixed size (so the
// compressed bytes do not depend on how excelize cut its writes).
func (p *zipPart) pack(b []byte) error {
	p.crc = crc32.Update(p.crc, crc32.IEEETable, b)
	p.size += uint64(len(b))
	for len(b) > 0 {
		if p.block == nil {
			p.block = (*blocks.Get().(*[]byte))[:0]
		}
		n := min(len(b), packBlock-len(p.block))
		p.block = append(p.block, b[:n]...)
		b = b[n:]
		if len(p.block) == packBlock {
			if err := p.start(false); err != nil {
				return err
			}
		}
	}
	return nil
}

// start compresses the block filled so far, the last one when final;
// it first waits for the oldest block when packAhead are compressing.
func (p *zipPart) start(final bool) error {
	if len(p.queue) >= packAhead {
		if err := p.collect(1); err != nil {
			return err
		}
	}
	job := &packJob{done: make(chan struct{})}
	block := p.block
	p.block = nil
	p.queue = append(p.queue, job)
	go func() {
		defer close(job.done)
		defer func() {
			if cap(block) == packBlock {
				blocks.Put(&block)
			}
		}()
		packSlots <- struct{}{}
		defer func() { <-packSlots }()
		fw := flates.Get().(*flate.Writer)
		defer flates.Put(fw)
		fw.Reset(&job.out)
		if _, job.err = fw.Write(block); job.err != nil {
			return
		}
		// a block ends on a byte boundary (a sync flush), and the
		// blocks together are one deflate stream; the last ends it
		if final {
			job.err = fw.Close()
		} else {
			job.err = fw.Flush()
		}
	}()
	return nil
}

// collect waits for the n oldest blocks and appends them, in order.
func (p *zipPart) collect(n int) error {
	for _, job := range p.queue[:n] {
		<-job.done
		if job.err != nil {
			return job.err
		}
		if _, err := p.packed.Write(job.out.Bytes()); err != nil {
			return err
		}
	}
	p.queue = p.queue[n:]
	return nil
}

// finish compresses a worksheet's held bytes (its tail, edited) as its
// last block and waits for its blocks.
func (p *zipPart) finish() error {
	if err := p.pack(p.raw.Bytes()); err != nil {
		return err
	}
	p.raw = bytes.Buffer{}
	if err := p.start(true); err != nil {
		return err
	}
	return p.collect(len(p.queue))
}

// Close edits the worksheets' tails, then writes every part in order.
func (z *sortedZip) Close() error {
	if err := z.editTails(); err != nil {
		return err
	}
	names := make([]string, 0, len(z.parts))
	for n := range z.parts {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		a, b := names[i] == "[Content_Types].xml", names[j] == "[Content_Types].xml"
		if a != b {
			return a
		}
		return names[i] < names[j]
	})
	zw := zip.NewWriter(z.w)
	zw.RegisterCompressor(zip.Deflate, pooledCompressor)
	for _, n := range names {
		if err := z.writePart(zw, n); err != nil {
			return err
		}
	}
	return zw.Close()
}

// writePart writes the part n to zw: a worksheet as compressed, any
// other part compressed now.
func (z *sortedZip) writePart(zw *zip.Writer, n string) error {
	p := z.parts[n]
	if !p.sheet {
		fw, err := zw.CreateHeader(&zip.FileHeader{Name: n, Method: zip.Deflate, Modified: z.mod})
		if err != nil {
			return err
		}
		data := p.raw.Bytes()
		if n == "[Content_Types].xml" {
			data = sortDefaults(data)
		}
		_, err = fw.Write(data)
		return err
	}
	if err := p.finish(); err != nil {
		return err
	}
	fw, err := zw.CreateRaw(rawHeader(n, z.mod, p.crc, uint64(p.packed.Len()), p.size))
	if err != nil {
		return err
	}
	_, err = p.packed.WriteTo(fw)
	return err
}

// rawHeader is the header of a part compressed beforehand, with what
// zip.Writer.CreateHeader would set from the name and modification time:
// the versions, the MS-DOS time and the extended timestamp (which
// readers prefer: it has the seconds).
func rawHeader(name string, mod time.Time, crc uint32, packed, size uint64) *zip.FileHeader {
	const zipVersion20, extTimeID = 20, 0x5455
	extra := binary.LittleEndian.AppendUint16(nil, extTimeID)
	extra = binary.LittleEndian.AppendUint16(extra, 5) // a flag byte, a time
	extra = append(extra, 1)                           // the modification time
	extra = binary.LittleEndian.AppendUint32(extra, uint32(mod.Unix()))
	fh := &zip.FileHeader{
		Name: name, Method: zip.Deflate, Modified: mod, Extra: extra,
		CreatorVersion: zipVersion20, ReaderVersion: zipVersion20,
		CRC32: crc, CompressedSize64: packed, UncompressedSize64: size,
	}
	// CreateRaw leaves the MS-DOS time (the one older readers show) as
	// given; CreateHeader sets it from Modified, as here
	//lint:ignore SA1019 the MS-DOS fields are what CreateRaw writes
	fh.ModifiedDate = uint16(mod.Day() + int(mod.Month())<<5 + (mod.Year()-1980)<<9)
	//lint:ignore SA1019 the MS-DOS fields are what CreateRaw writes
	fh.ModifiedTime = uint16(mod.Second()/2 + mod.Minute()<<5 + mod.Hour()<<11)
	return fh
}

// reTableParts is a sheet's list of its tables.
var reTableParts = regexp.MustCompile(`<tableParts count="\d+">.*?</tableParts>`)

// reTablePart is one entry of a sheet's list of tables, as encoding/xml
// writes it (its namespace repeated on each): the relationship id.
var reTablePart = regexp.MustCompile(`<tablePart [^>]*?id="(rId\d+)"`)

// editTails edits the held tail of each worksheet: the list of its
// tables in the short form (<tablePart r:id="rId1">) and, for a sheet
// with date text, an <ignoredErrors> element before it (the place the
// schema gives it: after the page setup, before drawings and tables).
func (z *sortedZip) editTails() error {
	paths, err := z.sheetPaths()
	if err != nil {
		return err
	}
	for sheet, p := range z.sheets {
		path := paths[sheet]
		if old := z.parts[path]; old == nil || !old.sheet {
			return fmt.Errorf("xlsx: no worksheet part for sheet %s", sheet)
		}
		z.parts[path] = p
	}
	ignore := map[string]string{}
	for sheet, sqref := range z.textDates {
		if sqref != "" && paths[sheet] != "" {
			ignore[paths[sheet]] = sqref
		}
	}
	for name, p := range z.parts {
		if !p.sheet {
			continue
		}
		tail := reTableParts.ReplaceAllFunc(p.raw.Bytes(), shortTableParts)
		if sqref, ok := ignore[name]; ok {
			if at := bytes.Index(tail, []byte("<tableParts")); at >= 0 {
				var out bytes.Buffer
				out.Write(tail[:at])
				fmt.Fprintf(&out, `<ignoredErrors><ignoredError sqref="%s" numberStoredAsText="1"/></ignoredErrors>`, sqref)
				out.Write(tail[at:])
				tail = out.Bytes()
			}
		}
		p.raw = *bytes.NewBuffer(tail)
	}
	return nil
}

// shortTableParts writes a <tableParts> element with the r: prefix the
// worksheet declares.
func shortTableParts(x []byte) []byte {
	ids := reTablePart.FindAllSubmatch(x, -1)
	var list bytes.Buffer
	fmt.Fprintf(&list, `<tableParts count="%d">`, len(ids))
	for _, id := range ids {
		fmt.Fprintf(&list, `<tablePart r:id="%s"></tablePart>`, id[1])
	}
	list.WriteString(`</tableParts>`)
	return list.Bytes()
}

// sheetPaths maps each sheet's name to its part, from xl/workbook.xml and
// its relationships.
func (z *sortedZip) sheetPaths() (map[string]string, error) {
	var wbx struct {
		Sheets []struct {
			Name string `xml:"name,attr"`
			ID   string `xml:"http://schemas.openxmlformats.org/officeDocument/2006/relationships id,attr"`
		} `xml:"sheets>sheet"`
	}
	var rels struct {
		Rels []struct {
			ID     string `xml:"Id,attr"`
			Target string `xml:"Target,attr"`
		} `xml:"Relationship"`
	}
	for part, v := range map[string]any{"xl/workbook.xml": &wbx, "xl/_rels/workbook.xml.rels": &rels} {
		p := z.parts[part]
		if p == nil || p.sheet {
			return nil, fmt.Errorf("xlsx: no part %s", part)
		}
		if err := xml.Unmarshal(p.raw.Bytes(), v); err != nil {
			return nil, fmt.Errorf("xlsx: %s: %w", part, err)
		}
	}
	target := map[string]string{}
	for _, r := range rels.Rels {
		target[r.ID] = "xl/" + strings.TrimPrefix(strings.TrimPrefix(r.Target, "/xl/"), "xl/")
	}
	out := map[string]string{}
	for _, s := range wbx.Sheets {
		out[s.Name] = target[s.ID]
	}
	return out, nil
}

// reDefault is one <Default> element of [Content_Types].xml.
var reDefault = regexp.MustCompile(`<Default [^>]*?(?:/>|></Default>)`)

// sortDefaults puts the <Default> elements of [Content_Types].xml in
// order: excelize adds the image types in map order.
func sortDefaults(b []byte) []byte {
	locs := reDefault.FindAllIndex(b, -1)
	if len(locs) < 2 {
		return b
	}
	elems := make([]string, len(locs))
	for i, l := range locs {
		elems[i] = string(b[l[0]:l[1]])
	}
	sort.Strings(elems)
	var out bytes.Buffer
	at := 0
	for i, l := range locs {
		out.Write(b[at:l[0]])
		out.WriteString(elems[i])
		at = l[1]
	}
	out.Write(b[at:])
	return out.Bytes()
}
