package ast

import (
	"math/big"
	"strings"

	"github.com/kraitpy/krait/internal/pyfmt"
)

// Operator precedences of CPython's expression unparser, lowest first.
const (
	precTuple = iota
	precTest  // if-else, lambda
	precOr
	precAnd
	precNot
	precCmp
	precExpr
	precBXor
	precBAnd
	precShift
	precArith
	precTerm
	precFactor
	precPower
	precAwait
	precAtom
)

// precBOr is the precedence of |, the same as a star expression's.
const precBOr = precExpr

// Unparse returns the source text CPython 3.11 makes of an expression
// when it keeps an annotation as a string (`from __future__ import
// annotations`): the minimal parentheses for the operator precedences,
// constants by their repr, ", " between items.
func Unparse(e Expr) string {
	var u unparser
	u.expr(e, precTest)
	return u.b.String()
}

type unparser struct {
	b strings.Builder
}

func (u *unparser) s(text string) { u.b.WriteString(text) }

// open writes "(" when the context binds tighter than the expression, and
// returns the matching closer.
func (u *unparser) open(level, prec int) string {
	if level > prec {
		u.s("(")
		return ")"
	}
	return ""
}

var binopText = map[Operator]string{
	Add: " + ", Sub: " - ", Mult: " * ", MatMult: " @ ", Div: " / ", Mod: " % ",
	Pow: " ** ", LShift: " << ", RShift: " >> ", BitOr: " | ", BitXor: " ^ ",
	BitAnd: " & ", FloorDiv: " // ",
}

var binopPrec = map[Operator]int{
	Add: precArith, Sub: precArith, Mult: precTerm, MatMult: precTerm, Div: precTerm,
	Mod: precTerm, FloorDiv: precTerm, Pow: precPower, LShift: precShift,
	RShift: precShift, BitOr: precBOr, BitXor: precBXor, BitAnd: precBAnd,
}

var cmpText = map[CmpOperator]string{
	Eq: " == ", NotEq: " != ", Lt: " < ", LtE: " <= ", Gt: " > ", GtE: " >= ",
	Is: " is ", IsNot: " is not ", In: " in ", NotIn: " not in ",
}

func (u *unparser) exprs(list []Expr, level int) {
	for i, e := range list {
		if i > 0 {
			u.s(", ")
		}
		u.expr(e, level)
	}
}

func (u *unparser) expr(e Expr, level int) {
	switch e := e.(type) {
	case *BoolOp:
		op, prec := " and ", precAnd
		if e.Op == Or {
			op, prec = " or ", precOr
		}
		closer := u.open(level, prec)
		for i, v := range e.Values {
			if i > 0 {
				u.s(op)
			}
			u.expr(v, prec+1)
		}
		u.s(closer)
	case *NamedExpr:
		closer := u.open(level, precTuple)
		u.expr(e.Target, precAtom)
		u.s(" := ")
		u.expr(e.Value, precAtom)
		u.s(closer)
	case *BinOp:
		prec := binopPrec[e.Op]
		right := 0
		if e.Op == Pow {
			right = 1
		}
		closer := u.open(level, prec)
		u.expr(e.Left, prec+right)
		u.s(binopText[e.Op])
		u.expr(e.Right, prec+1-right)
		u.s(closer)
	case *UnaryOp:
		op, prec := "", precFactor
		switch e.Op {
		case Invert:
			op = "~"
		case Not:
			op, prec = "not ", precNot
		case UAdd:
			op = "+"
		case USub:
			op = "-"
		}
		closer := u.open(level, prec)
		u.s(op)
		u.expr(e.Operand, prec)
		u.s(closer)
	case *Lambda:
		closer := u.open(level, precTest)
		u.s("lambda")
		if len(e.Args.Args)+len(e.Args.Posonlyargs) > 0 {
			u.s(" ")
		}
		u.arguments(e.Args)
		u.s(": ")
		u.expr(e.Body, precTest)
		u.s(closer)
	case *IfExp:
		closer := u.open(level, precTest)
		u.expr(e.Body, precTest+1)
		u.s(" if ")
		u.expr(e.Test, precTest+1)
		u.s(" else ")
		u.expr(e.Orelse, precTest)
		u.s(closer)
	case *Dict:
		u.s("{")
		for i, v := range e.Values {
			if i > 0 {
				u.s(", ")
			}
			if k := e.Keys[i]; k != nil && !isNil(k) {
				u.expr(k, precTest)
				u.s(": ")
				u.expr(v, precTest)
			} else {
				u.s("**")
				u.expr(v, precExpr)
			}
		}
		u.s("}")
	case *Set:
		if len(e.Elts) == 0 {
			u.s("{*()}")
			return
		}
		u.s("{")
		u.exprs(e.Elts, precTest)
		u.s("}")
	case *ListComp:
		u.s("[")
		u.expr(e.Elt, precTest)
		u.comprehensions(e.Generators)
		u.s("]")
	case *SetComp:
		u.s("{")
		u.expr(e.Elt, precTest)
		u.comprehensions(e.Generators)
		u.s("}")
	case *DictComp:
		u.s("{")
		u.expr(e.Key, precTest)
		u.s(": ")
		u.expr(e.Value, precTest)
		u.comprehensions(e.Generators)
		u.s("}")
	case *GeneratorExp:
		u.s("(")
		u.expr(e.Elt, precTest)
		u.comprehensions(e.Generators)
		u.s(")")
	case *Await:
		closer := u.open(level, precAwait)
		u.s("await ")
		u.expr(e.Value, precAtom)
		u.s(closer)
	case *Yield:
		if e.Value == nil || isNil(e.Value) {
			u.s("(yield)")
			return
		}
		u.s("(yield ")
		u.expr(e.Value, precTest)
		u.s(")")
	case *YieldFrom:
		u.s("(yield from ")
		u.expr(e.Value, precTest)
		u.s(")")
	case *Compare:
		closer := u.open(level, precCmp)
		u.expr(e.Left, precCmp+1)
		for i, op := range e.Ops {
			u.s(cmpText[op])
			u.expr(e.Comparators[i], precCmp+1)
		}
		u.s(closer)
	case *Call:
		u.expr(e.Func, precAtom)
		if len(e.Args) == 1 && len(e.Keywords) == 0 {
			if g, ok := e.Args[0].(*GeneratorExp); ok {
				u.expr(g, precTest)
				return
			}
		}
		u.s("(")
		u.exprs(e.Args, precTest)
		for i, k := range e.Keywords {
			if i > 0 || len(e.Args) > 0 {
				u.s(", ")
			}
			if k.Arg == "" {
				u.s("**")
			} else {
				u.s(k.Arg + "=")
			}
			u.expr(k.Value, precTest)
		}
		u.s(")")
	case *Constant:
		u.constant(e)
	case *JoinedStr:
		u.s("f" + pyfmt.StrRepr(fstringBody(e.Values)))
	case *FormattedValue:
		u.s("f" + pyfmt.StrRepr(fstringBody([]Expr{e})))
	case *Attribute:
		u.expr(e.Value, precAtom)
		if k, ok := e.Value.(*Constant); ok && isIntConstant(k.Value) {
			u.s(" .")
		} else {
			u.s(".")
		}
		u.s(e.Attr)
	case *Subscript:
		u.expr(e.Value, precAtom)
		u.s("[")
		if t, ok := e.Slice.(*Tuple); ok && len(t.Elts) > 0 {
			u.exprs(t.Elts, precTest)
			if len(t.Elts) == 1 {
				u.s(",")
			}
		} else {
			u.expr(e.Slice, precTuple)
		}
		u.s("]")
	case *Starred:
		u.s("*")
		u.expr(e.Value, precExpr)
	case *Name:
		u.s(e.Id)
	case *List:
		u.s("[")
		u.exprs(e.Elts, precTest)
		u.s("]")
	case *Tuple:
		if len(e.Elts) == 0 {
			u.s("()")
			return
		}
		closer := u.open(level, precTuple)
		u.exprs(e.Elts, precTest)
		if len(e.Elts) == 1 {
			u.s(",")
		}
		u.s(closer)
	case *Slice:
		if e.Lower != nil && !isNil(e.Lower) {
			u.expr(e.Lower, precTest)
		}
		u.s(":")
		if e.Upper != nil && !isNil(e.Upper) {
			u.expr(e.Upper, precTest)
		}
		if e.Step != nil && !isNil(e.Step) {
			u.s(":")
			u.expr(e.Step, precTest)
		}
	default:
		u.s("<?>")
	}
}

func isIntConstant(v any) bool {
	switch v.(type) {
	case int64, *big.Int:
		return true
	}
	return false
}

// constant writes a constant by its repr; infinities are spelled 1e309 so
// the text reads back as the same value.
func (u *unparser) constant(k *Constant) {
	switch v := k.Value.(type) {
	case EllipsisType:
		u.s("...")
		return
	case float64, complex128:
		u.s(strings.ReplaceAll(ConstantRepr(v), "inf", "1e309"))
		return
	case string:
		if k.Kind == "u" {
			u.s("u")
		}
	}
	u.s(ConstantRepr(k.Value))
}

func (u *unparser) comprehensions(gens []*Comprehension) {
	for _, g := range gens {
		if g.IsAsync != 0 {
			u.s(" async for ")
		} else {
			u.s(" for ")
		}
		u.expr(g.Target, precTuple)
		u.s(" in ")
		u.expr(g.Iter, precTest+1)
		for _, cond := range g.Ifs {
			u.s(" if ")
			u.expr(cond, precTest+1)
		}
	}
}

// arguments writes a lambda's parameter list.
func (u *unparser) arguments(a *Arguments) {
	first := true
	sep := func() {
		if !first {
			u.s(", ")
		}
		first = false
	}
	positional := append(append([]*Arg{}, a.Posonlyargs...), a.Args...)
	firstDefault := len(positional) - len(a.Defaults)
	for i, p := range positional {
		sep()
		u.s(p.Arg)
		if i >= firstDefault {
			u.s("=")
			u.expr(a.Defaults[i-firstDefault], precTest)
		}
		if len(a.Posonlyargs) > 0 && i == len(a.Posonlyargs)-1 {
			u.s(", /")
		}
	}
	if a.Vararg != nil || len(a.Kwonlyargs) > 0 {
		sep()
		u.s("*")
		if a.Vararg != nil {
			u.s(a.Vararg.Arg)
		}
	}
	for i, k := range a.Kwonlyargs {
		sep()
		u.s(k.Arg)
		if i < len(a.KwDefaults) && a.KwDefaults[i] != nil && !isNil(a.KwDefaults[i]) {
			u.s("=")
			u.expr(a.KwDefaults[i], precTest)
		}
	}
	if a.Kwarg != nil {
		sep()
		u.s("**" + a.Kwarg.Arg)
	}
}

// fstringBody is the text between the quotes of an f-string made of
// values: literal parts with their braces doubled, replacement fields
// unparsed.
func fstringBody(values []Expr) string {
	var b strings.Builder
	for _, v := range values {
		switch v := v.(type) {
		case *Constant:
			if s, ok := v.Value.(string); ok {
				b.WriteString(strings.NewReplacer("{", "{{", "}", "}}").Replace(s))
			}
		case *JoinedStr:
			b.WriteString(fstringBody(v.Values))
		case *FormattedValue:
			var u unparser
			u.expr(v.Value, precTest+1)
			inner := u.b.String()
			if strings.HasPrefix(inner, "{") {
				b.WriteString("{ ")
			} else {
				b.WriteString("{")
			}
			b.WriteString(inner)
			switch v.Conversion {
			case 's', 'r', 'a':
				b.WriteString("!" + string(rune(v.Conversion)))
			}
			if v.FormatSpec != nil && !isNil(v.FormatSpec) {
				b.WriteString(":")
				if j, ok := v.FormatSpec.(*JoinedStr); ok {
					b.WriteString(fstringBody(j.Values))
				}
			}
			b.WriteString("}")
		}
	}
	return b.String()
}
