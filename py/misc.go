package py

import (
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/kraitpy/krait/internal/libm"
	"github.com/kraitpy/krait/internal/pyfmt"
)

// NewBuiltinType makes the type object of a built-in kind of value defined
// outside this package (interp's function, cell and generator types). It
// must be created at init and not modified afterwards (except by its
// creator, at init).
func NewBuiltinType(name string, base *Type) *Type {
	if base == nil {
		base = ObjectType
	}
	t := newBuiltinType(name, base)
	t.final = true
	finishBuiltinType(t)
	// Every type's namespace has __doc__ (found on its values); a type
	// whose values have their own replaces the entry.
	t.Dict.SetStr("__doc__", None)
	return t
}

// NewBoundMethod binds fn to self.
func NewBoundMethod(self, fn Value) *BoundMethod { return &BoundMethod{Func: fn, Self: self} }

// Is reports whether a is b: identity for objects, equality of the bits
// for immediate values (ints, floats, bools, None).
func Is(a, b Value) bool {
	if x, ok := a.(Float); ok {
		y, ok := b.(Float)
		return ok && math.Float64bits(float64(x)) == math.Float64bits(float64(y))
	}
	return a == b
}

var (
	strAbs      = internStr("__abs__")
	strRound    = internStr("__round__")
	strReversed = internStr("__reversed__")
)

// Abs returns abs(v).
func Abs(t *Thread, v Value) (Value, error) { return abs(t, v, v) }

// abs is Abs; outer is the value the caller asked about: an instance delegating to its
// built-in part (Instance.Base) is named in the error, not the part.
func abs(t *Thread, v, outer Value) (Value, error) {
	switch x := v.(type) {
	case Int:
		if x < 0 {
			return Unary(t, USub, x)
		}
		return x, nil
	case Bool:
		if x {
			return NewInt(1), nil
		}
		return NewInt(0), nil
	case *BigInt:
		if x.v.Sign() < 0 {
			return Unary(t, USub, x)
		}
		return x, nil
	case Float:
		return Float(math.Abs(float64(x))), nil
	case Complex:
		r := libm.Hypot(real(x), imag(x))
		if math.IsInf(r, 0) && !math.IsInf(real(x), 0) && !math.IsInf(imag(x), 0) {
			return nil, NewOverflowError("absolute value too large")
		}
		return Float(r), nil
	case *Instance:
		if f := x.Class.lookupUser(strAbs); f != nil {
			return callMethodValue(t, f, x)
		}
		if x.Base != nil {
			return abs(t, x.Base, outer)
		}
	}
	return nil, NewTypeError("bad operand type for abs(): '%s'", typeName(outer))
}

// Round returns round(v, ndigits); ndigits nil means omitted.
func Round(t *Thread, v, ndigits Value) (Value, error) {
	outer := v // an instance delegating to its built-in part is named in the error
	if ndigits == None {
		ndigits = nil
	}
	if in, ok := v.(*Instance); ok {
		if f := in.Class.lookupUser(strRound); f != nil {
			if ndigits == nil {
				return callMethodValue(t, f, in)
			}
			return callMethodValue(t, f, in, ndigits)
		}
		if in.Base != nil {
			v = in.Base
		}
	}
	switch v.(type) {
	case Float, Int, *BigInt, Bool:
	default:
		// The type is looked at before ndigits, as CPython looks up
		// __round__ first.
		return nil, NewTypeError("type %s doesn't define __round__ method", typeName(outer))
	}
	var n int64
	if ndigits != nil {
		var err error
		if n, err = Index(t, ndigits); err != nil {
			return nil, err
		}
	}
	switch x := v.(type) {
	case Float:
		if ndigits == nil {
			r, err := pyfmt.RoundFloatToInt(float64(x))
			if err != nil {
				return nil, t.convertFmtError(err)
			}
			return integerValue(r), nil
		}
		if n > 1<<30 {
			n = 1 << 30
		} else if n < -(1 << 30) {
			n = -(1 << 30)
		}
		r, err := pyfmt.RoundFloat(float64(x), int(n))
		if err != nil {
			return nil, t.convertFmtError(err)
		}
		return Float(r), nil
	case Int, *BigInt, Bool:
		if ndigits == nil || n >= 0 {
			if b, ok := x.(Bool); ok {
				if b {
					return NewInt(1), nil
				}
				return NewInt(0), nil
			}
			return x, nil
		}
		i, _ := toInteger(x)
		if n < -(1 << 20) {
			return NewInt(0), nil
		}
		return integerValue(pyfmt.RoundInt(i, int(n))), nil
	}
	return nil, NewTypeError("type %s doesn't define __round__ method", typeName(outer))
}

// reverseSeqIterator iterates a sequence backwards through GetItem.
type reverseSeqIterator struct {
	seq Value
	i   int
}

// Type returns reversed.
func (*reverseSeqIterator) Type() *Type { return ReversedType }

// Next returns the previous item.
func (it *reverseSeqIterator) Next(t *Thread) (Value, error) {
	if it.seq == nil || it.i < 0 {
		it.seq = nil
		return nil, nil
	}
	v, err := GetItem(t, it.seq, NewInt(int64(it.i)))
	if err != nil {
		if ex, ok := err.(*Exception); ok && ex.typ.IsSubtype(IndexErrorType) {
			it.seq = nil
			return nil, nil
		}
		return nil, err
	}
	it.i--
	return v, nil
}

// Reversed returns reversed(v).
func Reversed(t *Thread, v Value) (Value, error) { return reversed(t, v, v) }

// reversed is Reversed; outer is the value the caller asked about: an instance delegating to its
// built-in part (Instance.Base) is named in the error, not the part.
func reversed(t *Thread, v, outer Value) (Value, error) {
	if cls, ok := v.(*Type); ok {
		if h := cls.typeHooks(); h != nil && (h.Reversed != nil || h.Iter != nil) {
			if h.Reversed != nil {
				return h.Reversed(t, cls)
			}
			items, err := iterateAll(t, cls)
			if err != nil {
				return nil, err
			}
			rev := make([]Value, len(items))
			for i, v := range items {
				rev[len(items)-1-i] = v
			}
			return &listIterator{l: NewList(rev)}, nil
		}
	}
	switch x := v.(type) {
	case *List:
		return &listReverseIterator{l: x, i: len(x.items) - 1}, nil
	case *Tuple, *Str, *Bytes, *ByteArray:
		n, _ := Len(t, x)
		return &reverseSeqIterator{seq: x, i: n - 1}, nil
	case *Range:
		return x.reversedIterator(), nil
	case *Dict:
		it := newDictIterator(x, dictIterKeys)
		it.reverse = true
		it.pos = len(x.entries) - 1
		return it, nil
	case *DictView:
		it := newDictIterator(x.d, x.kind)
		it.reverse = true
		it.pos = len(x.d.entries) - 1
		return it, nil
	case *Instance:
		if f := x.Class.lookupUser(strReversed); f != nil {
			return callMethodValue(t, f, x)
		}
		if x.Class.lookupUser(strGetItem) != nil && x.Class.lookupUser(strLen) != nil {
			n, err := Len(t, x)
			if err != nil {
				return nil, err
			}
			return &reverseSeqIterator{seq: x, i: n - 1}, nil
		}
		if x.Base != nil {
			return reversed(t, x.Base, outer)
		}
	}
	return nil, NewTypeError("'%s' object is not reversible", typeName(outer))
}

// Super is the value of super(cls, obj): attribute lookup that starts
// after cls in the MRO of obj's type.
type Super struct {
	Class *Type // the class whose successors are searched
	Obj   Value // the instance (or class, for class methods)
}

// Type returns super.
func (*Super) Type() *Type { return SuperType }

// newSuper is super(cls, obj).
func newSuper(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	if err := NoKwargs("super", kwargs); err != nil {
		return nil, err
	}
	if len(args) != 2 {
		return nil, NewRuntimeError("super(): no arguments")
	}
	cls, ok := args[0].(*Type)
	if !ok {
		return nil, NewTypeError("super() argument 1 must be a type, not %s", typeName(args[0]))
	}
	obj := args[1]
	if ot, isType := obj.(*Type); isType && ot.IsSubtype(cls) {
		return &Super{Class: cls, Obj: obj}, nil
	}
	if !obj.Type().IsSubtype(cls) {
		return nil, NewTypeError("super(type, obj): obj must be an instance or subtype of type")
	}
	return &Super{Class: cls, Obj: obj}, nil
}

// superGetAttr looks name up in the MRO after s.Class and binds it.
func superGetAttr(t *Thread, s *Super, name string) (Value, error) {
	start := s.Obj.Type()
	var instance Value = s.Obj
	if ot, isType := s.Obj.(*Type); isType && ot.IsSubtype(s.Class) {
		start = ot
		instance = nil
	}
	mro := start.MRO
	i := 0
	for i < len(mro) && mro[i] != s.Class {
		i++
	}
	for _, m := range mro[i+1:] {
		v := m.Dict.GetStr(name)
		if v == nil {
			continue
		}
		if d, ok := v.(Descriptor); ok {
			if b, isBuiltin := v.(*Builtin); isBuiltin && instance == nil {
				return b, nil
			}
			return d.DescriptorGet(t, instance, start)
		}
		return v, nil
	}
	if name == "__class__" {
		return SuperType, nil
	}
	return nil, NewAttributeError("'super' object has no attribute '%s'", name)
}

// Dir returns the sorted attribute names of v, as dir(v) without a
// __dir__ method: a module's namespace; for a class, the names of its
// namespace and its bases'; for any other value, its instance __dict__
// and its class's names. The namespace of a built-in type is listed as
// CPython has it (dirTypeNames).
func Dir(t *Thread, v Value) []string {
	seen := map[string]bool{}
	addDict := func(d *Dict) {
		if d == nil {
			return
		}
		for _, e := range d.entries {
			if s, ok := e.key.(*Str); ok {
				seen[s.s] = true
			}
		}
	}
	add := func(name string) { seen[name] = true }
	switch x := v.(type) {
	case *Module:
		addDict(x.Dict)
	case *Type:
		if h := x.typeHooks(); h != nil && h.Dir != nil {
			return h.Dir(t, x)
		}
		for _, m := range x.MRO {
			dirTypeNames(m, add)
		}
	default:
		addDict(instanceDict(v))
		for _, m := range v.Type().MRO {
			dirTypeNames(m, add)
		}
		add("__class__")
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// cpythonDictNames returns the names CPython's namespace of the built-in
// type typ holds (nil for a type CPython does not have).
func cpythonDictNames(typ *Type) []string {
	if !typ.builtin {
		return nil
	}
	return dirTables.names[typ.Module+"."+typ.Name]
}

// dirTables holds the generated table split into names (read only after
// init).
var dirTables = struct{ names map[string][]string }{names: splitDirTable()}

func splitDirTable() map[string][]string {
	m := make(map[string][]string, len(cpythonTypeDictNames)) //krait:alloc-ok a package table built once from constant data
	for k, v := range cpythonTypeDictNames {
		m[k] = strings.Fields(v) //krait:alloc-ok a package table built once from constant data
	}
	return m
}

// dirMemberNames are the public attributes CPython keeps as descriptors in
// a built-in type's namespace that krait serves outside the type's Dict
// (int.real, slice.start, OSError.errno, ...). A public name of CPython's
// namespace that is neither in the type's Dict nor here is not listed:
// krait does not have it, and dir() must not name what getattr cannot
// find. (OSError.characters_written raises AttributeError when unset in
// CPython too.)
var dirMemberNames = map[string]string{
	"builtins.int":                "real imag numerator denominator",
	"builtins.float":              "real imag",
	"builtins.complex":            "real imag",
	"builtins.range":              "start stop step",
	"builtins.slice":              "start stop step",
	"builtins.property":           "fget fset fdel",
	"builtins.BaseException":      "args",
	"builtins.AttributeError":     "name",
	"builtins.NameError":          "name",
	"builtins.ImportError":        "name",
	"builtins.OSError":            "errno strerror filename filename2 characters_written",
	"builtins.StopIteration":      "value",
	"builtins.SystemExit":         "code",
	"builtins.SyntaxError":        "end_lineno end_offset filename lineno msg offset text",
	"builtins.UnicodeDecodeError": "encoding end object reason start",
	"builtins.UnicodeEncodeError": "encoding end object reason start",
	"builtins.BaseExceptionGroup": "exceptions message",
}

// dirTypeNames calls add with the names of typ's own namespace that dir()
// lists. A built-in type CPython has is listed as CPython's namespace
// (public names krait does not have left out); a class as its namespace
// without __qualname__ (CPython keeps it out of __dict__), its
// __slots__ member descriptors included, and with the __dict__ and __weakref__ descriptors
// CPython adds to a class whose bases lack them.
func dirTypeNames(typ *Type, add func(string)) {
	if names := cpythonDictNames(typ); names != nil {
		members := dirMemberNames[typ.Module+"."+typ.Name]
		for _, n := range names {
			if isDunderName(n) || typ.Dict.GetStr(n) != nil || containsField(members, n) {
				add(n)
			}
		}
		return
	}
	for _, e := range typ.Dict.entries {
		if s, ok := e.key.(*Str); ok && (typ.builtin || s.s != "__qualname__") {
			add(s.s)
		}
	}
	if !isClassStatement(typ) {
		return
	}
	slots, slotted := classSlots(typ) // (the slots' member descriptors are in the namespace)
	bases := typ.MRO[1:]
	if (!slotted || slices.Contains(slots, "__dict__")) && !anyProvides(bases, providesDict) {
		add("__dict__")
	}
	if (!slotted || slices.Contains(slots, "__weakref__")) && !anyProvides(bases, providesWeakref) {
		add("__weakref__")
	}
}

// isClassStatement reports whether typ was made by a class statement
// (whose namespace always gets __qualname__), not by Go code emulating a
// type CPython writes in C (collections.deque, datetime.date, ...).
func isClassStatement(typ *Type) bool {
	return !typ.builtin && typ.Dict.GetStr("__qualname__") != nil
}

// containsField reports whether the space-separated list fields holds name.
func containsField(fields, name string) bool {
	return slices.Contains(strings.Fields(fields), name) //krait:alloc-ok the space-separated member names of a class that exists (its source's size)
}

// isDunderName reports whether name starts and ends with two underscores.
func isDunderName(name string) bool {
	return len(name) > 4 && strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__")
}

// classSlots returns the names a class's own __slots__ declares and
// whether it declares any.
func classSlots(typ *Type) ([]string, bool) {
	decl := typ.Dict.GetStr("__slots__")
	if decl == nil {
		return nil, false
	}
	var names []string
	var items []Value
	switch x := decl.(type) {
	case *Str:
		return []string{x.s}, true
	case *Tuple:
		items = x.items
	case *List:
		items = x.items
	}
	for _, v := range items {
		if s, ok := v.(*Str); ok {
			names = append(names, s.s)
		}
	}
	return names, true
}

// anyProvides reports whether one of types has what has asks about.
func anyProvides(types []*Type, has func(*Type) bool) bool {
	return slices.ContainsFunc(types, has)
}

// providesDict reports whether instances of typ have a __dict__ through
// typ's own namespace: a built-in type whose CPython namespace has the
// descriptor (BaseException), or a class without __slots__ (or with
// "__dict__" among them).
func providesDict(typ *Type) bool {
	if typ.builtin {
		return slices.Contains(cpythonDictNames(typ), "__dict__")
	}
	if !isClassStatement(typ) {
		return true
	}
	slots, slotted := classSlots(typ)
	return !slotted || slices.Contains(slots, "__dict__")
}

// providesWeakref is providesDict for __weakref__: the built-in types
// whose subclasses CPython gives no __weakref__ (their instances are
// variable-sized or already weakly referenceable) count as having it.
func providesWeakref(typ *Type) bool {
	if typ.builtin {
		switch typ.Name {
		case "int", "bool", "tuple", "bytes", "set", "frozenset":
			return typ.Module == "builtins"
		}
		return false
	}
	if !isClassStatement(typ) {
		return true
	}
	slots, slotted := classSlots(typ)
	return !slotted || slices.Contains(slots, "__weakref__")
}

var (
	strDivmod  = internStr("__divmod__")
	strRDivmod = internStr("__rdivmod__")
)

// Divmod returns divmod(a, b) with CPython's messages and the
// __divmod__/__rdivmod__ protocol.
func Divmod(t *Thread, a, b Value) (Value, error) {
	ta, tb := a.Type(), b.Type()
	if !ta.builtin {
		if f := ta.lookupUser(strDivmod); f != nil {
			r, err := callMethodValue(t, f, a, b)
			if err != nil || r != NotImplemented {
				return r, err
			}
		}
	}
	if !tb.builtin && tb != ta {
		if f := tb.lookupUser(strRDivmod); f != nil {
			r, err := callMethodValue(t, f, b, a)
			if err != nil || r != NotImplemented {
				return r, err
			}
		}
	}
	x, y := unwrapBase(a), unwrapBase(b)
	switch {
	case isIntValue(x) && isIntValue(y):
		if i, ok := AsInt64(x); ok {
			if j, ok := AsInt64(y); ok && j != 0 {
				return NewTuple([]Value{intFloorDiv(i, j), NewInt(intMod(i, j))}), nil
			}
		}
		bx, _ := AsBig(x)
		by, _ := AsBig(y)
		if by.Sign() == 0 {
			return nil, NewZeroDivisionError("integer division or modulo by zero")
		}
		q, r := bigFloorDivMod(bx, by)
		return NewTuple([]Value{NewBigInt(q), NewBigInt(r)}), nil
	}
	_, xc := x.(Complex)
	_, yc := y.(Complex)
	if !xc && !yc {
		fx, okx, err := AsFloat(x)
		if err != nil {
			return nil, err
		}
		fy, oky, err := AsFloat(y)
		if err != nil {
			return nil, err
		}
		if okx && oky {
			if fy == 0 {
				return nil, NewZeroDivisionError("float divmod()")
			}
			q, r := floatDivmod(fx, fy)
			return NewTuple([]Value{Float(q), Float(r)}), nil
		}
	}
	return nil, NewTypeError("unsupported operand type(s) for divmod(): '%s' and '%s'", typeName(a), typeName(b))
}
