package py

import (
	"fmt"
	"reflect"
	"slices"

	"github.com/kraitpy/krait/internal/pyfmt"
)

var (
	strRepr_ = internStr("__repr__")
	strStr_  = internStr("__str__")
)

// Repr returns repr(v). t may be nil only for leaf values (str, numbers,
// None): without a thread the depth guard counts nothing.
func Repr(t *Thread, v Value) (string, error) {
	switch x := v.(type) {
	case *Str:
		if len(x.s) >= 1<<12 {
			// A new text up to 10x the str's bytes (\x00 for one byte):
			// measured and charged before it is made.
			return strReprCharged(t, x.s)
		}
		return strRepr(x.s), nil
	case Int:
		return itoa(int64(x)), nil
	case Bool:
		if x {
			return "True", nil
		}
		return "False", nil
	case NoneType:
		return "None", nil
	case Float:
		return pyfmt.FloatRepr(float64(x)), nil
	case *BigInt:
		return intString(t, x)
	case Complex:
		return complexRepr(complex128(x)), nil
	case NotImplementedType:
		return "NotImplemented", nil
	case EllipsisType:
		return "Ellipsis", nil
	}
	// Everything else may hold other values: one level of the depth guard.
	if err := t.EnterData(WhileRepr); err != nil {
		return "", err
	}
	s, err := reprNested(t, v)
	t.LeaveData()
	return s, err
}

// reprNested is Repr of the values that are not leaves; Repr has counted
// the level.
func reprNested(t *Thread, v Value) (string, error) {
	switch x := v.(type) {
	case *List:
		return reprSequence(t, x, "[", "]", x.liveItems, false)
	case *Tuple:
		return reprSequence(t, x, "(", ")", x.liveItems, len(x.items) == 1)
	case *Dict:
		return reprDict(t, x)
	case *Type:
		if h := x.typeHooks(); h != nil && h.Repr != nil {
			return h.Repr(t, x)
		}
		if x.Module == "builtins" {
			return "<class '" + x.Name + "'>", nil
		}
		return "<class '" + x.Module + "." + x.QualName() + "'>", nil
	case *Exception:
		if x.typ.builtin {
			return exceptionRepr(t, x)
		}
	case *Builtin:
		if x.Self == nil {
			if x.Owner != nil && x.slot {
				return "<slot wrapper '" + x.Name + "' of '" + x.Owner.Name + "' objects>", nil
			}
			if x.Owner != nil {
				return "<method '" + x.Name + "' of '" + x.Owner.Name + "' objects>", nil
			}
			return "<built-in function " + x.Name + ">", nil
		}
		if m, ok := x.Self.(*Module); ok {
			_ = m
			return "<built-in function " + x.Name + ">", nil
		}
		if x.slot {
			return "<method-wrapper '" + x.Name + "' of " + typeName(x.Self) + " object at " + addressOf(x.Self) + ">", nil
		}
		return "<built-in method " + x.Name + " of " + typeName(x.Self) + " object at " + addressOf(x.Self) + ">", nil
	case *Module:
		return "<module '" + x.Name + "' (built-in)>", nil
	}
	if r, ok, err := reprExtra(t, v); ok || err != nil {
		return r, err
	}
	if r, ok := v.(Reprer); ok {
		return r.PyRepr(t)
	}
	return reprObject(t, v)
}

// reprObject handles user classes (their __repr__) and the default
// "<module.Class object at 0x...>".
func reprObject(t *Thread, v Value) (string, error) {
	typ := v.Type()
	if f := typ.lookupUser(strRepr_); f != nil {
		r, err := callMethodValue(t, f, v)
		if err != nil {
			return "", err
		}
		s, ok := r.(*Str)
		if !ok {
			if in, isInst := r.(*Instance); isInst {
				if bs, ok2 := in.Base.(*Str); ok2 {
					return bs.s, nil
				}
			}
			return "", NewTypeError("__repr__ returned non-string (type %s)", typeName(r))
		}
		return s.s, nil
	}
	switch x := v.(type) {
	case *Instance:
		if x.Base != nil {
			return Repr(t, x.Base)
		}
	case *Exception:
		return exceptionRepr(t, x)
	}
	return "<" + qualifiedName(typ) + " object at " + addressOf(v) + ">", nil
}

// qualifiedName is "module.Qualname" (just the name for builtins).
func qualifiedName(typ *Type) string {
	if typ.Module == "builtins" || typ.Module == "" {
		return typ.QualName()
	}
	return typ.Module + "." + typ.QualName()
}

// addressOf renders an object's identity like CPython's "0x7f...".
func addressOf(v Value) string {
	return fmt.Sprintf("0x%012x", Id(v))
}

// Id returns id(v): a number unique among live objects. Pointer-backed
// values use their address; scalar values their bits.
func Id(v Value) int64 {
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return int64(rv.Pointer())
	}
	switch x := v.(type) {
	case Int:
		return int64(x)*2 + 1
	case Float:
		return int64(hashFloat(float64(x)))*2 + 1
	case Bool:
		if x {
			return 0x1001
		}
		return 0x1000
	}
	return 0x2000
}

// reprSequence renders a list or tuple, printing "[...]" for a container
// that contains itself. items returns the items as they are when called
// (see reprItems).
func reprSequence(t *Thread, self Value, open, close string, items func() []Value, trailingComma bool) (string, error) {
	if len(items()) == 0 {
		return open + close, nil
	}
	if t != nil {
		if !t.reprEnter(self) {
			return open + "..." + close, nil
		}
		defer t.reprLeave()
	}
	return reprItems(t, open, close, items, trailingComma)
}

// reprItems renders items between open and close; the caller has marked
// the container for reprEnter. An item's __repr__ can change a list, so
// the items are read again at every step, as CPython's list_repr does.
func reprItems(t *Thread, open, close string, items func() []Value, trailingComma bool) (string, error) {
	b := TextBuilder{t: t}
	if err := b.WriteString(open); err != nil {
		return "", err
	}
	for i := 0; i < len(items()); i++ {
		if i > 0 {
			if err := b.WriteString(", "); err != nil {
				return "", err
			}
		}
		if err := tick(t); err != nil {
			return "", err
		}
		s, err := Repr(t, items()[i])
		if err != nil {
			return "", err
		}
		if err := b.WriteString(s); err != nil {
			return "", err
		}
	}
	if trailingComma {
		if err := b.WriteString(","); err != nil {
			return "", err
		}
	}
	if err := b.WriteString(close); err != nil {
		return "", err
	}
	return b.String(), nil
}

// reprDict renders a dict.
func reprDict(t *Thread, d *Dict) (string, error) {
	if d.used == 0 {
		return "{}", nil
	}
	if t != nil {
		if !t.reprEnter(d) {
			return "{...}", nil
		}
		defer t.reprLeave()
	}
	b := TextBuilder{t: t}
	if err := b.WriteString("{"); err != nil {
		return "", err
	}
	first := true
	for i := 0; i < len(d.entries); i++ {
		e := d.entries[i]
		if e.key == nil {
			continue
		}
		if err := tick(t); err != nil {
			return "", err
		}
		k, err := Repr(t, e.key)
		if err != nil {
			return "", err
		}
		v, err := Repr(t, e.value)
		if err != nil {
			return "", err
		}
		sep := ", "
		if first {
			sep, first = "", false
		}
		for _, part := range [...]string{sep, k, ": ", v} {
			if err := b.WriteString(part); err != nil {
				return "", err
			}
		}
	}
	if err := b.WriteString("}"); err != nil {
		return "", err
	}
	return b.String(), nil
}

// ToStr returns str(v).
func ToStr(t *Thread, v Value) (string, error) {
	switch x := v.(type) {
	case *Str:
		return x.s, nil
	case Int:
		return itoa(int64(x)), nil
	case Float:
		return pyfmt.FloatRepr(float64(x)), nil
	}
	if err := t.EnterData(WhileStr); err != nil {
		return "", err
	}
	s, err := strNested(t, v)
	t.LeaveData()
	return s, err
}

// strNested is ToStr of the values that are not str, int or float; ToStr
// has counted the level.
func strNested(t *Thread, v Value) (string, error) {
	switch x := v.(type) {
	case *Exception:
		if x.typ.builtin {
			return exceptionStr(t, x)
		}
	case *MappingProxy:
		return ToStr(t, x.d) // mappingproxy.__str__ is the mapping's str
	}
	typ := v.Type()
	if typ.builtin {
		return Repr(t, v)
	}
	if f := typ.lookupUser(strStr_); f != nil {
		r, err := callMethodValue(t, f, v)
		if err != nil {
			return "", err
		}
		s, ok := unwrapBase(r).(*Str)
		if !ok {
			return "", NewTypeError("__str__ returned non-string (type %s)", typeName(r))
		}
		return s.s, nil
	}
	// No user __str__: the built-in part's str, unless a user __repr__
	// exists and the built-in type has no __str__ of its own (object's
	// calls repr; str, bytes, bytearray and exceptions have one).
	if typ.lookupUser(strRepr_) == nil || builtinBaseHasStr(typ) {
		switch x := v.(type) {
		case *Instance:
			if x.Base != nil {
				return ToStr(t, x.Base)
			}
		case *Exception:
			return exceptionStr(t, x)
		}
	}
	return Repr(t, v)
}

// builtinBaseHasStr reports whether a built-in type in typ's MRO other
// than object defines __str__ in CPython (str, bytes, bytearray,
// BaseException and some exceptions), which str() of an instance of typ
// without a __str__ of its own reaches before object's.
func builtinBaseHasStr(typ *Type) bool {
	for _, m := range typ.MRO {
		if m.builtin && m != ObjectType && slices.Contains(cpythonDictNames(m), "__str__") {
			return true
		}
	}
	return false
}

// StrValue returns str(v) as a *Str value (v itself when it is a str).
func StrValue(t *Thread, v Value) (*Str, error) {
	switch x := v.(type) {
	case *Str:
		return x, nil
	case Int:
		return intStr(t, int64(x))
	}
	s, err := ToStr(t, v)
	if err != nil {
		return nil, err
	}
	return NewStrCharged(t, s)
}
