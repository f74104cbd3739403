package interp

// This file is the one place where the evaluator calls package py's
// generic operations; everything else goes through these helpers.

import (
	"math/big"
	"strings"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/resolve"
)

// constant converts the value of an ast.Constant to a Python value.
func constant(v any) py.Value {
	switch v := v.(type) {
	case nil:
		return py.None
	case bool:
		return py.NewBool(v)
	case int64:
		return py.NewInt(v)
	case *big.Int:
		return py.NewBigInt(v)
	case float64:
		return py.Float(v)
	case complex128:
		return py.Complex(v)
	case string:
		return py.NewStrConst(v)
	case ast.Bytes:
		return py.NewBytes(string(v))
	case ast.EllipsisType:
		return py.Ellipsis
	}
	return py.None
}

func binary(th *py.Thread, op ast.Operator, a, b py.Value) (py.Value, error) {
	return py.Binary(th, py.BinaryOp(op), a, b)
}

func inplace(th *py.Thread, op ast.Operator, a, b py.Value) (py.Value, error) {
	return py.InPlace(th, py.BinaryOp(op), a, b)
}

func unary(th *py.Thread, op ast.UnaryOperator, v py.Value) (py.Value, error) {
	return py.Unary(th, py.UnaryOp(op), v)
}

func compare(th *py.Thread, op ast.CmpOperator, a, b py.Value) (py.Value, error) {
	switch op {
	case ast.Is:
		return py.NewBool(py.Is(a, b)), nil
	case ast.IsNot:
		return py.NewBool(!py.Is(a, b)), nil
	case ast.In:
		ok, err := py.Contains(th, b, a)
		if err != nil {
			return nil, err
		}
		return py.NewBool(ok), nil
	case ast.NotIn:
		ok, err := py.Contains(th, b, a)
		if err != nil {
			return nil, err
		}
		return py.NewBool(!ok), nil
	}
	return py.Compare(th, py.CompareOp(op), a, b)
}

func truth(th *py.Thread, v py.Value) (bool, error) {
	switch v := v.(type) {
	case py.Bool:
		return bool(v), nil
	case py.Int:
		return v != 0, nil
	case py.NoneType:
		return false, nil
	}
	return py.Truth(th, v)
}

func iterate(th *py.Thread, v py.Value) (py.Iterator, error) { return py.Iterate(th, v) }

// call is a call written in the code: its frame bounds the Go stack up
// to the callee (see py.CallInFrame).
func call(th *py.Thread, f py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return py.CallInFrame(th, f, args, kwargs)
}

func getItem(th *py.Thread, v, k py.Value) (py.Value, error) { return py.GetItem(th, v, k) }
func setItem(th *py.Thread, v, k, x py.Value) error          { return py.SetItem(th, v, k, x) }
func delItem(th *py.Thread, v, k py.Value) error             { return py.DelItem(th, v, k) }

func repr(th *py.Thread, v py.Value) (string, error)  { return py.Repr(th, v) }
func str(th *py.Thread, v py.Value) (string, error)   { return py.ToStr(th, v) }
func ascii(th *py.Thread, v py.Value) (string, error) { return py.ASCII(th, v) }

// strValue returns the Go string of a str value (format specs and
// f-string parts are always str).
func strValue(th *py.Thread, v py.Value) (string, error) {
	if s, ok := v.(*py.Str); ok {
		return s.String(), nil
	}
	return py.ToStr(th, v)
}

func newStr(s string) py.Value { return py.NewStr(s) }

func newTuple(th *py.Thread, items []py.Value) (py.Value, error) {
	if err := th.Alloc(int64(16 * len(items))); err != nil {
		return nil, err
	}
	return py.NewTuple(items), nil
}

func newList(th *py.Thread, items []py.Value) (py.Value, error) {
	if err := th.Alloc(int64(16 * len(items))); err != nil {
		return nil, err
	}
	return py.NewList(items), nil
}

// newListCap returns an empty list with room for n elements, charged.
func newListCap(th *py.Thread, n int) (py.Value, error) {
	if n == 0 {
		return newList(th, nil)
	}
	if err := th.Alloc(int64(16 * n)); err != nil {
		return nil, err
	}
	return py.NewList(make([]py.Value, 0, n)), nil
}

func newSet(th *py.Thread, items []py.Value) (py.Value, error) {
	s := py.NewSet()
	for _, x := range items {
		if err := s.Add(th, x); err != nil {
			return nil, err
		}
	}
	return s, nil
}

func newDict(th *py.Thread) (*py.Dict, error) {
	if err := th.Alloc(64); err != nil {
		return nil, err
	}
	return py.NewDict(), nil
}

func newSlice(lo, hi, step py.Value) py.Value { return py.NewSlice(lo, hi, step) }

func listAppend(th *py.Thread, l, v py.Value) error {
	if err := th.Alloc(16); err != nil {
		return err
	}
	return l.(*py.List).Append(th, v)
}

func setAdd(th *py.Thread, s, v py.Value) error { return s.(*py.Set).Add(th, v) }

// dictMerge is the {**m} display: m must be a mapping.
func dictMerge(th *py.Thread, d *py.Dict, m py.Value) error {
	items, ok, err := mappingItems(th, m)
	if err != nil {
		return err
	}
	if !ok {
		return py.NewTypeError("'%s' object is not a mapping", typeName(m))
	}
	for _, kv := range items {
		if err := d.Set(th, kv[0], kv[1]); err != nil {
			return err
		}
	}
	return nil
}

// mappingItems returns the (key, value) pairs of a ** operand: a dict's
// items, or for any other object with a keys() method, each key of
// keys() with m[key] (CPython's PyDict_Update protocol). ok is false when
// m is not a mapping.
func mappingItems(th *py.Thread, m py.Value) (items [][2]py.Value, ok bool, err error) {
	if d, isDict := m.(*py.Dict); isDict {
		return d.Items(), true, nil
	}
	keysFn, err := py.GetAttr(th, m, "keys")
	if err != nil {
		if ex, isExc := err.(*py.Exception); isExc && ex.Matches(py.AttributeErrorType) {
			return nil, false, nil
		}
		return nil, false, err
	}
	keys, err := py.Call(th, keysFn, nil, nil)
	if err != nil {
		return nil, false, err
	}
	it, err := py.Iterate(th, keys)
	if err != nil {
		return nil, false, err
	}
	for {
		k, err := it.Next(th)
		if err != nil {
			return nil, false, err
		}
		if k == nil {
			return items, true, nil
		}
		if err := th.Tick(); err != nil {
			return nil, false, err
		}
		v, err := py.GetItem(th, m, k)
		if err != nil {
			return nil, false, err
		}
		if len(items)%chargeChunk == 0 {
			if err := th.Alloc(32 * chargeChunk); err != nil {
				return nil, false, err
			}
		}
		items = append(items, [2]py.Value{k, v}) //krait:alloc-ok charged per chargeChunk items just above
	}
}

// appendMappingKwargs adds the items of a **mapping argument.
func appendMappingKwargs(th *py.Thread, kw []py.Kwarg, m py.Value, f py.Value) ([]py.Kwarg, error) {
	items, ok, err := mappingItems(th, m)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, py.NewTypeError("%s argument after ** must be a mapping, not %s", funcDesc(f), typeName(m))
	}
	// The names seen so far, for the duplicate check: a scan of kw per
	// item was quadratic, and f(**{...}) with 10**5 keys ran for minutes
	// past the time limit inside this one loop.
	var seen map[string]bool
	if len(kw)+len(items) > 8 {
		seen = make(map[string]bool, len(kw)+len(items)) //krait:alloc-ok one per keyword argument: the items of a mapping that exists (charged by mappingItems) and the call's others
		for _, x := range kw {
			seen[x.Name] = true
		}
	}
	for _, item := range items {
		k, ok := item[0].(*py.Str)
		if !ok {
			return nil, py.NewTypeError("keywords must be strings")
		}
		name := k.String()
		dup := seen[name]
		if seen == nil {
			for _, x := range kw {
				dup = dup || x.Name == name
			}
		}
		if dup {
			return nil, py.NewTypeError("%s got multiple values for keyword argument '%s'", funcDesc(f), name)
		}
		if seen != nil {
			seen[name] = true
		}
		kw = append(kw, py.Kwarg{Name: name, Value: item[1]})
	}
	return kw, nil
}

// funcDesc names a callable in argument errors as CPython's
// _PyObject_FunctionStr does: "__main__.f()", "print()", "int()".
func funcDesc(f py.Value) string {
	switch f := f.(type) {
	case *Function:
		return "__main__." + f.qualname + "()"
	case *py.BoundMethod:
		return funcDesc(f.Func)
	case *py.Builtin:
		if f.Owner != nil {
			return f.Owner.Name + "." + f.Name + "()"
		}
		return f.Name + "()"
	case *py.Type:
		if f.Module != "builtins" && f.Module != "" {
			return f.Module + "." + f.QualName() + "()"
		}
		return f.Name + "()"
	}
	return typeName(f) + " object"
}

// tupleItems returns the items of a tuple.
func tupleItems(v py.Value) ([]py.Value, bool) {
	if t, ok := v.(*py.Tuple); ok {
		return t.Items(), true
	}
	return nil, false
}

// sequenceItems returns the items of a list or tuple without copying.
func sequenceItems(v py.Value) ([]py.Value, bool) {
	switch v := v.(type) {
	case *py.Tuple:
		return v.Items(), true
	case *py.List:
		return v.Items(), true
	}
	return nil, false
}

func typeName(v py.Value) string { return v.Type().Name }

// nsGet, nsSet and nsDel access a class namespace.
func nsGet(ns *py.Dict, name string) py.Value { return ns.GetStr(name) }
func nsSet(th *py.Thread, ns *py.Dict, name string, v py.Value) error {
	ns.SetStr(name, v)
	return nil
}
func nsDel(th *py.Thread, ns *py.Dict, name string) bool {
	_, ok, _ := ns.Delete(th, py.NewStr(name))
	return ok
}

// publicNames returns the names `from m import *` binds.
func publicNames(th *py.Thread, m py.Value) ([]string, error) {
	mod, ok := m.(*py.Module)
	if !ok {
		return nil, nil
	}
	var names []string
	for _, k := range mod.Dict.Keys() {
		if s, ok := k.(*py.Str); ok && !strings.HasPrefix(s.String(), "_") {
			names = append(names, s.String())
		}
	}
	return names, nil
}

// getAttrSite reads v.name at a compiled attribute site (the name was
// checked when the site was compiled).
func (fr *frame) getAttrSite(v py.Value, s *attrSite) (py.Value, error) {
	if s.getErr != nil {
		return nil, s.getErr
	}
	if inst, ok := v.(*py.Instance); ok {
		return instanceGetAttr(fr.th, inst, s)
	}
	return py.GetAttrChecked(fr.th, v, s.get)
}

// setAttrSite stores v.name = x at a compiled attribute site.
func (fr *frame) setAttrSite(v py.Value, s *attrSite, x py.Value) error {
	if s.setErr != nil {
		return s.setErr
	}
	if inst, ok := v.(*py.Instance); ok {
		return instanceSetAttr(fr.th, inst, s, x)
	}
	return py.SetAttrChecked(fr.th, v, s.set, x)
}

func mangle(private, name string) string {
	if private == "" {
		return name
	}
	return resolveMangle(private, name)
}

func resolveMangle(private, name string) string { return resolve.Mangle(private, name) }

// ConstantValue returns the Python value of a constant of package ast
// (ast.Constant.Value): library code that evaluates a parsed expression
// (typing's string annotations) gets the values the compiler would.
func ConstantValue(v any) py.Value { return constant(v) }
