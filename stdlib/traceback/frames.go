package traceback

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/internal/ucd"
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/py"
)

// frame is what formatting needs of a FrameSummary: the texts of its
// header and its source line, and its positions (-1 for None).
type frame struct {
	file, lineno, name string // str() of filename, lineno and name
	// line is _original_line: the source line as linecache returns it
	// (with its "\n"), or the line= given to FrameSummary; hasLine is
	// false for None.
	line    string
	hasLine bool
	// ln and endLn are lineno and end_lineno (-1 when not an int).
	ln, endLn       int
	colno, endColno int
	locals          py.Value // a FrameSummary's dict of reprs, or nil
}

// framesOf converts the interpreter's traceback entries.
func framesOf(entries []interp.FrameSummary) []frame {
	out := make([]frame, len(entries)) //krait:alloc-ok one per traceback entry, already charged when the traceback was recorded
	for i, e := range entries {
		f := frame{file: e.Filename, lineno: strconv.Itoa(e.Lineno), name: e.Name, ln: e.Lineno, endLn: -1,
			colno: e.Colno, endColno: e.EndColno}
		if e.EndLineno > 0 {
			f.endLn = e.EndLineno
		}
		if e.HasLine {
			// linecache's line: with its newline, even the file's last.
			f.line, f.hasLine = e.Line+"\n", true
		} else {
			// linecache.getline of generated code ("<string>") is ''.
			f.line, f.hasLine = "", true
		}
		out[i] = f
	}
	return out
}

// limitFrames applies extract's limit: the first limit entries, or the
// last -limit when it is negative.
func limitFrames(fs []frame, limit int, hasLimit bool) []frame {
	if !hasLimit {
		return fs
	}
	if limit >= 0 {
		if limit < len(fs) {
			return fs[:limit]
		}
		return fs
	}
	if -limit < len(fs) {
		return fs[len(fs)+limit:]
	}
	return fs
}

// strippedLine is FrameSummary.line: the line without surrounding
// whitespace (Python's str.strip).
func (f *frame) strippedLine() string {
	return strings.TrimFunc(f.line, isPySpace)
}

// isPySpace is str.isspace for one character.
func isPySpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\v', '\f', '\r', 0x1c, 0x1d, 0x1e, 0x1f, 0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}

// formatFrame is StackSummary.format_frame_summary of CPython 3.11.7:
// the "File" line, the stripped source line and the carets.
func formatFrame(t *py.Thread, f *frame) (string, error) {
	size := len(f.file) + len(f.name) + 8*len(f.line) + 64
	if err := t.ChargeChars(size); err != nil {
		return "", err
	}
	if err := t.CheckAlloc(int64(size)); err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString("  File \"" + f.file + "\", line " + f.lineno + ", in " + f.name + "\n")
	stripped := f.strippedLine()
	if stripped != "" {
		b.WriteString("    " + stripped + "\n")
		line := []rune(f.line)
		strippedLen := utf8.RuneCountInString(stripped)
		strippedChars := len(line) - utf8.RuneCountInString(strings.TrimLeftFunc(stripped, isPySpace))
		if f.colno >= 0 && f.endColno >= 0 {
			start := byteToChar(f.line, f.colno)
			end := byteToChar(f.line, f.endColno)
			segment := sliceRunes(line, start, end)
			aL, aR, anchored := -1, -1, false
			if f.ln >= 0 && f.ln == f.endLn {
				aL, aR, anchored = anchors(t, segment)
			} else {
				end = utf8.RuneCountInString(strings.TrimRightFunc(f.line, isPySpace))
			}
			if end-start < strippedLen || (anchored && aR-aL > 0) {
				dpStart := displayWidth(line, start) + 1
				dpEnd := displayWidth(line, end) + 1
				b.WriteString("    ")
				b.WriteString(repeat(" ", dpStart-strippedChars))
				if anchored {
					seg := []rune(segment)
					dpL := displayWidth(seg, aL)
					dpR := displayWidth(seg, aR)
					b.WriteString(repeat("~", dpL))
					b.WriteString(repeat("^", dpR-dpL))
					b.WriteString(repeat("~", dpEnd-dpStart-dpR))
				} else {
					b.WriteString(repeat("^", dpEnd-dpStart))
				}
				b.WriteString("\n")
			}
		}
	}
	if f.locals != nil {
		// Only a FrameSummary made by the program has locals: its dict
		// of reprs, printed sorted as CPython does.
		s, err := formatLocals(t, f.locals)
		if err != nil {
			return "", err
		}
		b.WriteString(s)
	}
	return b.String(), nil
}

// formatLocals writes "    name = value" for each item of a
// FrameSummary's locals, sorted by name.
func formatLocals(t *py.Thread, locals py.Value) (string, error) {
	items, err := py.CallMethod(t, locals, "items", nil, nil)
	if err != nil {
		return "", err
	}
	pairs, err := py.Items(t, items)
	if err != nil {
		return "", err
	}
	sorted := py.NewList(pairs)
	if err := py.SortList(t, sorted, nil, false); err != nil {
		return "", err
	}
	if pairs, err = py.Items(t, sorted); err != nil {
		return "", err
	}
	var b strings.Builder
	for _, p := range pairs {
		kv, err := py.Items(t, p)
		if err != nil {
			return "", err
		}
		if len(kv) != 2 {
			return "", py.NewValueError("too many values to unpack (expected 2)")
		}
		k, err := py.ToStr(t, kv[0])
		if err != nil {
			return "", err
		}
		v, err := py.ToStr(t, kv[1])
		if err != nil {
			return "", err
		}
		if err := t.ChargeChars(len(k) + len(v) + 8); err != nil {
			return "", err
		}
		b.WriteString("    " + k + " = " + v + "\n")
	}
	return b.String(), nil
}

// repeat is Python's str * n (empty for n <= 0).
func repeat(s string, n int) string {
	if n <= 0 {
		return ""
	}
	return strings.Repeat(s, n) //krait:alloc-ok n is at most twice a source line's length, which formatFrame checked (8 bytes per byte of the line)
}

// byteToChar is _byte_offset_to_character_offset: the characters in
// the first offset bytes of s's UTF-8 (a cut character counts as one
// replacement character).
func byteToChar(s string, offset int) int {
	if offset > len(s) {
		offset = len(s)
	}
	if offset < 0 {
		// A negative slice bound counts from the end, as in Python.
		offset += len(s)
		if offset < 0 {
			offset = 0
		}
	}
	n := 0
	for i := 0; i < offset; {
		_, size := utf8.DecodeRuneInString(s[i:offset])
		i += size
		n++
	}
	return n
}

// sliceRunes is Python's line[start:end] on characters.
func sliceRunes(line []rune, start, end int) string {
	start, end = clamp(start, len(line)), clamp(end, len(line))
	if end <= start {
		return ""
	}
	return string(line[start:end])
}

func clamp(i, n int) int {
	if i < 0 {
		i += n
		if i < 0 {
			return 0
		}
	}
	if i > n {
		return n
	}
	return i
}

// displayWidth is _display_width: the columns the first offset
// characters of line take on a terminal (wide characters take two).
func displayWidth(line []rune, offset int) int {
	ascii := true
	for _, r := range line {
		if r >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return offset
	}
	offset = clamp(offset, len(line))
	w := 0
	for _, r := range line[:offset] {
		if eaw := ucd.EastAsianWidth(r); eaw == "W" || eaw == "F" {
			w += 2
		} else {
			w++
		}
	}
	return w
}

// anchors is _extract_caret_anchors_from_line_segment: for a segment
// that parses as one binary operation or subscript, the characters of
// its operator or brackets (CPython's ~~~^^^~~~ marker).
func anchors(t *py.Thread, segment string) (left, right int, ok bool) {
	if t.ChargeChars(len(segment)) != nil {
		return 0, 0, false
	}
	mod, err := parser.ParseFile("<segment>", []byte(segment))
	if err != nil || len(mod.Body) != 1 {
		return 0, 0, false
	}
	stmt, isExpr := mod.Body[0].(*ast.ExprStmt)
	if !isExpr {
		return 0, 0, false
	}
	seg := []rune(segment)
	normalize := func(off int) int { return byteToChar(segment, off) }
	at := func(i int) rune {
		if i < 0 {
			i += len(seg)
		}
		return seg[i]
	}
	switch e := stmt.Value.(type) {
	case *ast.BinOp:
		l, r := e.Left.Position(), e.Right.Position()
		opStart, opEnd := normalize(l.EndColOffset), normalize(r.ColOffset)
		opStr := []rune(sliceRunes(seg, opStart, opEnd))
		off := len(opStr) - len([]rune(strings.TrimLeftFunc(string(opStr), isPySpace)))
		leftA := l.EndColOffset + off
		rightA := leftA + 1
		if off+1 < len(opStr) && !isPySpace(opStr[off+1]) {
			rightA++
		}
		for leftA < len(seg) {
			ch := at(leftA)
			if !isPySpace(ch) && ch != ')' && ch != '#' {
				break
			}
			leftA++
			rightA++
		}
		return normalize(leftA), normalize(rightA), true
	case *ast.Subscript:
		leftA := normalize(e.Value.Position().EndColOffset)
		rightA := normalize(e.Slice.Position().EndColOffset + 1)
		for leftA < len(seg) && at(leftA) != '[' {
			leftA++
		}
		for rightA < len(seg) && at(rightA) != ']' {
			rightA++
		}
		if rightA < len(seg) {
			rightA++
		}
		return leftA, rightA, true
	}
	return 0, 0, false
}

// formatStack is StackSummary.format: each frame's text, with runs of
// more than three identical frames collapsed into "[Previous line
// repeated N more times]".
func formatStack(t *py.Thread, fs []frame) ([]string, error) {
	const cutoff = 3
	var out []string
	var last *frame
	count := 0
	repeated := func() {
		if count > cutoff {
			n := count - cutoff
			s := "  [Previous line repeated " + strconv.Itoa(n) + " more time"
			if n > 1 {
				s += "s"
			}
			out = append(out, s+"]\n")
		}
	}
	for i := range fs {
		f := &fs[i]
		text, err := formatFrame(t, f)
		if err != nil {
			return nil, err
		}
		if last == nil || last.file != f.file || last.lineno != f.lineno || last.name != f.name {
			repeated()
			last, count = f, 0
		}
		count++
		if count > cutoff {
			continue
		}
		out = append(out, text)
	}
	repeated()
	return out, nil
}
