package decimal

import (
	"sort"

	"github.com/kraitpy/krait/py"
)

// Context's arithmetic methods are the Decimal operations computed with
// that context: each converts its operands (Decimal or int, as
// _convert_other with raiseit), makes the context current for the
// call, and delegates to the Decimal method or operator.

// ctxOperand converts one operand of a Context method.
func (m *module) ctxOperand(v py.Value) (py.Value, error) {
	if in, ok := v.(*py.Instance); ok && in.Class.IsSubtype(m.cls) {
		return v, nil
	}
	if d, ok := m.decOf(v); ok {
		return m.newDec(nil, d), nil
	}
	return nil, py.NewTypeError("conversion from %s to Decimal is not supported", py.TypeName(v))
}

// withContext runs fn with ctx as the current context.
func (m *module) withContext(ctx py.Value, fn func() (py.Value, error)) (py.Value, error) {
	in, ok := ctx.(*py.Instance)
	if !ok {
		return nil, py.NewTypeError("Context method needs a Context")
	}
	saved := m.current
	m.current = in
	defer func() { m.current = saved }()
	return fn()
}

// callWith converts the operands and calls the first one's Decimal
// method dm with the rest, under the context ctx.
func (m *module) callWith(t *py.Thread, ctx py.Value, dm py.LibName, operands []py.Value) (py.Value, error) {
	ops := make([]py.Value, len(operands))
	for i, v := range operands {
		c, err := m.ctxOperand(v)
		if err != nil {
			return nil, err
		}
		ops[i] = c
	}
	return m.withContext(ctx, func() (py.Value, error) { return py.CallMethod(t, ops[0], dm, ops[1:], nil) })
}

// installContextMethods adds the delegating methods to Context.
func (m *module) installContextMethods() {
	// name -> (Decimal method, number of Decimal operands)
	unary := map[string]py.LibName{
		"abs": "__abs__", "minus": "__neg__", "plus": "__pos__", "exp": "exp", "ln": "ln", "log10": "log10",
		"sqrt": "sqrt", "normalize": "normalize", "logb": "logb", "next_minus": "next_minus", "next_plus": "next_plus",
		"to_integral": "to_integral", "to_integral_exact": "to_integral_exact", "to_integral_value": "to_integral_value",
		"copy_abs": "copy_abs", "copy_negate": "copy_negate", "is_canonical": "is_canonical", "is_finite": "is_finite",
		"is_infinite": "is_infinite", "is_nan": "is_nan", "is_normal": "is_normal", "is_qnan": "is_qnan",
		"is_signed": "is_signed", "is_snan": "is_snan", "is_subnormal": "is_subnormal", "is_zero": "is_zero",
		"number_class": "number_class", "to_sci_string": "__str__", "to_eng_string": "to_eng_string",
		"canonical": "canonical", "logical_invert": "logical_invert",
	}
	binary := map[string]py.LibName{
		"add": "__add__", "subtract": "__sub__", "multiply": "__mul__", "divide": "__truediv__",
		"divide_int": "__floordiv__", "remainder": "__mod__", "divmod": "__divmod__", "compare": "compare",
		"compare_signal": "compare_signal", "compare_total": "compare_total", "compare_total_mag": "compare_total_mag",
		"copy_sign": "copy_sign", "max": "max", "max_mag": "max_mag", "min": "min", "min_mag": "min_mag",
		"next_toward": "next_toward", "quantize": "quantize", "remainder_near": "remainder_near", "rotate": "rotate",
		"same_quantum": "same_quantum", "scaleb": "scaleb", "shift": "shift", "logical_and": "logical_and",
		"logical_or": "logical_or", "logical_xor": "logical_xor",
	}
	for _, name := range sortedKeys(unary) {
		name, dm := name, unary[name]
		if m.cls.Lookup(string(dm)) == nil {
			continue
		}
		method(m.ctxCls, name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne(name, args, kwargs); err != nil {
				return nil, err
			}
			return m.callWith(t, self, dm, args)
		})
	}
	for _, name := range sortedKeys(binary) {
		name, dm := name, binary[name]
		if m.cls.Lookup(string(dm)) == nil {
			continue
		}
		method(m.ctxCls, name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckPositional(name, args, kwargs, 2, 2); err != nil {
				return nil, err
			}
			return m.callWith(t, self, dm, args)
		})
	}
	method(m.ctxCls, "power", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var av, bv, modv py.Value
		if err := py.UnpackArgs("power", args, kwargs, []string{"a", "b", "modulo"}, 2, &av, &bv, &modv); err != nil {
			return nil, err
		}
		ops := []py.Value{av, bv}
		if modv != nil && modv != py.None {
			ops = append(ops, modv)
		}
		return m.callWith(t, self, "__pow__", ops)
	})
	method(m.ctxCls, "fma", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckPositional("fma", args, kwargs, 3, 3); err != nil {
			return nil, err
		}
		return m.callWith(t, self, "fma", args)
	})
	method(m.ctxCls, "copy_decimal", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("copy_decimal", args, kwargs); err != nil {
			return nil, err
		}
		return m.ctxOperand(args[0])
	})
}

// sortedKeys lists a map's keys in order, so the methods enter the
// class namespace deterministically.
func sortedKeys(m map[string]py.LibName) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
