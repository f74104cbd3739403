package interp

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"

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
	u := c.unit
	if len(u.sites) == 0 {
		u.sites = make([]site, 16)
	}
	s := &u.sites[0]
	u.sites = u.sites[1:]
	*s = site{pos: posOf(n), anchorLeft: -1, anchorRight: -1}
	if s.pos.Lineno != s.pos.EndLineno {
		return s
	}
	line := c.lines.line(s.pos.Lineno)
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
	if !ok {
		if s != nil {
			return fr.locateRefusal(err, s)
		}
		return err
	}
	if fr.traced == exc || s == nil {
		return err
	}
	fr.traced = exc
	// Tracebacks live as long as their exceptions (a list of caught
	// exceptions keeps every frame of each): they count as memory.
	if aerr := fr.th.Alloc(tbNodeSize); aerr != nil {
		return aerr
	}
	name, file := "<module>", ""
	var src []byte
	if fr.code != nil {
		name, file, src = fr.code.name, fr.code.filename, fr.code.src
	}
	next := tbOf(exc)
	if next == nil && exc.RaisedIn != nil {
		// Go code raised it on behalf of generated Python source: that
		// frame is the innermost one.
		if aerr := fr.th.Alloc(tbNodeSize); aerr != nil {
			return aerr
		}
		o := exc.RaisedIn
		next = &tbNode{traceEntry: traceEntry{filename: o.Filename, funcName: o.Name, site: &site{pos: ast.Pos{Lineno: o.Lineno}}}}
	}
	exc.TB = &tbNode{traceEntry: traceEntry{filename: file, funcName: name, src: src, site: s}, next: next}
	return err
}

// tbNode is one frame of an exception's traceback, linked as CPython's
// traceback objects are: the head is the outermost frame the exception
// reached, next the frame it came from. Nodes are immutable, so two
// exceptions share a traceback (split parts, re-raised groups) exactly
// when they share the head node.
type tbNode struct {
	traceEntry
	next *tbNode
}

// tbNodeSize is what a traceback entry is charged: the node and its share
// of the allocator's rounding.
const tbNodeSize = int64(unsafe.Sizeof(tbNode{})) + 16

// tbOf returns the traceback recorded on exc (nil when none).
func tbOf(exc *py.Exception) *tbNode {
	tb, _ := exc.TB.(*tbNode)
	return tb
}

// tbEntries returns the traceback of exc, outermost frame first.
func tbEntries(exc *py.Exception) []traceEntry {
	var out []traceEntry
	for n := tbOf(exc); n != nil; n = n.next {
		out = append(out, n.traceEntry) //krait:alloc-ok one entry per traceback node, each charged (tbNodeSize) when it was recorded
	}
	return out
}

// keepHandled is how many handled exceptions keep their "Did you mean"
// hints: a handled exception may still be raised again or become the
// __cause__ of another, so its hint is dropped only once this many
// exceptions have been handled after it.
const keepHandled = 4096

// forget records that an exception has been handled, dropping the
// hints of the oldest handled exceptions beyond keepHandled.
func (in *Interp) forget(exc *py.Exception) {
	in.handled = append(in.handled, exc)
	if len(in.handled) > 2*keepHandled {
		for _, old := range in.handled[:keepHandled] {
			delete(in.hints, old)
		}
		in.handled = append(in.handled[:0], in.handled[keepHandled:]...) //krait:alloc-ok shifts the list down in place: the result is shorter
	}
}

// Traceback returns the report CPython 3.11 prints for an uncaught
// exception: the chained exceptions first, then "Traceback (most recent
// call last):", the frames and the "Type: message" line; exception groups
// in CPython's nested boxes.
func (in *Interp) Traceback(th *py.Thread, exc *py.Exception) string {
	if th == nil {
		// The report runs the code's __str__ methods and walks chains of
		// any length: it needs a thread's budgets and depth guard.
		th = py.NewThread(nil, py.Limits{}, nil)
		defer th.Close()
	}
	limit := MaxReportSize
	if out := th.Limits.MaxOutput; out < int64(limit) {
		limit = int(out)
	}
	p := &tbPrinter{in: in, th: th, seen: map[*py.Exception]bool{}, b: report{limit: limit}}
	p.recursive(exc)
	return p.b.String()
}

// The limits of CPython's exception group report.
const (
	maxGroupWidth = 15 // sub-exceptions shown per group
	maxGroupDepth = 10 // nested groups shown
	// MaxReportSize bounds a traceback report (and, in the root
	// package, a run's SyntaxWarnings) when the output limit is larger:
	// the report keeps its first and last halves (see report).
	MaxReportSize = 4 << 20
	// maxGroupOutput bounds what the members of exception groups may
	// write: a group can hold the same group many times over (15 wide
	// and 10 deep is 15**10 exceptions). Past it, no more members are
	// rendered (rendering them would only be left out).
	maxGroupOutput = 4 * MaxReportSize
)

// tbPrinter is CPython's exception_print_context: the report being
// written and the current exception group nesting.
type tbPrinter struct {
	in        *Interp
	th        *py.Thread
	b         report
	seen      map[*py.Exception]bool
	depth     int  // exception group depth
	needClose bool // a group's closing line is still owed
}

// margin writes the indentation and "| " of the current group depth.
func (p *tbPrinter) margin() {
	p.b.WriteString(p.prefix())
}

func (p *tbPrinter) prefix() string {
	if p.depth == 0 {
		return ""
	}
	return strings.Repeat(" ", 2*p.depth) + "| " //krait:alloc-ok p.depth <= maxGroupDepth+2
}

func (p *tbPrinter) recursive(exc *py.Exception) {
	// A chain is rendered whole, however long its messages (the report
	// keeps only its head and tail); inside a group, rendering stops
	// once the group has written too much.
	if p.depth > 0 && p.b.Len() > maxGroupOutput {
		return
	}
	// Chains of __cause__/__context__ and nested groups can be any
	// length: the report follows them through the depth guard and leaves
	// out what lies beyond the data-depth limit (the oldest exceptions of
	// a chain), where CPython's report fails.
	if p.th.EnterData("") != nil {
		return
	}
	defer p.th.LeaveData()
	p.causeAndContext(exc)
	if exc.IsGroup() {
		p.group(exc)
	} else {
		p.exception(exc)
	}
}

func (p *tbPrinter) causeAndContext(exc *py.Exception) {
	p.seen[exc] = true
	if exc.Cause != nil {
		if !p.seen[exc.Cause] {
			p.chained(exc.Cause, "The above exception was the direct cause of the following exception:\n")
		}
		return
	}
	if exc.Context != nil && !exc.SuppressContext && !p.seen[exc.Context] {
		p.chained(exc.Context, "During handling of the above exception, another exception occurred:\n")
	}
}

func (p *tbPrinter) chained(exc *py.Exception, msg string) {
	needClose := p.needClose
	p.recursive(exc)
	p.needClose = needClose
	p.margin()
	p.b.WriteString("\n")
	p.margin()
	p.b.WriteString(msg)
	p.margin()
	p.b.WriteString("\n")
}

// exception writes one exception: its traceback, its "Type: message"
// line and its notes.
func (p *tbPrinter) exception(exc *py.Exception) {
	if entries := tbEntries(exc); len(entries) > 0 {
		prefix := p.prefix()
		header, headerMargin := "Traceback (most recent call last):\n", prefix
		if exc.IsGroup() {
			header = "Exception Group Traceback (most recent call last):\n"
			if p.depth == 1 {
				headerMargin = "  + "
			}
		}
		p.b.WriteString(headerMargin + header)
		writeEntries(&p.b, prefix, entries)
	}
	p.margin()
	p.exceptionLine(exc)
	if hint := p.in.hint(p.th, exc); hint != "" {
		p.b.WriteString(". Did you mean: '" + hint + "'?")
	}
	p.b.WriteByte('\n')
	p.notes(exc)
}

// notes writes the notes added with add_note(), each line behind the
// margin, as CPython's print_exception_notes.
func (p *tbPrinter) notes(exc *py.Exception) {
	notes := exc.Attr("__notes__")
	if notes == nil {
		return
	}
	if !py.SequenceCheck(notes) {
		p.margin()
		r, err := py.Repr(p.th, notes)
		if err != nil {
			r = "<__notes__ repr() failed>"
		}
		p.b.WriteString(r + "\n")
		return
	}
	items, err := py.Items(p.th, notes)
	if err != nil {
		return
	}
	for _, n := range items {
		// Notes can repeat one large string many times: the report stops
		// at MaxReportSize as it does for chains and groups.
		if p.b.Len() > MaxReportSize {
			return
		}
		s, err := str(p.th, n)
		if err != nil {
			p.b.WriteString("<note str() failed>\n")
			continue
		}
		for s != "" && p.b.Len() <= MaxReportSize {
			var line string
			line, s = cutLineKeep(s)
			p.margin()
			p.b.WriteString(line)
		}
		p.b.WriteByte('\n')
	}
}

// cutLineKeep returns the first line of s with its line ending (as
// str.splitlines(keepends=True) splits) and the rest of s.
func cutLineKeep(s string) (line, rest string) {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch r {
		case '\n', '\v', '\f', 0x1c, 0x1d, 0x1e, 0x85, 0x2028, 0x2029:
		case '\r':
			if i+1 < len(s) && s[i+1] == '\n' {
				size = 2
			}
		default:
			i += size
			continue
		}
		return s[:i+size], s[i+size:]
	}
	return s, ""
}

// group writes an exception group and its exceptions in boxes, as
// CPython's print_exception_group.
func (p *tbPrinter) group(exc *py.Exception) {
	if p.depth > maxGroupDepth {
		p.margin()
		p.b.WriteString("... (max_group_depth is " + strconv.Itoa(maxGroupDepth) + ")\n")
		return
	}
	if p.depth == 0 {
		p.depth++
	}
	p.exception(exc)
	excs := exc.GroupExceptions()
	n := len(excs)
	if n > maxGroupWidth {
		n = maxGroupWidth + 1
	}
	p.needClose = false
	for i := 0; i < n; i++ {
		last := i == n-1
		if last {
			p.needClose = true
		}
		p.b.WriteString(strings.Repeat(" ", 2*p.depth)) //krait:alloc-ok p.depth <= maxGroupDepth+2
		lead := "  "
		if i == 0 {
			lead = "+-"
		}
		truncated := i >= maxGroupWidth
		if truncated {
			p.b.WriteString(lead + "+---------------- ... ----------------\n")
		} else {
			p.b.WriteString(lead + "+---------------- " + strconv.Itoa(i+1) + " ----------------\n")
		}
		p.depth++
		if truncated {
			more := len(excs) - maxGroupWidth
			p.margin()
			p.b.WriteString("and " + strconv.Itoa(more) + " more exception")
			if more > 1 {
				p.b.WriteString("s")
			}
			p.b.WriteString("\n")
		} else if sub, ok := excs[i].(*py.Exception); ok {
			p.recursive(sub)
		}
		if last && p.needClose {
			p.b.WriteString(strings.Repeat(" ", 2*p.depth) + "+------------------------------------\n") //krait:alloc-ok p.depth <= maxGroupDepth+2
			p.needClose = false
		}
		p.depth--
	}
	if p.depth == 1 {
		p.depth--
	}
}

// textWriter is where tracebacks are written: a strings.Builder or a
// report.
type textWriter interface {
	WriteString(string) (int, error)
	WriteByte(byte) error
}

// writeEntries prints frames outermost first, each line behind prefix,
// collapsing runs of more than three identical frames as CPython does.
func writeEntries(b textWriter, prefix string, entries []traceEntry) {
	const recursiveCutoff = 3
	var last traceEntry
	count := 0
	flush := func() {
		if count > recursiveCutoff {
			n := count - recursiveCutoff
			// CPython 3.11 writes this line without the group margin.
			b.WriteString("  [Previous line repeated " + strconv.Itoa(n) + " more time")
			if n > 1 {
				b.WriteString("s")
			}
			b.WriteString("]\n")
		}
	}
	for _, e := range entries {
		if count > 0 && e.filename == last.filename && e.funcName == last.funcName && e.site.pos.Lineno == last.site.pos.Lineno {
			count++
		} else {
			flush()
			last, count = e, 1
		}
		if count > recursiveCutoff {
			continue
		}
		writeEntry(b, prefix, e)
	}
	flush()
}

func writeEntry(b textWriter, prefix string, e traceEntry) {
	p := e.site.pos
	b.WriteString(prefix + "  File \"" + e.filename + "\", line " + strconv.Itoa(p.Lineno) + ", in " + e.funcName + "\n")
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
	b.WriteString(prefix + "    " + stripped + "\n")
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
	b.WriteString(prefix + "    ")
	b.WriteString(strings.Repeat(" ", start-indent)) //krait:alloc-ok a caret line no longer than a source line (the source is capped)
	if hasAnchors {
		l := charCol(line, e.site.anchorLeft)
		r := charCol(line, e.site.anchorRight)
		if r > end {
			r = end
		}
		b.WriteString(strings.Repeat("~", l-start)) //krait:alloc-ok a caret line no longer than a source line (the source is capped)
		b.WriteString(strings.Repeat("^", r-l))     //krait:alloc-ok a caret line no longer than a source line (the source is capped)
		b.WriteString(strings.Repeat("~", end-r))   //krait:alloc-ok a caret line no longer than a source line (the source is capped)
	} else {
		b.WriteString(strings.Repeat("^", end-start)) //krait:alloc-ok a caret line no longer than a source line (the source is capped)
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

func indexByte(b []byte, c byte) int { return bytes.IndexByte(b, c) }

// lineIndex holds where each line of a source starts, so that finding
// line n is not a scan from the top: the compiler looks up the line of
// every error site, and scanning made compiling quadratic in the number
// of lines (60,000 lines of `y = x + 1`: 110 s, before any time limit
// applies).
type lineIndex struct {
	src    []byte
	starts []int // starts[i] is the offset of line i+1
}

// newLineIndex indexes src.
func newLineIndex(src []byte) *lineIndex {
	starts := []int{0}
	for i, b := range src {
		if b == '\n' {
			starts = append(starts, i+1) //krait:alloc-ok one int per line of the program's source, bounded by the source limit
		}
	}
	return &lineIndex{src: src, starts: starts}
}

// line returns line n (1-based) without its line ending, as sourceLine.
func (li *lineIndex) line(n int) []byte {
	if li == nil || n < 1 || n > len(li.starts) {
		return nil
	}
	return sourceLine(li.src[li.starts[n-1]:], 1)
}

// exceptionLine returns the last line of a traceback, "Type: message"
// (the unraisable-exception report prints it; its stream is bounded by
// the output limit).
func exceptionLine(th *py.Thread, exc *py.Exception) string {
	p := &tbPrinter{th: th}
	p.exceptionLine(exc)
	return p.b.String()
}

// exceptionLine writes the last line of a traceback: "Type: message", or
// just "Type" for an empty message. The message is written as it is
// (never copied into a longer string: the report keeps only what fits),
// and one longer than a quarter of the report's limit keeps its head and
// tail around a MessageCutMarker, so that the report's tail always holds
// the line's beginning, the exception's type.
func (p *tbPrinter) exceptionLine(exc *py.Exception) {
	b := &p.b
	if m := exc.Type().Module; m != "builtins" && m != "__main__" && m != "" {
		b.WriteString(m)
		b.WriteByte('.')
	}
	b.WriteString(exc.Type().QualName())
	msg, err := str(p.th, exc)
	if err != nil {
		msg = "<exception str() failed>"
	}
	if msg == "" {
		return
	}
	b.WriteString(": ")
	keep := b.limit / 8
	if b.limit <= 0 || len(msg) <= 2*keep {
		b.WriteString(msg)
		return
	}
	head := msg[:completeRunes([]byte(msg[:keep]))]
	tail := msg[len(msg)-keep:]
	for len(tail) > 0 && !utf8.RuneStart(tail[0]) {
		tail = tail[1:]
	}
	b.WriteString(head)
	b.WriteString(" [... " + strconv.Itoa(len(msg)-len(head)-len(tail)) + MessageCutMarker)
	b.WriteString(tail)
}

// LastLine returns the line where an uncaught exception was raised (its
// innermost traceback entry), or 0 when unknown.
func (in *Interp) LastLine(exc *py.Exception) int {
	n := tbOf(exc)
	if n == nil {
		return 0
	}
	for n.next != nil {
		n = n.next
	}
	return n.site.pos.Lineno
}

// FirstLine returns the line of an uncaught exception's outermost
// traceback entry (the top-level statement that was running), or 0 when
// unknown.
func (in *Interp) FirstLine(exc *py.Exception) int {
	if n := tbOf(exc); n != nil {
		return n.site.pos.Lineno
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

// resetRunState forgets the hints and handled exceptions of
// earlier runs, so that a long session does not accumulate them.
func (in *Interp) resetRunState() {
	if len(in.hints) > 0 {
		in.hints = map[*py.Exception]string{}
	}
	in.handled = in.handled[:0]
	in.handling = nil
	in.top = nil
}
