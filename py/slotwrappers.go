package py

// Slot wrappers: the dunder methods CPython's built-in types expose for
// the operations their C slots implement ((1).__add__, it.__next__,
// [].__iadd__, f.__call__, object.__lt__, ...). krait implements those
// operations in Go (Binary, Compare, Next, Call, ...) without a method
// per type, so a dunder that CPython's namespace of a built-in type holds
// and krait's does not is installed here once at init, as a Builtin that
// runs the generic operation as that type's slot would: a numeric slot
// declines (NotImplemented) an operand of a type it does not take, a
// sequence's concatenation raises, an iterator's __next__ raises
// StopIteration. The names come from the generated table of CPython's
// namespaces (dirnames_table.go), so dir() and getattr agree.
//
// The generic operations never look these entries up (lookupUser stops
// at built-in types), so installing them changes no operator's
// behaviour or speed, only what attribute reads find.

// slotBinary maps the binary-operator dunders to their operator; the
// reflected and in-place names are derived from binaryOps.
var slotBinary = func() map[string]BinaryOp {
	m := map[string]BinaryOp{}
	for op := Add; op <= FloorDiv; op++ {
		info := &binaryOps[op]
		m[info.name.s] = op
		m[info.rname.s] = op
		m[info.iname.s] = op
	}
	return m
}()

// slotCompare maps the rich-comparison dunders to their operator.
var slotCompare = map[string]CompareOp{"__eq__": Eq, "__ne__": Ne, "__lt__": Lt, "__le__": Le, "__gt__": Gt, "__ge__": Ge}

// slotUnary maps the unary-operator dunders to their operator.
var slotUnary = map[string]UnaryOp{"__neg__": USub, "__pos__": UAdd, "__invert__": Invert}

// slotFunc returns the wrapper of CPython's slot dunder name on the
// built-in type typ, or nil when krait does not implement it generically.
func slotFunc(typ *Type, name string) BuiltinFunc {
	if op, ok := slotBinary[name]; ok {
		info := &binaryOps[op]
		switch name {
		case info.rname.s:
			return slotBinaryFunc(name, op, true, false)
		case info.iname.s:
			return slotBinaryFunc(name, op, false, true)
		}
		return slotBinaryFunc(name, op, false, false)
	}
	if op, ok := slotCompare[name]; ok {
		return slotCompareFunc(typ, name, op)
	}
	if op, ok := slotUnary[name]; ok {
		return slotNoArgs(name, func(t *Thread, self Value) (Value, error) { return Unary(t, op, self) })
	}
	switch name {
	case "__abs__":
		return slotNoArgs(name, func(t *Thread, self Value) (Value, error) { return Abs(t, self) })
	case "__iter__":
		return slotNoArgs(name, func(t *Thread, self Value) (Value, error) {
			if it, ok := self.(Iterator); ok {
				return it, nil
			}
			it, err := Iterate(t, self)
			if err != nil {
				return nil, err
			}
			return it, nil
		})
	case "__next__":
		return slotNoArgs(name, func(t *Thread, self Value) (Value, error) {
			v, done, err := Next(t, self)
			if err != nil {
				return nil, err
			}
			if done {
				return nil, NewStopIteration(nil)
			}
			return v, nil
		})
	case "__getitem__":
		check := slotOneArgCheck(typ, name)
		return func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
			if err := check(name, args, kwargs); err != nil {
				return nil, err
			}
			return GetItem(t, unwrapBase(self), args[0])
		}
	case "__setitem__":
		return func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
			if len(kwargs) > 0 {
				return nil, NewTypeError("wrapper %s() takes no keyword arguments", name)
			}
			if len(args) != 2 {
				// CPython's wrapper of a two-argument slot puts a space
				// before its message.
				return nil, NewTypeError(" expected 2 arguments, got %d", len(args))
			}
			return None, SetItem(t, unwrapBase(self), args[0], args[1])
		}
	case "__delitem__":
		return func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
			if err := checkSlotOneArg(name, args, kwargs); err != nil {
				return nil, err
			}
			return None, DelItem(t, unwrapBase(self), args[0])
		}
	case "__repr__":
		return slotNoArgs(name, func(t *Thread, self Value) (Value, error) {
			s, err := Repr(t, self)
			if err != nil {
				return nil, err
			}
			return NewStr(s), nil
		})
	case "__len__":
		return slotNoArgs(name, func(t *Thread, self Value) (Value, error) {
			n, err := Len(t, self)
			return NewInt(int64(n)), err
		})
	case "__contains__":
		check := slotOneArgCheck(typ, name)
		return func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
			if err := check(name, args, kwargs); err != nil {
				return nil, err
			}
			ok, err := Contains(t, unwrapBase(self), args[0])
			return NewBool(ok), err
		}
	case "__reversed__":
		return slotNoArgs(name, func(t *Thread, self Value) (Value, error) { return Reversed(t, self) })
	case "__call__":
		return func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
			return Call(t, self, args, kwargs)
		}
	}
	return nil
}

// slotNoArgs wraps a slot that takes no arguments, applied to the
// built-in part of self.
func slotNoArgs(name string, f func(t *Thread, self Value) (Value, error)) BuiltinFunc {
	return func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := checkSlotNoArgs(name, args, kwargs); err != nil {
			return nil, err
		}
		return f(t, unwrapBase(self))
	}
}

// slotMethods are the operations CPython's built-in types define as
// methods rather than slots (METH_COEXIST: list.__getitem__,
// dict.__contains__, ...): they print as methods and check their
// argument as methods do.
var slotMethods = map[string]bool{"list.__getitem__": true, "dict.__getitem__": true, "dict.__contains__": true,
	"set.__contains__": true, "frozenset.__contains__": true}

// isSlotMethod reports whether typ's name is one of slotMethods.
func isSlotMethod(typ *Type, name string) bool {
	return typ != nil && typ.builtin && slotMethods[typ.Name+"."+name]
}

// slotOneArgCheck returns the argument check of typ's one-argument
// operation name: a method's or a slot wrapper's.
func slotOneArgCheck(typ *Type, name string) func(string, []Value, []Kwarg) error {
	if isSlotMethod(typ, name) {
		qual := typ.Name + "." + name
		return func(_ string, args []Value, kwargs []Kwarg) error { return CheckExactlyOne(qual, args, kwargs) }
	}
	return checkSlotOneArg
}

// checkSlotOneArg is the argument check of CPython's slot wrappers that
// take one argument ((1).__add__, [].__contains__, ...).
func checkSlotOneArg(name string, args []Value, kwargs []Kwarg) error {
	if len(kwargs) > 0 {
		return NewTypeError("wrapper %s() takes no keyword arguments", name)
	}
	if len(args) != 1 {
		return NewTypeError("expected 1 argument, got %d", len(args))
	}
	return nil
}

// slotNumber reports the numeric tower level of v's built-in part: 1 int
// (bool included), 2 float, 3 complex, 0 not a built-in number.
func slotNumber(v Value) int {
	switch unwrapBase(v).(type) {
	case Int, *BigInt, Bool:
		return 1
	case Float:
		return 2
	case Complex:
		return 3
	}
	return 0
}

// slotDeclines reports whether the numeric or set slot of self's type
// returns NotImplemented for other, as CPython's do for an operand they
// do not take (int's slots take ints only, float's ints and floats,
// set's sets).
func slotDeclines(self, other Value) bool {
	if n := slotNumber(self); n > 0 {
		m := slotNumber(other)
		return m == 0 || m > n
	}
	switch unwrapBase(self).(type) {
	case *Set, *FrozenSet:
		switch unwrapBase(other).(type) {
		case *Set, *FrozenSet:
			return false
		}
		return true
	}
	return false
}

// slotBinaryFunc wraps a binary operator's slot: self op other, other op
// self when reflected, self op= other when inplace.
func slotBinaryFunc(name string, op BinaryOp, reflected, inplace bool) BuiltinFunc {
	return func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if op == Pow && !inplace && len(args) == 2 && len(kwargs) == 0 {
			if args[1] == None {
				args = args[:1]
			} else if !reflected {
				return PowMod(t, unwrapBase(self), args[0], args[1])
			}
		}
		if err := checkSlotOneArg(name, args, kwargs); err != nil {
			return nil, err
		}
		other := args[0]
		if slotDeclines(self, other) {
			return NotImplemented, nil
		}
		base := unwrapBase(self)
		if inplace {
			r, err := InPlace(t, op, base, other)
			if err != nil {
				return nil, err
			}
			if r == base {
				return self, nil
			}
			return r, nil
		}
		a, b := base, unwrapBase(other)
		if _, isStr := base.(*Str); isStr && op == Mod {
			b = other // str % x formats x itself
		}
		if reflected {
			a, b = unwrapBase(other), base
		}
		r, err := builtinBinary(t, op, a, b)
		if err != nil || r != NotImplemented {
			return r, err
		}
		if !reflected && isSequence(base) && other.Type().builtin {
			// A sequence's concatenation and repetition slots raise
			// rather than decline: "can only concatenate list (not
			// "tuple") to list", and the count's conversion error.
			switch op {
			case Add:
				return Binary(t, op, base, other)
			case Mul:
				if _, err := Index(t, other); err != nil {
					return nil, err
				}
			}
		}
		return NotImplemented, nil
	}
}

// slotCompareFunc wraps a rich comparison's slot. object's (inherited by
// every type without its own) is identity for == and != and declines
// the rest; a number's declines a wider number; complex declines
// ordering.
func slotCompareFunc(typ *Type, name string, op CompareOp) BuiltinFunc {
	return func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := checkSlotOneArg(name, args, kwargs); err != nil {
			return nil, err
		}
		other := args[0]
		if typ == ObjectType {
			switch {
			case op == Eq && self == other:
				return True, nil
			case op == Ne && self == other:
				return False, nil
			}
			return NotImplemented, nil
		}
		if slotDeclines(self, other) {
			return NotImplemented, nil
		}
		if slotNumber(self) == 3 && op != Eq && op != Ne {
			return NotImplemented, nil
		}
		return builtinCompare(t, op, unwrapBase(self), unwrapBase(other))
	}
}

// addSlotWrappers installs the slot wrappers CPython's namespace of each
// built-in type has and krait's lacks.
func addSlotWrappers() {
	for _, typ := range builtinTypes() {
		for _, name := range cpythonDictNames(typ) {
			if !isDunderName(name) || typ.Dict.GetStr(name) != nil {
				continue
			}
			if f := slotFunc(typ, name); f != nil {
				typ.Dict.SetStr(name, &Builtin{Name: name, Fn: f, Owner: typ, static: true, slot: !isSlotMethod(typ, name)})
			}
		}
	}
}

func init() { addSlotWrappers() }

// slotOfValue returns, bound to obj, the iterator or call slot of a value
// of a built-in type whose namespace krait does not fill (generators,
// functions, the iterators of stdlib modules): __iter__ and __next__ of
// an iterator, __call__ of a callable. nil when obj has none.
func slotOfValue(obj Value, name string) Value {
	typ := obj.Type()
	if !typ.builtin {
		return nil
	}
	switch name {
	case "__iter__", "__next__":
		if _, ok := obj.(Iterator); !ok {
			return nil
		}
	case "__call__":
		if !IsCallable(obj) {
			return nil
		}
	default:
		return nil
	}
	return &Builtin{Name: name, Fn: slotFunc(typ, name), Self: obj, Owner: typ, static: true, slot: true}
}
