package enum

import (
	"math/bits"
	"sort"
	"strconv"
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
	return py.AsInt64(v)
}

// intAttr reads an int class attribute (_flag_mask_, ...).
func intAttr(cls *py.Type, name string) int64 {
	i, _ := py.AsInt64(cls.Lookup(name))
	return i
}

// bitLen is int.bit_length().
func bitLen(x int64) int {
	if x < 0 {
		x = -x
	}
	return bits.Len64(uint64(x))
}

// binary is enum.bin(num, max_bits): two's complement with a sign digit,
// as the invalid-value messages show it (0b0 1001).
func binary(num int64, maxBits int) string {
	ceiling := int64(1) << bitLen(num)
	var s string
	if num >= 0 {
		s = "0b" + strings.Replace(strconv.FormatInt(num+ceiling, 2), "1", "0", 1)
	} else {
		s = "0b" + strconv.FormatInt(^num^(ceiling-1+ceiling), 2)
	}
	sign, digits := s[:3], s[3:]
	if maxBits > 0 && len(digits) < maxBits {
		d := strings.Repeat(sign[2:], maxBits) + digits //krait:alloc-ok max_bits is at most 64 (bit lengths of int64 flag values) or charged by enum.bin (t.Alloc(2*max_bits))
		digits = d[len(d)-maxBits:]
	}
	return sign + " " + digits
}

// iterMembers is Flag._iter_member_: the single-bit members in value, in
// value order, or in definition order when the members were not defined
// in value order.
func (m *module) iterMembers(t *py.Thread, cls *py.Type, value int64) []py.Value {
	s := stateOf(cls)
	if s == nil {
		return nil
	}
	value &= intAttr(cls, "_flag_mask_")
	var out []py.Value
	for v := value; v > 0; v &= v - 1 {
		bit := v & -v
		if mem, found, _ := s.byVal.Get(t, py.NewInt(bit)); found {
			out = append(out, mem)
		}
	}
	canon := s.members()
	sorted := true
	for i := 1; i < len(canon); i++ {
		a, _ := flagBits(canon[i-1])
		b, _ := flagBits(canon[i])
		if a > b {
			sorted = false
		}
	}
	if !sorted {
		order := func(v py.Value) int64 {
			i, _ := py.AsInt64(v.(*py.Instance).Dict.GetStr("_sort_order_"))
			return i
		}
		sort.SliceStable(out, func(i, j int) bool { return order(out[i]) < order(out[j]) })
	}
	return out
}

// missing is Flag._missing_: the pseudo-member for a combination of
// flags, with the class's boundary deciding about unknown bits.
func (m *module) missing(t *py.Thread, clsV py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	cls, ok := clsV.(*py.Type)
	if !ok || len(args) != 1 {
		return nil, py.NewTypeError("_missing_() takes exactly one argument")
	}
	v := args[0]
	value, ok := flagBits(v)
	if !ok || !v.Type().IsSubtype(py.IntType) {
		return nil, py.NewValueError("%s is not a valid %s", mustRepr(t, v), cls.QualName())
	}
	s := stateOf(cls)
	if s == nil {
		return py.None, nil
	}
	flagMask, singles, all := intAttr(cls, "_flag_mask_"), intAttr(cls, "_singles_mask_"), intAttr(cls, "_all_bits_")
	boundary := cls.Lookup("_boundary_")
	if value < ^all || value > all || value&(all^flagMask) != 0 {
		switch boundary {
		case m.strict:
			mb := max(bitLen(value), bitLen(flagMask))
			return nil, py.NewValueError("%s invalid value %d\n    given %s\n  allowed %s", m.reprClass(cls), value, binary(value, mb), binary(flagMask, mb))
		case m.conform:
			value &= flagMask
		case m.eject:
			return py.NewInt(value), nil
		case m.keep:
			if value < 0 {
				value += max(all+1, int64(1)<<bitLen(value))
			}
		default:
			return nil, py.NewValueError("%s unknown flag boundary %s", m.reprClass(cls), mustRepr(t, boundary))
		}
	}
	negValue, neg := int64(0), false
	if value < 0 {
		negValue, neg = value, true
		value = all + 1 + value
	}
	unknown := value &^ flagMask
	aliases := value &^ singles
	memberValue := value & singles
	if unknown != 0 && boundary != m.keep {
		return nil, py.NewValueError("%s(%d) -->  unknown values %d [%s]", cls.Name, value, unknown, binary(unknown, 0))
	}
	pseudo := &py.Instance{Class: cls, Dict: py.NewDict()}
	if cls.Solid() != py.ObjectType {
		pseudo.Base = py.NewInt(value)
	}
	pseudo.Dict.SetStr("_value_", py.NewInt(value))
	var name py.Value = py.None
	if memberValue != 0 || aliases != 0 {
		members := m.iterMembers(t, cls, memberValue)
		var combined int64
		for _, mem := range members {
			b, _ := flagBits(mem)
			combined |= b
		}
		if aliases != 0 {
			value = memberValue | aliases
			for _, e := range s.byName.Items() {
				b, _ := flagBits(e[1])
				if b != 0 && b&value == b && !contains(members, e[1]) {
					members = append(members, e[1])
					combined |= b
				}
			}
		}
		unknown = value ^ combined
		parts := make([]string, len(members))
		for i, mem := range members {
			parts[i] = nameStr(mem)
		}
		n := strings.Join(parts, "|")
		switch {
		case combined == 0:
		case unknown != 0 && boundary == m.strict:
			return nil, py.NewValueError("%s: no members with value %d", m.reprClass(cls), unknown)
		case unknown != 0:
			name = py.NewStr(n + "|" + itoa(unknown))
		default:
			name = py.NewStr(n)
		}
	}
	pseudo.Dict.SetStr("_name_", name)
	key := py.NewInt(value)
	r, found, err := s.byVal.Get(t, key)
	if err != nil {
		return nil, err
	}
	if !found {
		r = pseudo
		if err := s.byVal.Set(t, key, pseudo); err != nil {
			return nil, err
		}
	}
	if neg {
		if err := s.byVal.Set(t, py.NewInt(negValue), r); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// contains reports whether vs holds v (by identity).
func contains(vs []py.Value, v py.Value) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// installFlag gives Flag its methods.
func (m *module) installFlag(cls *py.Type) {
	cls.Dict.SetStr("_missing_", &py.ClassMethod{Func: py.NewBuiltin("_missing_", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 0 {
			return nil, py.NewTypeError("_missing_() needs a class")
		}
		return m.missing(t, args[0], args[1:], kwargs)
	})})
	cls.Dict.SetStr("_generate_next_value_", &py.StaticMethod{Func: py.NewBuiltin("_generate_next_value_", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var name, start, count, last py.Value
		if err := py.UnpackArgs("_generate_next_value_", args, kwargs, []string{"name", "start", "count", "last_values"}, 4, &name, &start, &count, &last); err != nil {
			return nil, err
		}
		if n, _ := py.AsInt64(count); n == 0 {
			if start == py.None {
				return py.NewInt(1), nil
			}
			return start, nil
		}
		items, err := py.Items(t, last)
		if err != nil {
			return nil, err
		}
		var high int64
		for i, v := range items {
			b, ok := py.AsInt64(v)
			if !ok {
				return nil, py.NewTypeError("invalid flag value %s", mustRepr(t, v))
			}
			if i == 0 || b > high {
				high = b
			}
		}
		return py.NewInt(int64(1) << bitLen(high)), nil
	})})
	binop := func(name string, f func(a, b int64) int64) {
		fn := func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne(name, args, kwargs); err != nil {
				return nil, err
			}
			a, _ := flagBits(self)
			other := args[0]
			cls := self.Type()
			var b int64
			switch {
			case other.Type().IsSubtype(cls):
				b, _ = flagBits(other)
			case cls.Solid() != py.ObjectType && other.Type().IsSubtype(cls.Solid()):
				var ok bool
				if b, ok = flagBits(other); !ok {
					return py.NotImplemented, nil
				}
			default:
				return py.NotImplemented, nil
			}
			return m.lookup(t, cls, py.NewInt(f(a, b)))
		}
		method(cls, "__"+name+"__", fn)
		method(cls, "__r"+name+"__", fn)
	}
	binop("or", func(a, b int64) int64 { return a | b })
	binop("and", func(a, b int64) int64 { return a & b })
	binop("xor", func(a, b int64) int64 { return a ^ b })
	method(cls, "__invert__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		cls := self.Type()
		a, _ := flagBits(self)
		if b := cls.Lookup("_boundary_"); b == m.eject || b == m.keep {
			return m.lookup(t, cls, py.NewInt(^a))
		}
		return m.lookup(t, cls, py.NewInt(intAttr(cls, "_singles_mask_")&^a))
	})
	method(cls, "__contains__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("__contains__", args, kwargs); err != nil {
			return nil, err
		}
		if !args[0].Type().IsSubtype(self.Type()) {
			return nil, py.NewTypeError("unsupported operand type(s) for 'in': '%s' and '%s'", args[0].Type().QualName(), self.Type().QualName())
		}
		a, _ := flagBits(self)
		b, _ := flagBits(args[0])
		return py.NewBool(a&b == b), nil
	})
	method(cls, "__iter__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		a, _ := flagBits(self)
		return py.Iterate(t, py.NewList(m.iterMembers(t, self.Type(), a)))
	})
	method(cls, "__len__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		a, _ := flagBits(self)
		return py.NewInt(int64(bits.OnesCount64(uint64(a)))), nil
	})
	method(cls, "__bool__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		a, _ := flagBits(self)
		return py.NewBool(a != 0), nil
	})
}
