package enum

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// flagBits returns a flag member's (or int's) value as an int64.
func flagBits(v py.Value) (int64, bool) {
	if in, ok := v.(*py.Instance); ok {
		if in.Base != nil {
			return py.AsInt64(in.Base)
		}
		return py.AsInt64(valueOf(v))
	}
	if _, isBool := v.(interface{ Bool() bool }); isBool {
		return 0, false
	}
	return py.AsInt64(v)
}

// mask is the union of a flag class's canonical bits.
func mask(s *state) int64 {
	var m int64
	for _, mem := range s.members() {
		b, _ := flagBits(mem)
		m |= b
	}
	return m
}

// flagCompose makes (or finds) the pseudo-member for a combination of
// flags.
func (m *module) flagCompose(t *py.Thread, cls *py.Type, s *state, v py.Value) (py.Value, bool, error) {
	bits, ok := flagBits(v)
	if !ok {
		return nil, false, nil
	}
	isInt := cls.IsSubtype(py.IntType)
	all := mask(s)
	if bits < 0 {
		bits &= all
	}
	if bits&^all != 0 && !isInt {
		return nil, true, py.NewValueError("%s invalid value %d", m.reprClass(cls), bits)
	}
	var names []string
	var covered int64
	for _, mem := range s.members() {
		b, _ := flagBits(mem)
		if b != 0 && bits&b == b && b&(b-1) == 0 {
			names = append(names, nameStr(mem))
			covered |= b
		}
	}
	if rest := bits &^ covered; rest != 0 && isInt {
		names = append(names, itoa(rest))
	}
	member := &py.Instance{Class: cls, Dict: py.NewDict()}
	val := py.NewInt(bits)
	if isInt {
		member.Base = val
	}
	var name py.Value = py.None
	if len(names) > 0 {
		name = py.NewStr(strings.Join(names, "|"))
	}
	member.Dict.SetStr("_name_", name)
	member.Dict.SetStr("_value_", val)
	member.Dict.SetStr("name", name)
	member.Dict.SetStr("value", val)
	if err := s.byVal.Set(t, val, member); err != nil {
		return nil, true, err
	}
	return member, true, nil
}

// installFlag adds the bitwise operators and membership to a flag class.
func (m *module) installFlag(cls *py.Type) {
	binop := func(name string, f func(a, b int64) int64) {
		fn := func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne(name, args, kwargs); err != nil {
				return nil, err
			}
			a, _ := flagBits(self)
			other := args[0]
			in, isMember := other.(*py.Instance)
			if isMember && in.Class != self.Type() {
				isMember = false
			}
			if !isMember {
				if !self.Type().IsSubtype(py.IntType) {
					return py.NotImplemented, nil
				}
				if _, ok := other.(*py.Instance); ok {
					return py.NotImplemented, nil
				}
				if _, ok := py.AsInt64(other); !ok {
					return py.NotImplemented, nil
				}
			}
			b, ok := flagBits(other)
			if !ok {
				return py.NotImplemented, nil
			}
			return py.Call(t, self.Type(), []py.Value{py.NewInt(f(a, b))}, nil)
		}
		method(cls, "__"+name+"__", fn)
		method(cls, "__r"+name+"__", fn)
	}
	binop("or", func(a, b int64) int64 { return a | b })
	binop("and", func(a, b int64) int64 { return a & b })
	binop("xor", func(a, b int64) int64 { return a ^ b })
	method(cls, "__invert__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		s := stateOf(self.Type())
		if s == nil {
			return nil, py.NewTypeError("bad operand type for unary ~")
		}
		a, _ := flagBits(self)
		return py.Call(t, self.Type(), []py.Value{py.NewInt(mask(s) &^ a)}, nil)
	})
	method(cls, "__contains__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("__contains__", args, kwargs); err != nil {
			return nil, err
		}
		in, ok := args[0].(*py.Instance)
		if !ok || in.Class != self.Type() {
			return nil, py.NewTypeError("unsupported operand type(s) for 'in': '%s' and '%s'", py.TypeName(args[0]), self.Type().Name)
		}
		a, _ := flagBits(self)
		b, _ := flagBits(args[0])
		return py.NewBool(a&b == b), nil
	})
	method(cls, "__bool__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		a, _ := flagBits(self)
		return py.NewBool(a != 0), nil
	})
}
