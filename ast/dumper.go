package ast

import (
	"math/big"
	"reflect"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/internal/pyfmt"
)

// Dump returns the same text as CPython's ast.dump(node) (or, with
// includeAttributes, ast.dump(node, include_attributes=True)).
func Dump(n Node, includeAttributes bool) string {
	d := &dumper{attrs: includeAttributes}
	return d.node(n).text
}

type dumper struct {
	attrs bool
}

// dumpArgs collects the "name=value" parts of one node.
type dumpArgs struct {
	name      string
	parts     []string
	allSimple bool
}

func (d *dumper) begin(name string) *dumpArgs {
	return &dumpArgs{name: name, allSimple: true}
}

// dumped is one formatted value and whether CPython counts it as simple.
type dumped struct {
	text   string
	simple bool
}

func (b *dumpArgs) field(name string, v dumped) {
	b.parts = append(b.parts, name+"="+v.text)
	b.allSimple = b.allSimple && v.simple
}

// none records a skipped optional field; with annotated fields (the only
// mode krait offers) it changes nothing.
func (b *dumpArgs) none() {}

func (b *dumpArgs) end() (string, bool) {
	s := b.name + "(" + strings.Join(b.parts, ", ") + ")"
	if b.allSimple && len(b.parts) <= 3 {
		return s, len(b.parts) == 0
	}
	return s, false
}

func (d *dumper) positions(b *dumpArgs, p *Pos) {
	if !d.attrs {
		return
	}
	b.field("lineno", dumped{strconv.Itoa(p.Lineno), true})
	b.field("col_offset", dumped{strconv.Itoa(p.ColOffset), true})
	b.field("end_lineno", dumped{strconv.Itoa(p.EndLineno), true})
	b.field("end_col_offset", dumped{strconv.Itoa(p.EndColOffset), true})
}

func (d *dumper) node(n Node) dumped {
	if isNil(n) {
		return dumped{"None", true}
	}
	s, simple := d.dumpNode(n)
	return dumped{s, simple}
}

func (d *dumper) list(n int, at func(int) Node) dumped {
	if n == 0 {
		return dumped{"[]", true}
	}
	parts := make([]string, n)
	for i := range parts {
		parts[i] = d.node(at(i)).text
	}
	return dumped{"[" + strings.Join(parts, ", ") + "]", false}
}

func (d *dumper) enumList(n int, at func(int) string) dumped {
	if n == 0 {
		return dumped{"[]", true}
	}
	parts := make([]string, n)
	for i := range parts {
		parts[i] = at(i)
	}
	return dumped{"[" + strings.Join(parts, ", ") + "]", false}
}

func (d *dumper) strings(xs []string) dumped {
	if len(xs) == 0 {
		return dumped{"[]", true}
	}
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = pyfmt.StrRepr(x)
	}
	return dumped{"[" + strings.Join(parts, ", ") + "]", false}
}

func (d *dumper) str(s string) dumped { return dumped{pyfmt.StrRepr(s), true} }

func (d *dumper) int(i int) dumped { return dumped{strconv.Itoa(i), true} }

// enum formats an operator or context value; CPython counts a node
// instance such as Load() as simple only when it has no fields, which
// these never do, so the result is simple.
func (d *dumper) enum(s string) dumped { return dumped{s, true} }

func (d *dumper) constant(v any) dumped {
	return dumped{ConstantRepr(v), true}
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
func isNil(n Node) bool {
	if n == nil {
		return true
	}
	v := reflect.ValueOf(n)
	return v.Kind() == reflect.Pointer && v.IsNil()
}
