package enum

import (
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
)

// attrOr reads an instance attribute, None when absent.
func attrOr(v py.Value, name string) py.Value {
	if in, ok := v.(*py.Instance); ok && in.Dict != nil {
		if x := in.Dict.GetStr(name); x != nil {
			return x
		}
	}
	return py.None
}

// installHelpers gives auto, member, nonmember, property and verify their
// methods.
func (m *module) installHelpers() {
	method(m.auto, "__init__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var v py.Value
		if len(args) > 1 {
			return nil, py.NewTypeError("auto.__init__() takes from 1 to 2 positional arguments but %d were given", len(args)+1)
		}
		if err := py.UnpackArgs("auto", args, kwargs, []string{"value"}, 0, &v); err != nil {
			return nil, err
		}
		if in, ok := self.(*py.Instance); ok && v != nil {
			in.Dict.SetStr("value", v)
		}
		return py.None, nil
	})
	method(m.auto, "__repr__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		v := "_auto_null"
		if in, ok := self.(*py.Instance); ok && in.Dict.GetStr("value") != nil {
			r, err := py.Repr(t, in.Dict.GetStr("value"))
			if err != nil {
				return nil, err
			}
			v = r
		}
		return py.NewStr("auto(" + v + ")"), nil
	})
	for _, c := range []*py.Type{m.memberT, m.nonmemberT} {
		name := c.Name
		method(c, "__init__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var v py.Value
			if len(args) == 0 && len(kwargs) == 0 {
				return nil, py.NewTypeError("%s.__init__() missing 1 required positional argument: 'value'", name)
			}
			if err := py.UnpackArgs(name+".__init__", args, kwargs, []string{"value"}, 1, &v); err != nil {
				return nil, err
			}
			self.(*py.Instance).Dict.SetStr("value", v)
			return py.None, nil
		})
	}
	m.installProperty()
	method(m.verifyT, "__init__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(kwargs) > 0 {
			return nil, py.NewTypeError("verify.__init__() got an unexpected keyword argument '%s'", kwargs[0].Name)
		}
		checks, err := py.NewTupleCopy(t, args)
		if err != nil {
			return nil, err
		}
		self.(*py.Instance).Dict.SetStr("checks", checks)
		return py.None, nil
	})
	method(m.verifyT, "__call__", m.verify)
}

// newProperty makes an enum.property with a getter, as Enum's name and
// value are.
func (m *module) newProperty(fget py.Value, name, clsname string) py.Value {
	in := &py.Instance{Class: m.property, Dict: py.NewDict()}
	in.Dict.SetStr("fget", fget)
	in.Dict.SetStr("fset", py.None)
	in.Dict.SetStr("fdel", py.None)
	in.Dict.SetStr("name", py.NewStr(name))
	in.Dict.SetStr("clsname", py.NewStr(clsname))
	return in
}

// installProperty gives enum.property its descriptor methods: read on
// a member it runs the getter, read on the class it finds the member of
// that name.
func (m *module) installProperty() {
	p := m.property
	method(p, "__init__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		fget, fset, fdel, doc := py.Value(py.None), py.Value(py.None), py.Value(py.None), py.Value(py.None)
		if err := py.UnpackArgs("property", args, kwargs, []string{"fget", "fset", "fdel", "doc"}, 0, &fget, &fset, &fdel, &doc); err != nil {
			return nil, err
		}
		d := self.(*py.Instance).Dict
		d.SetStr("fget", fget)
		d.SetStr("fset", fset)
		d.SetStr("fdel", fdel)
		d.SetStr("__doc__", doc)
		return py.None, nil
	})
	method(p, "__set_name__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 2 {
			return nil, py.NewTypeError("__set_name__() takes 2 arguments")
		}
		d := self.(*py.Instance).Dict
		d.SetStr("name", args[1])
		if c, ok := args[0].(*py.Type); ok {
			d.SetStr("clsname", py.NewStr(c.Name))
		}
		return py.None, nil
	})
	fromClass := func(t *py.Thread, self, owner py.Value) (py.Value, error) {
		name := attrOr(self, "name")
		if cls, ok := owner.(*py.Type); ok {
			if s := stateOf(cls); s != nil {
				if v, found, err := s.byName.Get(t, name); err != nil || found {
					return v, err
				}
			}
		}
		return nil, py.NewAttributeError("%s has no attribute %s", mustRepr(t, owner), mustRepr(t, name))
	}
	method(p, "__get__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 0 || len(args) > 2 {
			return nil, py.NewTypeError("__get__() takes 1 or 2 arguments")
		}
		var owner py.Value = py.None
		if len(args) == 2 {
			owner = args[1]
		}
		fget := attrOr(self, "fget")
		if args[0] == py.None {
			// Read on the class: EnumType.__getattr__ turns a miss into
			// an AttributeError carrying just the name.
			v, err := fromClass(t, self, owner)
			if err != nil {
				name := ""
				if n, ok := attrOr(self, "name").(*py.Str); ok {
					name = n.String()
				}
				return nil, py.NewAttributeError("%s", name)
			}
			return v, nil
		}
		if fget == py.None {
			return fromClass(t, self, owner)
		}
		return py.Call(t, fget, []py.Value{args[0]}, nil)
	})
	setter := func(slot, verb string) py.BuiltinFunc {
		return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			f := attrOr(self, slot)
			if f == py.None {
				return nil, py.NewAttributeError("<enum %s> cannot %s attribute %s", mustRepr(t, attrOr(self, "clsname")), verb, mustRepr(t, attrOr(self, "name")))
			}
			return py.Call(t, f, args, nil)
		}
	}
	method(p, "__set__", setter("fset", "set"))
	method(p, "__delete__", setter("fdel", "delete"))
	for _, slot := range []string{"getter", "setter", "deleter"} {
		var key string
		switch slot {
		case "getter":
			key = "fget"
		case "setter":
			key = "fset"
		case "deleter":
			key = "fdel"
		}
		method(p, slot, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne(slot, args, kwargs); err != nil {
				return nil, err
			}
			in := &py.Instance{Class: p, Dict: py.NewDict()}
			for _, e := range self.(*py.Instance).Dict.Items() {
				if err := in.Dict.Set(t, e[0], e[1]); err != nil {
					return nil, err
				}
			}
			in.Dict.SetStr(key, args[0])
			return in, nil
		})
	}
}

// selfMethod turns a module function taking the member first into a
// method of cls.
func selfMethod(cls *py.Type, name string, fn py.BuiltinFunc) *py.Builtin {
	return &py.Builtin{Name: name, Owner: cls, Refs: py.Holds{}, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		all, err := py.JoinValues(t, []py.Value{self}, args)
		if err != nil {
			return nil, err
		}
		return fn(t, nil, all, kwargs)
	}}
}

// installFunctions adds the module's functions.
func (m *module) installFunctions(d *py.Dict) {
	// member wraps a function of an enum member: anything else has no
	// _name_.
	member := func(fn func(t *py.Thread, v py.Value) (py.Value, error)) func(t *py.Thread, v py.Value) (py.Value, error) {
		return func(t *py.Thread, v py.Value) (py.Value, error) {
			if !v.Type().IsSubtype(m.enum) {
				return nil, py.NewAttributeError("'%s' object has no attribute '_name_'", py.TypeName(v))
			}
			return fn(t, v)
		}
	}
	one := func(name string, fn func(t *py.Thread, v py.Value) (py.Value, error)) py.BuiltinFunc {
		return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne(name, args, kwargs); err != nil {
				return nil, err
			}
			return fn(t, args[0])
		}
	}
	globalEnumRepr := one("global_enum_repr", member(func(t *py.Thread, v py.Value) (py.Value, error) {
		return py.NewStr(moduleTail(v.Type()) + "." + nameStr(v)), nil
	}))
	globalFlagRepr := one("global_flag_repr", member(m.globalFlagRepr))
	globalStr := one("global_str", member(func(t *py.Thread, v py.Value) (py.Value, error) {
		if nameOf(v) == py.None {
			return py.NewStr(v.Type().Name + "(" + mustRepr(t, valueOf(v)) + ")"), nil
		}
		return nameOf(v), nil
	}))
	fns := map[string]py.BuiltinFunc{
		"unique":           one("unique", m.uniqueCheck),
		"global_enum_repr": globalEnumRepr,
		"global_flag_repr": globalFlagRepr,
		"global_str":       globalStr,
		"show_flag_values": one("show_flag_values", func(t *py.Thread, v py.Value) (py.Value, error) {
			x, ok := py.AsInt64(v)
			if !ok {
				return nil, py.NewTypeError("unsupported operand type(s) for &: '%s' and 'int'", py.TypeName(v))
			}
			if x < 0 {
				return nil, py.NewValueError("%d is not a positive integer", x)
			}
			var out []py.Value
			for ; x > 0; x &= x - 1 {
				out = append(out, py.NewInt(x&-x))
			}
			return py.NewList(out), nil
		}),
		"bin": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var num, maxBits py.Value = nil, py.None
			if err := py.UnpackArgs("bin", args, kwargs, []string{"num", "max_bits"}, 1, &num, &maxBits); err != nil {
				return nil, err
			}
			n, ok := py.AsInt64(num)
			if !ok || !num.Type().IsSubtype(py.IntType) {
				return nil, py.NewAttributeError("'%s' object has no attribute 'bit_length'", py.TypeName(num))
			}
			mb := int64(0)
			if maxBits != py.None {
				if mb, ok = py.AsInt64(maxBits); !ok {
					return nil, py.NewTypeError("'<' not supported between instances of 'int' and '%s'", py.TypeName(maxBits))
				}
				if mb > 0 {
					if err := t.Alloc(2 * mb); err != nil {
						return nil, err
					}
				}
			}
			return py.NewStr(binary(n, int(mb))), nil
		},
		"pickle_by_global_name": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var self, proto py.Value
			if err := py.UnpackArgs("pickle_by_global_name", args, kwargs, []string{"self", "proto"}, 2, &self, &proto); err != nil {
				return nil, err
			}
			return py.GetAttr(t, self, "name")
		},
		"pickle_by_enum_name": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var self, proto py.Value
			if err := py.UnpackArgs("pickle_by_enum_name", args, kwargs, []string{"self", "proto"}, 2, &self, &proto); err != nil {
				return nil, err
			}
			if !self.Type().IsSubtype(m.enum) {
				return nil, py.NewAttributeError("'%s' object has no attribute '_name_'", py.TypeName(self))
			}
			get := py.NewBuiltin("getattr", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if len(args) != 2 || len(kwargs) > 0 {
					return nil, py.NewTypeError("getattr expected 2 arguments, got %d", len(args))
				}
				n, ok := args[1].(*py.Str)
				if !ok {
					return nil, py.NewTypeError("attribute name must be string, not '%s'", py.TypeName(args[1]))
				}
				return py.GetAttrByName(t, args[0], n.String())
			})
			get.Refs = py.Holds{} // it closes over nothing
			return py.NewTuple([]py.Value{get, py.NewTuple([]py.Value{self.Type(), nameOf(self)})}), nil
		},
		"global_enum": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var clsV py.Value
			var updateStr py.Value = py.False
			if err := py.UnpackArgs("global_enum", args, kwargs, []string{"cls", "update_str"}, 1, &clsV, &updateStr); err != nil {
				return nil, err
			}
			cls, ok := clsV.(*py.Type)
			if !ok || !cls.IsSubtype(m.enum) {
				return nil, py.NewTypeError("issubclass() arg 1 must be a class")
			}
			if m.isFlag(cls) {
				cls.Dict.SetStr("__repr__", selfMethod(cls, "global_flag_repr", globalFlagRepr))
			} else {
				cls.Dict.SetStr("__repr__", selfMethod(cls, "global_enum_repr", globalEnumRepr))
			}
			us, err := py.Truth(t, updateStr)
			if err != nil {
				return nil, err
			}
			if !cls.IsSubtype(m.reprEnum) || us {
				cls.Dict.SetStr("__str__", selfMethod(cls, "global_str", globalStr))
			}
			// sys.modules[cls.__module__].__dict__.update(cls.__members__)
			if st := stateOf(cls); st != nil && t.ModuleNamespace != nil {
				if ns := t.ModuleNamespace(cls.Module); ns != nil {
					for _, kv := range st.byName.Items() {
						if name, ok := kv[0].(*py.Str); ok {
							ns.Set(name.String(), kv[1])
						}
					}
				}
			}
			return cls, nil
		},
	}
	for name, fn := range fns {
		d.SetStr(name, py.NewBuiltin(name, fn))
	}
}

// moduleTail is the last component of a class's module name.
func moduleTail(cls *py.Type) string {
	mod := cls.Module
	if i := strings.LastIndexByte(mod, '.'); i >= 0 {
		mod = mod[i+1:]
	}
	return mod
}

// globalFlagRepr is enum.global_flag_repr: module.NAME|module.OTHER.
func (m *module) globalFlagRepr(t *py.Thread, v py.Value) (py.Value, error) {
	cls := v.Type()
	mod := moduleTail(cls)
	if nameOf(v) == py.None {
		return py.NewStr(mod + "." + cls.Name + "(" + mustRepr(t, valueOf(v)) + ")"), nil
	}
	b, ok := flagBits(v)
	if !ok || !cls.IsSubtype(py.IntType) {
		return nil, py.NewTypeError("unsupported operand type(s) for -: '%s' and 'int'", cls.Name)
	}
	if b > 0 && b&(b-1) == 0 {
		return py.NewStr(mod + "." + nameStr(v)), nil
	}
	parts, err := py.SplitCharged(t, nameStr(v), "|")
	if err != nil {
		return nil, err
	}
	keep := cls.Lookup("_boundary_") == m.keep
	for i, p := range parts {
		if keep && p != "" && p[0] >= '0' && p[0] <= '9' {
			continue
		}
		parts[i] = mod + "." + p
	}
	return py.NewStr(strings.Join(parts, "|")), nil
}

// aliasPairs lists "alias -> canonical" for an enum's aliases.
func aliasPairs(cls *py.Type) []string {
	s := stateOf(cls)
	if s == nil {
		return nil
	}
	var dups []string
	for _, e := range s.byName.Items() {
		n := e[0].(*py.Str).String()
		if canon := nameStr(e[1]); canon != n {
			dups = append(dups, n+" -> "+canon)
		}
	}
	return dups
}

// uniqueCheck is the @unique decorator: no aliases allowed.
func (m *module) uniqueCheck(t *py.Thread, v py.Value) (py.Value, error) {
	cls, ok := v.(*py.Type)
	if !ok || !cls.IsSubtype(m.enum) {
		return nil, py.NewAttributeError("'%s' object has no attribute '__members__'", py.TypeName(v))
	}
	if dups := aliasPairs(cls); len(dups) > 0 {
		return nil, py.NewValueError("duplicate values found in %s: %s", m.reprClass(cls), strings.Join(dups, ", "))
	}
	return cls, nil
}

// verify is verify(*checks)(enumeration).
func (m *module) verify(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckExactlyOne("verify", args, kwargs); err != nil {
		return nil, err
	}
	cls, ok := args[0].(*py.Type)
	if !ok {
		return nil, py.NewAttributeError("'%s' object has no attribute '__name__'", py.TypeName(args[0]))
	}
	if !cls.IsSubtype(m.enum) {
		return nil, py.NewTypeError("the 'verify' decorator only works with Enum and Flag")
	}
	kind := "enum"
	if m.isFlag(cls) {
		kind = "flag"
	}
	checks, _ := attrOr(self, "checks").(*py.Tuple)
	if checks == nil {
		return cls, nil
	}
	s := stateOf(cls)
	for _, c := range checks.Items() {
		switch c {
		case m.unique:
			if dups := aliasPairs(cls); len(dups) > 0 {
				return nil, py.NewValueError("aliases found in %s: %s", m.reprClass(cls), strings.Join(dups, ", "))
			}
		case m.continuous:
			if err := checkContinuous(t, cls, s, kind); err != nil {
				return nil, err
			}
		case m.namedFlags:
			if err := checkNamedFlags(cls, s); err != nil {
				return nil, err
			}
		}
	}
	return cls, nil
}

// checkContinuous is verify's CONTINUOUS check: no skipped values.
func checkContinuous(t *py.Thread, cls *py.Type, s *state, kind string) error {
	seen := map[int64]bool{}
	var low, high int64
	for i, mem := range s.members() {
		v, ok := py.AsInt64(valueOf(mem))
		if !ok {
			return py.NewTypeError("'<' not supported between instances of '%s' and 'int'", py.TypeName(valueOf(mem)))
		}
		seen[v] = true
		if i == 0 || v < low {
			low = v
		}
		if i == 0 || v > high {
			high = v
		}
	}
	if len(seen) < 2 {
		return nil
	}
	var missing []string
	if kind == "flag" {
		for i := bitLen(low); i < bitLen(high)-1; i++ {
			if !seen[int64(1)<<i] {
				missing = append(missing, itoa(int64(1)<<i)) //krait:alloc-ok at most 64 bits of an int64
			}
		}
	} else {
		for i := low + 1; i < high; i++ {
			if err := t.Charge(1); err != nil {
				return err
			}
			if !seen[i] {
				// The range low..high may be wide: each missing value's
				// text is charged (ops alone would let 10**7 of them
				// through).
				if err := t.Alloc(40); err != nil {
					return err
				}
				missing = append(missing, itoa(i)) //krait:alloc-ok charged 40 bytes (header and digits) just above
			}
		}
	}
	if len(missing) == 0 {
		return nil
	}
	msg := "invalid " + kind + " '" + cls.Name + "': missing values " + strings.Join(missing, ", ")
	if len(msg) > 256 {
		msg = msg[:256]
	}
	return py.NewValueError("%s", msg)
}

// checkNamedFlags is verify's NAMED_FLAGS check: multi-bit aliases use
// only named bits.
func checkNamedFlags(cls *py.Type, s *state) error {
	canon := map[string]bool{}
	named := map[int64]bool{}
	for _, n := range s.names.Items() {
		canon[n.(*py.Str).String()] = true
	}
	for _, mem := range s.members() {
		v, _ := flagBits(mem)
		named[v] = true
	}
	var missingNames []string
	var missingValue int64
	for _, e := range s.byName.Items() {
		n := e[0].(*py.Str).String()
		v, _ := flagBits(e[1])
		if canon[n] || v < 0 {
			continue
		}
		var missed int64
		for x := v; x > 0; x &= x - 1 {
			if b := x & -x; !named[b] {
				missed |= b
			}
		}
		if missed != 0 {
			missingNames = append(missingNames, n)
			missingValue |= missed
		}
	}
	if len(missingNames) == 0 {
		return nil
	}
	alias := "alias " + missingNames[0] + " is missing"
	if len(missingNames) > 1 {
		alias = "aliases " + strings.Join(missingNames[:len(missingNames)-1], ", ") + " and " + missingNames[len(missingNames)-1] + " are missing"
	}
	value := "combined values of 0x" + strconv.FormatInt(missingValue, 16)
	if missingValue&(missingValue-1) == 0 {
		value = "value 0x" + strconv.FormatInt(missingValue, 16)
	}
	return py.NewValueError("invalid Flag '%s': %s %s [use enum.show_flag_values(value) for details]", cls.Name, alias, value)
}
