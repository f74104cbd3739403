// Package enum implements Python's enum module for krait. Enum classes
// have the Go metatype EnumType (py.NewMetatype): its hooks make the
// members when the class statement ends, and give the classes
// iteration, len, in, [name], (value) lookup, the functional API, their
// repr and the refusal to reassign members. User code cannot define
// metaclasses; it gets EnumType's behaviour by deriving from Enum.
package enum

import (
	"sort"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
)

// module holds one interpreter's enum classes.
type module struct {
	meta                                            *py.Type // EnumType
	enum, reprEnum, intEnum, strEnum, flag, intFlag *py.Type
	auto, memberT, nonmemberT, property, verifyT    *py.Type
	boundaryT, checkT                               *py.Type
	strict, conform, eject, keep                    py.Value
	unique, continuous, namedFlags                  py.Value
	building                                        bool
	defGNV                                          *py.Builtin
}

// Load creates a fresh enum module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{building: true}
	m.meta = py.NewMetatype("EnumType", "enum", m.hooks())
	m.meta.New = func(t *py.Thread, _ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return nil, py.NewTypeError("krait does not support creating enum classes with EnumType(); use a class statement or the functional API")
	}
	var err error
	for _, c := range []struct {
		dst  **py.Type
		name string
	}{{&m.auto, "auto"}, {&m.memberT, "member"}, {&m.nonmemberT, "nonmember"}, {&m.property, "property"}, {&m.verifyT, "verify"}} {
		if *c.dst, err = m.mk(t, c.name, nil); err != nil {
			return nil, err
		}
	}
	m.installHelpers()
	if m.enum, err = m.mk(t, "Enum", nil); err != nil {
		return nil, err
	}
	if err := m.enum.SetMetatype(m.meta); err != nil {
		return nil, err
	}
	m.installEnum(m.enum)
	if m.reprEnum, err = m.mk(t, "ReprEnum", []*py.Type{m.enum}); err != nil {
		return nil, err
	}
	if m.intEnum, err = m.mk(t, "IntEnum", []*py.Type{py.IntType, m.reprEnum}); err != nil {
		return nil, err
	}
	m.installData(m.intEnum)
	if m.strEnum, err = m.mk(t, "StrEnum", []*py.Type{py.StrType, m.reprEnum}); err != nil {
		return nil, err
	}
	m.installData(m.strEnum)
	m.strEnum.Dict.SetStr("_generate_next_value_", py.NewBuiltin("_generate_next_value_", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 0 {
			return nil, py.NewTypeError("_generate_next_value_() missing 4 required positional arguments")
		}
		s, ok := args[0].(*py.Str)
		if !ok {
			return nil, py.NewTypeError("descriptor 'lower' for 'str' objects doesn't apply to a '%s' object", py.TypeName(args[0]))
		}
		return py.NewStr(strings.ToLower(s.String())), nil
	}))
	m.strEnum.Dict.SetStr("_generate_next_value_", &py.StaticMethod{Func: m.strEnum.Dict.GetStr("_generate_next_value_")})
	if m.flag, err = m.mk(t, "Flag", []*py.Type{m.enum}); err != nil {
		return nil, err
	}
	m.installFlag(m.flag)
	if m.intFlag, err = m.mk(t, "IntFlag", []*py.Type{py.IntType, m.reprEnum, m.flag}); err != nil {
		return nil, err
	}
	m.installData(m.intFlag)
	m.fixMethods(m.intFlag)
	m.building = false
	if err := m.makeConstants(t); err != nil {
		return nil, err
	}
	m.flag.Dict.SetStr("_boundary_", m.strict)
	m.intFlag.Dict.SetStr("_boundary_", m.keep)

	mod := py.NewModule("enum")
	d := mod.Dict
	for name, v := range map[string]py.Value{
		"EnumType": m.meta, "EnumMeta": m.meta, "Enum": m.enum, "ReprEnum": m.reprEnum,
		"IntEnum": m.intEnum, "StrEnum": m.strEnum, "Flag": m.flag, "IntFlag": m.intFlag,
		"auto": m.auto, "member": m.memberT, "nonmember": m.nonmemberT, "property": m.property,
		"verify": m.verifyT, "FlagBoundary": m.boundaryT, "EnumCheck": m.checkT,
		"STRICT": m.strict, "CONFORM": m.conform, "EJECT": m.eject, "KEEP": m.keep,
		"UNIQUE": m.unique, "CONTINUOUS": m.continuous, "NAMED_FLAGS": m.namedFlags,
	} {
		d.SetStr(name, v)
	}
	m.installFunctions(d)
	// The memory walk can measure it: the hooks, the functions and the
	// classes' Go methods close over m (visited as mod.Go), names and Go
	// functions, and an enum class keeps its members in its namespace;
	// the Go functions made later (selfMethod, enum.property's getters,
	// pickle_by_enum_name's getattr) list what they hold (nothing).
	mod.Go = m
	for _, cls := range m.classes() {
		py.MarkClassWalkable(cls)
	}
	py.MarkWalkable(mod)
	return mod, nil
}

// classes returns the module's classes.
func (m *module) classes() []*py.Type {
	return []*py.Type{m.meta, m.enum, m.reprEnum, m.intEnum, m.strEnum, m.flag, m.intFlag,
		m.auto, m.memberT, m.nonmemberT, m.property, m.verifyT, m.boundaryT, m.checkT}
}

// MemRefs visits the module's classes and constants for the memory walk.
func (m *module) MemRefs(w *py.MemWalk) {
	w.Add(256)
	for _, cls := range m.classes() {
		w.Visit(cls)
	}
	for _, v := range []py.Value{m.strict, m.conform, m.eject, m.keep, m.unique, m.continuous, m.namedFlags, m.defGNV} {
		w.Visit(v)
	}
}

// mk makes a class of the enum module.
func (m *module) mk(t *py.Thread, name string, bases []*py.Type) (*py.Type, error) {
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("enum"))
	ns.SetStr("__qualname__", py.NewStr(name))
	return py.NewClass(t, name, bases, ns)
}

// makeConstants creates FlagBoundary and EnumCheck, two StrEnums.
func (m *module) makeConstants(t *py.Thread) error {
	mkEnum := func(name string, names, values []string) (*py.Type, []py.Value, error) {
		ns := py.NewDict()
		ns.SetStr("__module__", py.NewStr("enum"))
		ns.SetStr("__qualname__", py.NewStr(name))
		for i, n := range names {
			ns.SetStr(n, py.NewStr(values[i]))
		}
		cls, err := py.NewClass(t, name, []*py.Type{m.strEnum}, ns)
		if err != nil {
			return nil, nil, err
		}
		out := make([]py.Value, len(names))
		for i, n := range names {
			out[i] = cls.Dict.GetStr(n)
		}
		return cls, out, nil
	}
	cls, ms, err := mkEnum("FlagBoundary", []string{"STRICT", "CONFORM", "EJECT", "KEEP"}, []string{"strict", "conform", "eject", "keep"})
	if err != nil {
		return err
	}
	m.boundaryT, m.strict, m.conform, m.eject, m.keep = cls, ms[0], ms[1], ms[2], ms[3]
	cls, ms, err = mkEnum("EnumCheck", []string{"CONTINUOUS", "NAMED_FLAGS", "UNIQUE"},
		[]string{"no skipped integer values", "multi-flag aliases may not contain unnamed flags", "one name per value"})
	if err != nil {
		return err
	}
	m.checkT, m.continuous, m.namedFlags, m.unique = cls, ms[0], ms[1], ms[2]
	return nil
}

// method makes a Go method of cls.
func method(cls *py.Type, name string, fn py.BuiltinFunc) {
	cls.Dict.SetStr(name, &py.Builtin{Name: name, Owner: cls, Fn: fn})
}

// installEnum puts Enum's methods into its namespace.
func (m *module) installEnum(cls *py.Type) {
	method(cls, "__init__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return py.None, nil
	})
	method(cls, "__repr__", m.repr)
	method(cls, "__str__", m.str)
	method(cls, "__format__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		spec, err := formatSpec(args, kwargs)
		if err != nil {
			return nil, err
		}
		s, err := py.ToStr(t, self)
		if err != nil {
			return nil, err
		}
		return formatted(t, py.NewStr(s), spec)
	})
	method(cls, "__hash__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		h, err := py.Hash(t, nameOf(self))
		if err != nil {
			return nil, err
		}
		return py.NewInt(h), nil
	})
	method(cls, "__reduce_ex__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return py.NewTuple([]py.Value{self.Type(), py.NewTuple([]py.Value{valueOf(self)})}), nil
	})
	same := func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return self, nil
	}
	method(cls, "__dir__", m.memberDir)
	method(cls, "__copy__", same)
	method(cls, "__deepcopy__", same)
	m.defGNV = py.NewBuiltin("_generate_next_value_", m.generateNextValue)
	cls.Dict.SetStr("_generate_next_value_", &py.StaticMethod{Func: m.defGNV})
	cls.Dict.SetStr("_missing_", &py.ClassMethod{Func: py.NewBuiltin("_missing_", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return py.None, nil
	})})
	for _, name := range []string{"name", "value"} {
		attr := "_" + name + "_"
		get := py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("%s() takes exactly one argument", name)
			}
			return py.GetAttrByName(t, args[0], attr)
		})
		get.Refs = py.Holds{} // it closes over names only
		p := m.newProperty(get, name, "Enum")
		cls.Dict.SetStr(name, p)
	}
}

// installData gives a ReprEnum with a data type (IntEnum, StrEnum,
// IntFlag) the data type's str and format, and Enum's repr.
func (m *module) installData(cls *py.Type) {
	method(cls, "__repr__", m.repr)
	method(cls, "__str__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		s, err := py.ToStr(t, baseOf(self))
		if err != nil {
			return nil, err
		}
		return py.NewStr(s), nil
	})
	method(cls, "__format__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		spec, err := formatSpec(args, kwargs)
		if err != nil {
			return nil, err
		}
		return formatted(t, baseOf(self), spec)
	})
}

// formatSpec checks __format__'s one str argument.
func formatSpec(args []py.Value, kwargs []py.Kwarg) (string, error) {
	if err := py.CheckExactlyOne("__format__", args, kwargs); err != nil {
		return "", err
	}
	spec, ok := args[0].(*py.Str)
	if !ok {
		return "", py.NewTypeError("format spec must be str")
	}
	return spec.String(), nil
}

// formatted is format(v, spec) as a str value.
func formatted(t *py.Thread, v py.Value, spec string) (py.Value, error) {
	r, err := py.Format(t, v, spec)
	if err != nil {
		return nil, err
	}
	return py.NewStr(r), nil
}

// nameOf returns a member's _name_ (None for pseudo-members).
func nameOf(v py.Value) py.Value { return attrOr(v, "_name_") }

// baseOf returns the built-in data of a member of a mixed-in enum.
func baseOf(v py.Value) py.Value {
	if in, ok := v.(*py.Instance); ok && in.Base != nil {
		return in.Base
	}
	return valueOf(v)
}

// nameStr returns a member's name as a Go string ("" when it has none).
func nameStr(v py.Value) string {
	if s, ok := nameOf(v).(*py.Str); ok {
		return s.String()
	}
	return ""
}

// valueOf returns a member's _value_.
func valueOf(v py.Value) py.Value { return attrOr(v, "_value_") }

// state is the per-class member table, kept in the class namespace.
type state struct {
	names  *py.List // canonical member names, in definition order
	byName *py.Dict // name -> member (aliases included)
	byVal  *py.Dict // value -> member
}

// stateOf returns the member tables of an enum class, nil when it has
// none.
func stateOf(cls *py.Type) *state {
	n, ok := cls.Dict.GetStr("_member_names_").(*py.List)
	if !ok {
		return nil
	}
	bn, _ := cls.Dict.GetStr("_member_map_").(*py.Dict)
	bv, _ := cls.Dict.GetStr("_value2member_map_").(*py.Dict)
	if bn == nil || bv == nil {
		return nil
	}
	return &state{names: n, byName: bn, byVal: bv}
}

// members returns the canonical members in definition order.
func (s *state) members() []py.Value {
	var out []py.Value
	for _, n := range s.names.Items() {
		if ns, ok := n.(*py.Str); ok {
			if v := s.byName.GetStr(ns.String()); v != nil {
				out = append(out, v)
			}
		}
	}
	return out
}

// isFlag tells flags from plain enums.
func (m *module) isFlag(cls *py.Type) bool { return cls.IsSubtype(m.flag) }

// mustRepr is repr that falls back to the type name.
func mustRepr(t *py.Thread, v py.Value) string {
	s, err := py.Repr(t, v)
	if err != nil {
		return py.TypeName(v)
	}
	return s
}

// reprClass is repr() of an enum class.
func (m *module) reprClass(cls *py.Type) string {
	if m.isFlag(cls) {
		return "<flag '" + cls.Name + "'>"
	}
	return "<enum '" + cls.Name + "'>"
}

// valueRepr is repr of a member's value as the member's repr shows it
// (the data type's repr for mixed-in enums).
func valueRepr(t *py.Thread, self py.Value) (string, error) {
	return py.Repr(t, valueOf(self))
}

// repr is Enum.__repr__: <Color.RED: 1>.
func (m *module) repr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	cls := self.Type()
	vr, err := valueRepr(t, self)
	if err != nil {
		return nil, err
	}
	if nameOf(self) == py.None {
		return py.NewStr("<" + cls.Name + ": " + vr + ">"), nil
	}
	return py.NewStr("<" + cls.Name + "." + nameStr(self) + ": " + vr + ">"), nil
}

// str is Enum.__str__: Color.RED.
func (m *module) str(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	cls := self.Type()
	if nameOf(self) == py.None {
		vr, err := py.Repr(t, valueOf(self))
		if err != nil {
			return nil, err
		}
		return py.NewStr(cls.Name + "(" + vr + ")"), nil
	}
	return py.NewStr(cls.Name + "." + nameStr(self)), nil
}

// generateNextValue is Enum._generate_next_value_(name, start, count,
// last_values): start, then the last value plus one.
func (m *module) generateNextValue(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var name, start, count, last py.Value
	if err := py.UnpackArgs("_generate_next_value_", args, kwargs, []string{"name", "start", "count", "last_values"}, 4, &name, &start, &count, &last); err != nil {
		return nil, err
	}
	items, err := py.Items(t, last)
	if err != nil {
		return nil, err
	}
	for i := len(items) - 1; i >= 0; i-- {
		if r, err := py.Binary(t, py.Add, items[i], py.NewInt(1)); err == nil {
			return r, nil
		} else if _, ok := err.(*py.Exception); !ok {
			return nil, err
		}
	}
	return start, nil
}

// itoa formats an int64.
func itoa(i int64) string { return strconv.FormatInt(i, 10) }

// memberDir is Enum.__dir__ for a member: the public names of its
// instance dict and of its classes' namespaces that are not members,
// object.__dir__'s names (members included) when the member type is not
// object, and five dunders.
func (m *module) memberDir(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("__dir__", args, kwargs); err != nil {
		return nil, err
	}
	cls := self.Type()
	s := stateOf(cls)
	isMember := func(name string) bool { return s != nil && s.byName.GetStr(name) != nil }
	seen := map[string]bool{"__class__": true, "__doc__": true, "__eq__": true, "__hash__": true, "__module__": true}
	if cls.Solid() != py.ObjectType {
		for _, n := range py.Dir(t, self) {
			seen[n] = true
		}
	}
	if inst, ok := self.(*py.Instance); ok && inst.Dict != nil {
		for _, k := range inst.Dict.Keys() {
			if n, ok := k.(*py.Str); ok && n.String() != "" && n.String()[0] != '_' && !isMember(n.String()) {
				seen[n.String()] = true
			}
		}
	}
	for _, c := range cls.MRO {
		for _, k := range c.Dict.Keys() {
			if err := t.Tick(); err != nil {
				return nil, err
			}
			n, ok := k.(*py.Str)
			if !ok || n.String() == "" || n.String()[0] == '_' {
				continue
			}
			if !isMember(n.String()) {
				seen[n.String()] = true
			}
		}
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	items := make([]py.Value, len(names))
	for i, n := range names {
		items[i] = py.NewStr(n)
	}
	return py.NewList(items), nil
}
