package interp

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// site is a place in the source where an error can be raised: the range
// CPython 3.11 attributes to the failing instruction, and the anchors of
// its ~~~^^^ carets (-1 when it has none). Columns are byte offsets.
type site struct {
	pos         ast.Pos
	anchorLeft  int // start of the ^ part
	anchorRight int // end of the ^ part
}

// site computes the error site of a node.
func (c *compiler) site(n ast.Positioned) *site {
	if len(c.siteSlab) == 0 {
		c.siteSlab = make([]site, 16)
	}
	s := &c.siteSlab[0]
	c.siteSlab = c.siteSlab[1:]
	*s = site{pos: posOf(n), anchorLeft: -1, anchorRight: -1}
	if s.pos.Lineno != s.pos.EndLineno {
		return s
	}
	src := c.src
	line := sourceLine(src, s.pos.Lineno)
	switch n := n.(type) {
	case *ast.BinOp:
		l, r := posOf(n.Left), posOf(n.Right)
		if l.EndLineno != s.pos.Lineno || r.Lineno != s.pos.Lineno {
			return s
		}
		for i := l.EndColOffset; i < r.ColOffset && i < len(line); i++ {
			if ch := line[i]; ch == ' ' || ch == '\t' || ch == '\f' || ch == '\n' || ch == '\r' || ch == '\\' {
				continue
			}
			s.anchorLeft, s.anchorRight = i, i+1
			if i+1 < r.ColOffset && i+1 < len(line) && !isSpace(line[i+1]) {
				s.anchorRight++
			}
			break
		}
	case *ast.Subscript:
		v, k := posOf(n.Value), posOf(n.Slice)
		if v.EndLineno != s.pos.Lineno || k.EndLineno != s.pos.Lineno {
			return s
		}
		// As CPython 3.11.7: the ^ part runs from the '[' to the ']'.
		end := s.pos.EndColOffset
		if end > len(line) {
			end = len(line)
		}
		left, right := v.EndColOffset, k.EndColOffset+1
		for left < end && line[left] != '[' {
			left++
		}
		for right < end && line[right] != ']' {
			right++
		}
		if right < end {
			right++
		}
		s.anchorLeft, s.anchorRight = left, right
	}
	return s
}

func isSpace(ch byte) bool {
	return ch == ' ' || ch == '\t' || ch == '\f' || ch == '\n' || ch == '\r' || ch == '\\'
}

// traceEntry is one frame of a traceback.
type traceEntry struct {
	filename string
	funcName string
	src      []byte // the file's source text (nil when unknown)
	site     *site
}

// fail records that err passed through the frame at site (once per frame
// and exception) and returns err.
func (fr *frame) fail(err error, s *site) error {
	exc, ok := err.(*py.Exception)
	if !ok || fr.traced == exc || s == nil {
		return err
	}
	fr.traced = exc
	name, file := "<module>", ""
	var src []byte
	if fr.code != nil {
		name, file, src = fr.code.name, fr.code.filename, fr.code.src
	}
	fr.in.traces[exc] = append(fr.in.traces[exc], traceEntry{filename: file, funcName: name, src: src, site: s})
	return err
}

// keepHandled is how many handled exceptions keep their tracebacks: a
// handled exception may still be raised again or become the __cause__ of
// another, so its traceback is dropped only once this many exceptions
// have been handled after it.
const keepHandled = 4096

// forget records that an exception has been handled, dropping the
// tracebacks of the oldest handled exceptions beyond keepHandled.
func (in *Interp) forget(exc *py.Exception) {
	in.handled = append(in.handled, exc)
	if len(in.handled) > 2*keepHandled {
		for _, old := range in.handled[:keepHandled] {
			delete(in.traces, old)
			delete(in.hints, old)
		}
		in.handled = append(in.handled[:0], in.handled[keepHandled:]...)
	}
}

// Traceback returns the report CPython 3.11 prints for an uncaught
// exception: the chained exceptions first, then "Traceback (most recent
// call last):", the frames and the "Type: message" line.
func (in *Interp) Traceback(th *py.Thread, exc *py.Exception) string {
	var b strings.Builder
	in.writeChain(th, &b, exc, map[*py.Exception]bool{})
	return b.String()
}

func (in *Interp) writeChain(th *py.Thread, b *strings.Builder, exc *py.Exception, seen map[*py.Exception]bool) {
	seen[exc] = true
	if exc.Cause != nil && !seen[exc.Cause] {
		in.writeChain(th, b, exc.Cause, seen)
		b.WriteString("\nThe above exception was the direct cause of the following exception:\n\n")
	} else if exc.Context != nil && !exc.SuppressContext && !seen[exc.Context] {
		in.writeChain(th, b, exc.Context, seen)
		b.WriteString("\nDuring handling of the above exception, another exception occurred:\n\n")
	}
	entries := in.traces[exc]
	if len(entries) > 0 {
		b.WriteString("Traceback (most recent call last):\n")
		in.writeEntries(b, entries)
	}
	b.WriteString(exceptionLine(th, exc))
	if hint := in.hint(th, exc); hint != "" {
		b.WriteString(". Did you mean: '" + hint + "'?")
	}
	b.WriteByte('\n')
	// Notes added with add_note() follow, one per line (str() of each).
	if notes, ok := exc.Attr("__notes__").(*py.List); ok {
		for _, n := range notes.Items() {
			s, err := str(th, n)
			if err != nil {
				s = "<note str() failed>"
			}
			b.WriteString(s)
			b.WriteByte('\n')
		}
	}
}

// writeEntries prints frames outermost first, collapsing runs of more
// than three identical frames as CPython does.
func (in *Interp) writeEntries(b *strings.Builder, entries []traceEntry) {
	const recursiveCutoff = 3
	var last traceEntry
	count := 0
	flush := func() {
		if count > recursiveCutoff {
			n := count - recursiveCutoff
			b.WriteString("  [Previous line repeated " + strconv.Itoa(n) + " more time")
			if n > 1 {
				b.WriteString("s")
			}
			b.WriteString("]\n")
		}
	}
	for i := len(entries) - 1; i >= 0; i-- {
		e := entries[i]
		if count > 0 && e.filename == last.filename && e.funcName == last.funcName && e.site.pos.Lineno == last.site.pos.Lineno {
			count++
		} else {
			flush()
			last, count = e, 1
		}
		if count > recursiveCutoff {
			continue
		}
		in.writeEntry(b, e)
	}
	flush()
}

func (in *Interp) writeEntry(b *strings.Builder, e traceEntry) {
	p := e.site.pos
	b.WriteString("  File \"" + e.filename + "\", line " + strconv.Itoa(p.Lineno) + ", in " + e.funcName + "\n")
	src := e.src
	if src == nil {
		return
	}
	line := string(sourceLine(src, p.Lineno))
	// CPython strips the indentation but keeps trailing whitespace.
	stripped := strings.TrimLeft(line, " \t\f")
	stripped = strings.TrimRight(stripped, "\r\n")
	if strings.TrimSpace(stripped) == "" {
		return
	}
	b.WriteString("    " + stripped + "\n")
	if p.EndLineno < p.Lineno || p.ColOffset < 0 {
		return
	}
	indent := utf8.RuneCountInString(line) - utf8.RuneCountInString(strings.TrimLeft(line, " \t\f"))
	start := charCol(line, p.ColOffset)
	var end int
	if p.EndLineno == p.Lineno {
		end = charCol(line, p.EndColOffset)
	} else {
		end = indent + utf8.RuneCountInString(stripped)
	}
	strippedLen := utf8.RuneCountInString(stripped)
	hasAnchors := e.site.anchorLeft >= 0 && p.EndLineno == p.Lineno
	if end-start >= strippedLen && !hasAnchors {
		return
	}
	if end <= start {
		return
	}
	b.WriteString("    ")
	b.WriteString(strings.Repeat(" ", start-indent))
	if hasAnchors {
		l := charCol(line, e.site.anchorLeft)
		r := charCol(line, e.site.anchorRight)
		if r > end {
			r = end
		}
		b.WriteString(strings.Repeat("~", l-start))
		b.WriteString(strings.Repeat("^", r-l))
		b.WriteString(strings.Repeat("~", end-r))
	} else {
		b.WriteString(strings.Repeat("^", end-start))
	}
	b.WriteByte('\n')
}

// charCol converts a byte column of line into a character column.
func charCol(line string, col int) int {
	if col > len(line) {
		col = len(line)
	}
	return utf8.RuneCountInString(line[:col])
}

// sourceLine returns line n (1-based) of src without its line ending.
func sourceLine(src []byte, n int) []byte {
	for i := 1; i < n; i++ {
		j := indexByte(src, '\n')
		if j < 0 {
			return nil
		}
		src = src[j+1:]
	}
	if j := indexByte(src, '\n'); j >= 0 {
		src = src[:j]
	}
	if len(src) > 0 && src[len(src)-1] == '\r' {
		src = src[:len(src)-1]
	}
	return src
}

func indexByte(b []byte, c byte) int {
	for i, x := range b {
		if x == c {
			return i
		}
	}
	return -1
}

// exceptionLine is the last line of a traceback: "Type: message", or just
// "Type" for an empty message.
func exceptionLine(th *py.Thread, exc *py.Exception) string {
	name := exc.Type().QualName()
	if m := exc.Type().Module; m != "builtins" && m != "__main__" && m != "" {
		name = m + "." + name
	}
	msg, err := str(th, exc)
	if err != nil {
		msg = "<exception str() failed>"
	}
	if msg == "" {
		return name
	}
	return name + ": " + msg
}

// LastLine returns the line where an uncaught exception was raised (its
// innermost traceback entry), or 0 when unknown.
func (in *Interp) LastLine(exc *py.Exception) int {
	if e := in.traces[exc]; len(e) > 0 {
		return e[0].site.pos.Lineno
	}
	return 0
}

// hint returns CPython's "Did you mean" suggestion for an uncaught
// NameError or AttributeError, or "".
func (in *Interp) hint(th *py.Thread, exc *py.Exception) string {
	if h, ok := in.hints[exc]; ok {
		return h
	}
	if !exc.Matches(py.AttributeErrorType) {
		return ""
	}
	name, ok := exc.Attr("name").(*py.Str)
	obj := exc.Attr("obj")
	if !ok || obj == nil {
		return ""
	}
	return closestName(name.String(), py.Dir(th, obj))
}

// resetRunState forgets the tracebacks, hints and handled exceptions of
// earlier runs, so that a long session does not accumulate them.
func (in *Interp) resetRunState() {
	if len(in.traces) > 0 {
		in.traces = map[*py.Exception][]traceEntry{}
	}
	if len(in.hints) > 0 {
		in.hints = map[*py.Exception]string{}
	}
	in.handled = in.handled[:0]
	in.handling = nil
}
