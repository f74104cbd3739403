package traceback

import (
	"strconv"
	"strings"
	"unsafe"

	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/py"
)

// texc is CPython's TracebackException: an exception captured as text
// (its type, its str, its notes, its stack) with the exceptions chained
// to it and, for a group, its members.
type texc struct {
	typ   *py.Type // nil for None (format_exc outside an except clause)
	value *py.Exception
	str   string
	notes py.Value // __notes__, nil when absent
	stack []frame
	// syntax holds a SyntaxError's details.
	syntax *syntaxInfo

	cause, context *texc
	suppress       bool
	exceptions     []*texc // a group's members; nil for other exceptions

	maxWidth, maxDepth int
}

// syntaxInfo is what format_exception_only shows of a SyntaxError.
type syntaxInfo struct {
	filename, lineno, text, offset, endOffset, msg py.Value
}

// options are TracebackException's keyword arguments.
type options struct {
	limit              int
	hasLimit           bool
	compact            bool
	maxWidth, maxDepth int
}

// safeStr is _safe_string(value, what): str(value), or "<what str()
// failed>" when that raises.
func safeStr(t *py.Thread, v py.Value, what string) (string, error) {
	s, err := py.ToStr(t, v)
	if err != nil {
		if _, ok := err.(*py.Exception); ok {
			return "<" + what + " str() failed>", nil
		}
		return "", err
	}
	return s, nil
}

// newTexc is TracebackException.__init__ for value (nil is None), with
// the traceback entries tb.
func newTexc(t *py.Thread, typ *py.Type, value *py.Exception, tb []frame, o options, seen map[*py.Exception]bool) (*texc, error) {
	top := seen == nil
	if top {
		seen = map[*py.Exception]bool{}
	}
	if err := t.Charge(1); err != nil {
		return nil, err
	}
	// Charged, not only checked: the tree is held until it is formatted,
	// and a group that holds one group twice, level after level, is a DAG
	// whose tree has exponentially many nodes (CPython builds them all
	// too). Checked only, it grew a run to 2 GiB under a 256 MiB budget.
	if err := t.Alloc(int64(unsafe.Sizeof(texc{})) + int64(len(tb))*int64(unsafe.Sizeof(frame{}))); err != nil {
		return nil, err
	}
	seen[value] = true
	te := &texc{typ: typ, value: value, stack: limitFrames(tb, o.limit, o.hasLimit), maxWidth: o.maxWidth, maxDepth: o.maxDepth}
	var v py.Value = py.None
	if value != nil {
		v = value
	}
	var err error
	if te.str, err = safeStr(t, v, "exception"); err != nil {
		return nil, err
	}
	if err := t.Alloc(int64(len(te.str))); err != nil {
		return nil, err
	}
	if value != nil {
		te.notes = value.Attr("__notes__")
		te.suppress = value.SuppressContext
	}
	if typ != nil && typ.IsSubtype(py.SyntaxErrorType) && value != nil {
		si := &syntaxInfo{}
		for _, a := range []struct {
			name py.LibName
			dst  *py.Value
		}{{"filename", &si.filename}, {"lineno", &si.lineno}, {"text", &si.text}, {"offset", &si.offset}, {"end_offset", &si.endOffset}, {"msg", &si.msg}} {
			x, err := py.GetAttr(t, value, a.name)
			if err != nil {
				return nil, err
			}
			*a.dst = x
		}
		te.syntax = si
	}
	if !top {
		return te, nil
	}
	type pending struct {
		te *texc
		e  *py.Exception
	}
	queue := []pending{{te, value}}
	for len(queue) > 0 {
		p := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		e := p.e
		var cause, context *texc
		if e != nil && e.Cause != nil && !seen[e.Cause] {
			if cause, err = newTexc(t, e.Cause.Type(), e.Cause, framesOf(interp.ExceptionFrames(e.Cause)), o, seen); err != nil {
				return nil, err
			}
		}
		needContext := true
		if o.compact {
			needContext = cause == nil && e != nil && !e.SuppressContext
		}
		if e != nil && e.Context != nil && needContext && !seen[e.Context] {
			if context, err = newTexc(t, e.Context.Type(), e.Context, framesOf(interp.ExceptionFrames(e.Context)), o, seen); err != nil {
				return nil, err
			}
		}
		var members []*texc
		var memberExcs []*py.Exception
		if e != nil && e.IsGroup() {
			members = []*texc{}
			for _, m := range e.GroupExceptions() {
				me, ok := m.(*py.Exception)
				if !ok {
					continue
				}
				mt, err := newTexc(t, me.Type(), me, framesOf(interp.ExceptionFrames(me)), o, seen)
				if err != nil {
					return nil, err
				}
				members = append(members, mt)
				memberExcs = append(memberExcs, me)
			}
		}
		p.te.cause, p.te.context, p.te.exceptions = cause, context, members
		if cause != nil {
			queue = append(queue, pending{cause, e.Cause})
		}
		if context != nil {
			queue = append(queue, pending{context, e.Context})
		}
		for i, m := range members {
			queue = append(queue, pending{m, memberExcs[i]})
		}
	}
	return te, nil
}

// typeName is the exception type as the last line shows it: the
// qualified name, behind its module unless that is builtins or __main__.
func (te *texc) typeName() string {
	if te.typ == nil {
		return "NoneType"
	}
	name := te.typ.QualName()
	if m := te.typ.Module; m != "builtins" && m != "__main__" {
		if m == "" {
			m = "<unknown>"
		}
		name = m + "." + name
	}
	return name
}

// formatOnly is TracebackException.format_exception_only: the
// "Type: message" line (a SyntaxError's location lines first), then the
// notes.
func (te *texc) formatOnly(t *py.Thread) ([]string, error) {
	stype := te.typeName()
	var out []string
	if te.syntax == nil {
		if te.str == "" {
			out = append(out, stype+"\n")
		} else {
			out = append(out, stype+": "+te.str+"\n")
		}
	} else {
		lines, err := te.formatSyntaxError(t, stype)
		if err != nil {
			return nil, err
		}
		out = append(out, lines...) //krait:alloc-ok formatSyntaxError returns at most 4 lines (file, source, caret, message)
	}
	if te.notes == nil {
		return out, nil
	}
	if !isSequence(te.notes) {
		r, err := py.Repr(t, te.notes)
		if err != nil {
			if _, ok := err.(*py.Exception); !ok {
				return nil, err
			}
			r = "<__notes__ repr() failed>"
		}
		return append(out, r), nil
	}
	notes, err := py.Items(t, te.notes)
	if err != nil {
		return nil, err
	}
	for _, n := range notes {
		s, err := safeStr(t, n, "note")
		if err != nil {
			return nil, err
		}
		if err := t.ChargeChars(len(s)); err != nil {
			return nil, err
		}
		if err := t.CheckAlloc(int64(3*len(s) + 16)); err != nil {
			return nil, err
		}
		for _, l := range strings.Split(s, "\n") {
			out = append(out, l+"\n")
		}
	}
	return out, nil
}

// isSequence is isinstance(v, collections.abc.Sequence) for the values
// a program puts in __notes__.
func isSequence(v py.Value) bool {
	for _, typ := range []*py.Type{py.ListType, py.TupleType, py.StrType, py.RangeType, py.BytesType} {
		if v.Type().IsSubtype(typ) {
			return true
		}
	}
	return false
}

// formatSyntaxError is _format_syntax_error.
func (te *texc) formatSyntaxError(t *py.Thread, stype string) ([]string, error) {
	si := te.syntax
	var out []string
	suffix := ""
	if si.lineno != py.None {
		ln, err := py.ToStr(t, si.lineno)
		if err != nil {
			return nil, err
		}
		file := "<string>"
		if truthy(t, si.filename) {
			if file, err = py.ToStr(t, si.filename); err != nil {
				return nil, err
			}
		}
		out = append(out, "  File \""+file+"\", line "+ln+"\n")
	} else if si.filename != py.None {
		f, err := py.ToStr(t, si.filename)
		if err != nil {
			return nil, err
		}
		suffix = " (" + f + ")"
	}
	if text, ok := si.text.(*py.Str); ok {
		rtext := strings.TrimRight(text.String(), "\n")
		ltext := strings.TrimLeft(rtext, " \n\f")
		spaces := len([]rune(rtext)) - len([]rune(ltext))
		if err := t.ChargeChars(2 * len(rtext)); err != nil {
			return nil, err
		}
		out = append(out, "    "+ltext+"\n")
		if off, ok := intOf(si.offset); ok {
			end := off
			if e, ok := intOf(si.endOffset); ok && e != 0 {
				end = e
			}
			if off == end || end == -1 {
				end = off + 1
			}
			col, endCol := off-1-spaces, end-1-spaces
			if col >= 0 {
				var b strings.Builder
				lr := []rune(ltext)
				for i := 0; i < col && i < len(lr); i++ {
					if isPySpace(lr[i]) {
						b.WriteRune(lr[i])
					} else {
						b.WriteByte(' ')
					}
				}
				out = append(out, "    "+b.String()+repeat("^", endCol-col)+"\n")
			}
		}
	}
	msg := "<no detail available>"
	if truthy(t, si.msg) {
		m, err := py.ToStr(t, si.msg)
		if err != nil {
			return nil, err
		}
		msg = m
	}
	return append(out, stype+": "+msg+suffix+"\n"), nil
}

// truthy is bool(v), false when that fails.
func truthy(t *py.Thread, v py.Value) bool {
	b, err := py.Truth(t, v)
	return err == nil && b
}

// intOf returns v as an int when it is a small int.
func intOf(v py.Value) (int, bool) {
	n, ok := py.AsInt64(v)
	return int(n), ok
}

// printCtx is _ExceptionPrintContext: the group nesting of the text
// being written.
type printCtx struct {
	depth     int
	needClose bool
}

func (c *printCtx) indent() string {
	return strings.Repeat(" ", 2*c.depth) //krait:alloc-ok depth is at most the data-depth limit: format enters the depth guard at each level
}

// emit is _ExceptionPrintContext.emit: text with the group margin in
// front of each of its lines.
func (c *printCtx) emit(t *py.Thread, out []string, text string, margin byte) ([]string, error) {
	if margin == 0 {
		margin = '|'
	}
	prefix := c.indent()
	if c.depth > 0 {
		prefix += string(margin) + " "
	}
	// Charged: the lines are held until the whole traceback is formatted.
	if err := t.Alloc(int64(8*len(text) + 16*len(prefix))); err != nil {
		return nil, err
	}
	if prefix == "" {
		return append(out, text), nil
	}
	var b strings.Builder
	for _, l := range splitLinesKeep(text) {
		b.WriteString(prefix + l)
	}
	return append(out, b.String()), nil
}

// Chain messages, as CPython words them.
const (
	causeMessage   = "\nThe above exception was the direct cause of the following exception:\n\n"
	contextMessage = "\nDuring handling of the above exception, another exception occurred:\n\n"
)

// format is TracebackException.format: the chained exceptions first
// (when chain is set), each with its traceback and last line; groups in
// CPython's boxes.
func (te *texc) format(t *py.Thread, chain bool, c *printCtx) ([]string, error) {
	if c == nil {
		c = &printCtx{}
	}
	if t.EnterData("") != nil {
		// Chains nested past the data-depth limit: the oldest are left
		// out, where CPython would fail.
		return nil, nil
	}
	defer t.LeaveData()
	type link struct {
		msg string
		e   *texc
	}
	var chainList []link
	if chain {
		for e := te; e != nil; {
			var next *texc
			msg := ""
			if e.cause != nil {
				msg, next = causeMessage, e.cause
			} else if e.context != nil && !e.suppress {
				msg, next = contextMessage, e.context
			}
			chainList = append(chainList, link{msg, e}) //krait:alloc-ok one per TracebackException of the chain, each checked by newTexc
			e = next
		}
	} else {
		chainList = []link{{"", te}}
	}
	var out []string
	var err error
	for i := len(chainList) - 1; i >= 0; i-- {
		msg, e := chainList[i].msg, chainList[i].e
		if err := t.Charge(1); err != nil {
			return nil, err
		}
		if msg != "" {
			if out, err = c.emit(t, out, msg, 0); err != nil {
				return nil, err
			}
		}
		if e.exceptions == nil {
			if len(e.stack) > 0 {
				if out, err = c.emit(t, out, "Traceback (most recent call last):\n", 0); err != nil {
					return nil, err
				}
				lines, err := formatStack(t, e.stack)
				if err != nil {
					return nil, err
				}
				for _, l := range lines {
					if out, err = c.emit(t, out, l, 0); err != nil {
						return nil, err
					}
				}
			}
			lines, err := e.formatOnly(t)
			if err != nil {
				return nil, err
			}
			for _, l := range lines {
				if out, err = c.emit(t, out, l, 0); err != nil {
					return nil, err
				}
			}
			continue
		}
		if c.depth > te.maxDepth {
			if out, err = c.emit(t, out, "... (max_group_depth is "+strconv.Itoa(te.maxDepth)+")\n", 0); err != nil {
				return nil, err
			}
			continue
		}
		top := c.depth == 0
		if top {
			c.depth++
		}
		if len(e.stack) > 0 {
			var margin byte
			if top {
				margin = '+'
			}
			if out, err = c.emit(t, out, "Exception Group Traceback (most recent call last):\n", margin); err != nil {
				return nil, err
			}
			lines, err := formatStack(t, e.stack)
			if err != nil {
				return nil, err
			}
			for _, l := range lines {
				if out, err = c.emit(t, out, l, 0); err != nil {
					return nil, err
				}
			}
		}
		lines, err := e.formatOnly(t)
		if err != nil {
			return nil, err
		}
		for _, l := range lines {
			if out, err = c.emit(t, out, l, 0); err != nil {
				return nil, err
			}
		}
		n := len(e.exceptions)
		if n > te.maxWidth {
			n = te.maxWidth + 1
		}
		c.needClose = false
		for k := 0; k < n; k++ {
			last := k == n-1
			if last {
				c.needClose = true
			}
			truncated := k >= te.maxWidth
			title := strconv.Itoa(k + 1)
			if truncated {
				title = "..."
			}
			lead := "  "
			if k == 0 {
				lead = "+-"
			}
			out = append(out, c.indent()+lead+"+---------------- "+title+" ----------------\n") //krait:alloc-ok one line per group member shown (at most max_group_width+1), each member checked by newTexc
			c.depth++
			if !truncated {
				sub, err := e.exceptions[k].format(t, chain, c)
				if err != nil {
					return nil, err
				}
				out = append(out, sub...) //krait:alloc-ok the member's lines, checked as they were emitted
			} else {
				more := len(e.exceptions) - te.maxWidth
				s := "and " + strconv.Itoa(more) + " more exception"
				if more > 1 {
					s += "s"
				}
				if out, err = c.emit(t, out, s+"\n", 0); err != nil {
					return nil, err
				}
			}
			if last && c.needClose {
				out = append(out, c.indent()+"+------------------------------------\n") //krait:alloc-ok one closing line per group, after its checked members
				c.needClose = false
			}
			c.depth--
		}
		if top {
			c.depth = 0
		}
	}
	return out, nil
}

// splitLinesKeep is str.splitlines(keepends=True).
func splitLinesKeep(s string) []string {
	var out []string
	start := 0
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		switch rs[i] {
		case '\n', '\v', '\f', 0x1c, 0x1d, 0x1e, 0x85, 0x2028, 0x2029:
		case '\r':
			if i+1 < len(rs) && rs[i+1] == '\n' {
				i++
			}
		default:
			continue
		}
		out = append(out, string(rs[start:i+1])) //krait:alloc-ok the lines of a text emit checked (8 bytes per byte of it)
		start = i + 1
	}
	if start < len(rs) {
		out = append(out, string(rs[start:]))
	}
	return out
}
