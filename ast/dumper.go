package ast

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/internal/pyfmt"
)

// Dump returns the same text as CPython's ast.dump(node) (or, with
// includeAttributes, ast.dump(node, include_attributes=True)).
func Dump(n Node, includeAttributes bool) string {
	d := &dumper{attrs: includeAttributes}
	v := d.node(n)
	var b strings.Builder
	v.write(&b)
	return b.String()
}

// dumper formats a tree. Formatted values are kept as trees of pieces and
// written out once at the end, so that the cost stays linear in the size
// of the output however deep the tree is (concatenating each subtree's
// text into its parent's would be quadratic in the depth).
type dumper struct {
	attrs bool
	last  *piece // the value the most recent dumpArgs.end produced
}

// piece is formatted text: a literal, followed by the pieces in parts.
type piece struct {
	lit   string
	parts []*piece
}

// Shared pieces for punctuation; pieces are never modified once built.
var (
	commaPiece = &piece{lit: ", "}
	closePiece = &piece{lit: ")"}
	closeList  = &piece{lit: "]"}
)

// write appends the piece's text to b.
func (p *piece) write(b *strings.Builder) {
	b.WriteString(p.lit)
	for _, q := range p.parts {
		q.write(b)
	}
}

// dumpArgs collects the "name=value" parts of one node.
type dumpArgs struct {
	d         *dumper
	name      string
	parts     []*piece
	allSimple bool
}

func (d *dumper) begin(name string) *dumpArgs {
	return &dumpArgs{d: d, name: name, allSimple: true}
}

// dumped is one formatted value and whether CPython counts it as simple.
type dumped struct {
	p      *piece
	simple bool
}

// lit is a dumped value with fixed text.
func lit(s string, simple bool) dumped { return dumped{&piece{lit: s}, simple} }

// write appends the value's text to b.
func (v dumped) write(b *strings.Builder) { v.p.write(b) }

func (b *dumpArgs) field(name string, v dumped) {
	sep := ", "
	if len(b.parts) == 0 {
		sep = ""
	}
	b.parts = append(b.parts, &piece{lit: sep + name + "=", parts: []*piece{v.p}})
	b.allSimple = b.allSimple && v.simple
}

// none records a skipped optional field; with annotated fields (the only
// mode krait offers) it changes nothing.
func (b *dumpArgs) none() {}

// end finishes the node. Its text goes to the dumper (see node); the
// string result only satisfies the generated code's signature.
func (b *dumpArgs) end() (string, bool) {
	b.d.last = &piece{lit: b.name + "(", parts: append(b.parts, closePiece)}
	if b.allSimple && len(b.parts) <= 3 {
		return "", len(b.parts) == 0
	}
	return "", false
}

func (d *dumper) positions(b *dumpArgs, p *Pos) {
	if !d.attrs {
		return
	}
	b.field("lineno", d.int(p.Lineno))
	b.field("col_offset", d.int(p.ColOffset))
	b.field("end_lineno", d.int(p.EndLineno))
	b.field("end_col_offset", d.int(p.EndColOffset))
}

func (d *dumper) node(n Node) dumped {
	if isNil(n) {
		return lit("None", true)
	}
	d.last = nil
	s, simple := d.dumpNode(n)
	if d.last == nil { // a node written without dumpArgs
		return lit(s, simple)
	}
	p := d.last
	d.last = nil
	return dumped{p, simple}
}

// join formats a non-empty list of pieces as a Python list.
func join(items []*piece) dumped {
	parts := make([]*piece, 0, 2*len(items))
	for i, it := range items {
		if i > 0 {
			parts = append(parts, commaPiece)
		}
		parts = append(parts, it)
	}
	return dumped{&piece{lit: "[", parts: append(parts, closeList)}, false}
}

func (d *dumper) list(n int, at func(int) Node) dumped {
	if n == 0 {
		return lit("[]", true)
	}
	items := make([]*piece, n)
	for i := range items {
		items[i] = d.node(at(i)).p
	}
	return join(items)
}

func (d *dumper) enumList(n int, at func(int) string) dumped {
	if n == 0 {
		return lit("[]", true)
	}
	items := make([]*piece, n)
	for i := range items {
		items[i] = &piece{lit: at(i)}
	}
	return join(items)
}

func (d *dumper) strings(xs []string) dumped {
	if len(xs) == 0 {
		return lit("[]", true)
	}
	items := make([]*piece, len(xs))
	for i, x := range xs {
		items[i] = &piece{lit: pyfmt.StrRepr(x)}
	}
	return join(items)
}

func (d *dumper) str(s string) dumped { return lit(pyfmt.StrRepr(s), true) }

func (d *dumper) int(i int) dumped { return lit(strconv.Itoa(i), true) }

// enum formats an operator or context value; CPython counts a node
// instance such as Load() as simple only when it has no fields, which
// these never do, so the result is simple.
func (d *dumper) enum(s string) dumped { return lit(s, true) }

func (d *dumper) constant(v any) dumped {
	return lit(ConstantRepr(v), true)
}

// ConstantRepr returns Python's repr of a Constant.Value.
func ConstantRepr(v any) string {
	switch v := v.(type) {
	case nil:
		return "None"
	case bool:
		if v {
			return "True"
		}
		return "False"
	case int64:
		return strconv.FormatInt(v, 10)
	case *big.Int:
		return v.String()
	case float64:
		return pyfmt.FloatRepr(v)
	case complex128:
		return pyfmt.ComplexRepr(v)
	case string:
		return pyfmt.StrRepr(v)
	case Bytes:
		return pyfmt.BytesRepr(string(v))
	case EllipsisType:
		return "Ellipsis"
	}
	return "<?>"
}

// isNil reports whether a node interface is nil or holds a nil pointer.
func isNil(n Node) bool { return IsNil(n) }
