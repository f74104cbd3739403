package py

import "fmt"

// Freeze makes a class made by NewClass immutable, as CPython's static
// types are: setting or deleting its attributes raises CPython's
// "cannot set 'x' attribute of immutable type" TypeError, and it keeps no
// lookup memo. Only a frozen class may be shared by interpreters running
// at once (stdlib modules built once per process); its bases must be
// built-in or frozen, and its namespace must not be changed by Go code
// afterwards either. Subclasses made from it by Python code are ordinary
// classes.
func (t *Type) Freeze() {
	for _, b := range t.MRO[1:] {
		if !b.builtin && !b.frozen {
			panic(fmt.Sprintf("py: Freeze of %s: base %s is neither built in nor frozen", t.Name, b.Name))
		}
	}
	t.frozen = true
	t.cache = nil
	markStatic(t.Dict)
}

// CollectClasses records every class NewClass creates on t from now on;
// the function it returns stops recording and returns them, in creation
// order (bases before the classes deriving from them). A module built to
// be shared freezes what its build created, reachable or not.
func (t *Thread) CollectClasses() func() []*Type {
	var made []*Type
	t.newClasses = &made
	return func() []*Type {
		t.newClasses = nil
		return made
	}
}

// IsFrozen reports whether t is a frozen class (Freeze).
func (t *Type) IsFrozen() bool { return t.frozen }

// immutableTypeError is CPython's refusal to set or delete an attribute
// of a built-in (static) type, which names the type by its tp_name:
// 'int', 'collections.deque', 'datetime.date'.
func immutableTypeError(t *Type, name string) *Exception {
	return NewTypeError("cannot set '%s' attribute of immutable type '%s'", name, typeNameOf(t))
}

// Locals holds one interpreter's values for modules that interpreters
// share: a module built once per process keeps here what Python code may
// change (ABC registrations, a cache of compiled patterns), under a key
// of its own (a pointer it owns). The interpreter gives every thread it
// runs its Locals (Thread.Locals).
type Locals struct {
	m map[any]any
}

// Get returns the value stored under key, or nil.
func (l *Locals) Get(key any) any {
	if l == nil {
		return nil
	}
	return l.m[key]
}

// Len returns the number of values stored.
func (l *Locals) Len() int {
	if l == nil {
		return 0
	}
	return len(l.m)
}

// Set stores v under key.
func (l *Locals) Set(key, v any) {
	if l.m == nil {
		l.m = map[any]any{}
	}
	l.m[key] = v
}

// Local returns the value stored under key in the thread's Locals,
// storing make() there first when there is none. A thread that no
// interpreter set up (no Locals) gets Locals of its own, which live as
// long as the thread.
func (t *Thread) Local(key any, make func() any) any {
	if t.Locals == nil {
		t.Locals = &Locals{}
	}
	v := t.Locals.Get(key)
	if v == nil {
		v = make()
		t.Locals.Set(key, v)
	}
	return v
}

// Clone returns a copy of the module with a namespace of its own: a
// module built once and shared by interpreters (whose classes and
// functions are immutable) gives each interpreter its own module object,
// whose attributes the interpreter's code may rebind without another
// seeing it. Submodules held as attributes are cloned too (once each, so
// that a submodule reached two ways stays one object), and so are dicts
// and lists held as attributes (json.encoder.ESCAPE_DCT): shallow copies,
// their items being shareable.
func (m *Module) Clone() *Module {
	return m.clone(map[*Module]*Module{})
}

func (m *Module) clone(done map[*Module]*Module) *Module {
	if c, ok := done[m]; ok {
		return c
	}
	d, _ := m.Dict.Copy(nil)
	c := &Module{Name: m.Name, Go: m.Go, Dict: d, walkable: m.walkable}
	done[m] = c
	for i, e := range d.entries {
		if e.key == nil {
			continue
		}
		switch x := e.value.(type) {
		case *Module:
			d.entries[i].value = x.clone(done)
		case *Dict:
			d.entries[i].value, _ = x.Copy(nil)
		case *List:
			d.entries[i].value = NewList(append([]Value(nil), x.items...)) //krait:alloc-ok copy of a list that exists (the frozen module state cloned per interpreter)
		}
	}
	return c
}

// CheckShareable reports why v could not be shared by interpreters
// running at once (nil when it can), and computes the facts its strs and
// frozensets would otherwise cache on first use (call it before sharing,
// on the goroutine that built v). v must be immutable all the way down. Strs, numbers, bytes, None and the other constants are; tuples
// and frozensets of shareable values; built-in functions (whose Go code
// must keep no state: not checkable here) bound to nothing or to a
// shareable value; built-in types; frozen classes whose namespace holds
// shareable values; instances of frozen classes without an attribute
// dict; modules, which Clone copies, whose attributes are shareable;
// static and class methods and properties of shareable functions; and,
// as attributes of a module, dicts and lists of shareable items (Clone
// copies them).
func CheckShareable(v Value) error {
	return checkShareable(v, map[Value]bool{})
}

func checkShareable(v Value, seen map[Value]bool) error {
	switch x := v.(type) {
	case nil:
		return nil
	case *Str:
		// A str caches facts on first use (its hash, length, index):
		// compute them now, while one goroutine owns it. One that is a
		// concatenation builder's current content is appended to in
		// place.
		if x.ext != nil && x.ext.sb != nil {
			return fmt.Errorf("a str that a concatenation may extend in place")
		}
		x.Hash()
		x.buildOffsets()
		return nil
	case Int, *BigInt, Float, Bool, *Bytes, Complex, NoneType, EllipsisType, NotImplementedType:
		return nil
	case *Tuple:
		for _, it := range x.items {
			if err := checkShareable(it, seen); err != nil {
				return err
			}
		}
		return nil
	case *FrozenSet:
		x.hashValue()
		for _, it := range x.elements() {
			if err := checkShareable(it, seen); err != nil {
				return err
			}
		}
		return nil
	case *Builtin:
		if x.Self == nil {
			return nil
		}
		return checkShareable(x.Self, seen)
	case *StaticMethod:
		return checkShareable(x.Func, seen)
	case *ClassMethod:
		return checkShareable(x.Func, seen)
	case *Property:
		for _, f := range []Value{x.Get, x.Set, x.Del, x.Doc} {
			if err := checkShareable(f, seen); err != nil {
				return err
			}
		}
		return nil
	}
	if seen[v] {
		return nil
	}
	seen[v] = true
	switch x := v.(type) {
	case *Type:
		if x.builtin {
			return nil
		}
		if !x.frozen {
			return fmt.Errorf("class %s is not frozen", x.Name)
		}
		return checkDictShareable(x.Dict, "class "+x.Name, seen)
	case *Instance:
		if !x.Class.frozen {
			return fmt.Errorf("an instance of %s, which is not frozen", x.Class.Name)
		}
		if x.Dict != nil {
			return fmt.Errorf("an instance of %s with an attribute dict", x.Class.Name)
		}
		return nil
	case *Module:
		for _, e := range x.Dict.entries {
			switch c := e.value.(type) {
			case *Dict:
				if err := checkDictShareable(c, fmt.Sprintf("module %s: %v", x.Name, e.key), seen); err != nil {
					return err
				}
				continue
			case *List:
				if err := checkShareable(NewTuple(c.items), seen); err != nil {
					return fmt.Errorf("module %s: %v: %w", x.Name, e.key, err)
				}
				continue
			}
			if e.key != nil {
				if err := checkShareable(e.value, seen); err != nil {
					return fmt.Errorf("module %s: %v: %w", x.Name, e.key, err)
				}
			}
		}
		return nil
	}
	return fmt.Errorf("a %s value", typeName(v))
}

func checkDictShareable(d *Dict, what string, seen map[Value]bool) error {
	for _, e := range d.entries {
		if e.key == nil {
			continue
		}
		if err := checkShareable(e.key, seen); err != nil {
			return fmt.Errorf("%s: key: %w", what, err)
		}
		if err := checkShareable(e.value, seen); err != nil {
			return fmt.Errorf("%s: %v: %w", what, e.key, err)
		}
	}
	return nil
}
