package krait

import (
	"fmt"
	"math"
	"math/big"
	"reflect"

	"golang.org/x/exp/constraints"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/datetime"
)

// Number converts a Python int, bool or float to the Go number type T,
// refusing what T cannot hold: a float for an integer type, an int out of
// T's range, a float beyond float32's range. NewTool converts numeric
// parameters with it; RawTool implementations may too.
func Number[T constraints.Integer | constraints.Float](v Value) (T, error) {
	var zero T
	isFloat := T(1)/T(2) != 0 // integer division truncates
	switch x := v.(type) {
	case py.Bool:
		if x {
			return 1, nil
		}
		return 0, nil
	case py.Int:
		return intTo[T](int64(x), isFloat)
	case *py.BigInt:
		b := x.Big()
		if b.IsInt64() {
			return intTo[T](b.Int64(), isFloat)
		}
		if isFloat {
			f, _ := new(big.Float).SetInt(b).Float64()
			return floatTo[T](f)
		}
		if b.IsUint64() && T(b.Uint64()) > 0 && uint64(T(b.Uint64())) == b.Uint64() {
			return T(b.Uint64()), nil
		}
		return zero, fmt.Errorf("%s out of range for %T", b, zero)
	case py.Float:
		if !isFloat {
			return zero, fmt.Errorf("expected an integer for %T, got float", zero)
		}
		return floatTo[T](float64(x))
	}
	if v == nil {
		return zero, fmt.Errorf("expected a number for %T, got no value", zero)
	}
	return zero, fmt.Errorf("expected a number for %T, got %s", zero, v.Type().Name)
}

// intTo converts an int64 to T, refusing a value T cannot hold.
func intTo[T constraints.Integer | constraints.Float](i int64, isFloat bool) (T, error) {
	t := T(i)
	if !isFloat && (int64(t) != i || (t < 0) != (i < 0)) {
		return 0, fmt.Errorf("%d out of range for %T", i, t)
	}
	return t, nil
}

// floatTo converts a float64 to a float type T, refusing a finite value
// beyond T's range.
func floatTo[T constraints.Integer | constraints.Float](f float64) (T, error) {
	t := T(f)
	if math.IsInf(float64(t), 0) && !math.IsInf(f, 0) {
		return 0, fmt.Errorf("%g overflows %T", f, t)
	}
	return t, nil
}

// Convert converts a Python value to the Go type T as NewTool converts
// its parameters (see the package documentation).
func Convert[T any](v Value) (T, error) {
	var out T
	rv, err := fromPython(v, reflect.TypeOf(&out).Elem(), 0)
	if err != nil {
		return out, err
	}
	reflect.ValueOf(&out).Elem().Set(rv)
	return out, nil
}

// numberOf converts v to a numeric reflect kind with Number.
func numberOf(v py.Value, want reflect.Type) (reflect.Value, error) {
	var (
		x   any
		err error
	)
	switch want.Kind() {
	case reflect.Int:
		x, err = Number[int](v)
	case reflect.Int8:
		x, err = Number[int8](v)
	case reflect.Int16:
		x, err = Number[int16](v)
	case reflect.Int32:
		x, err = Number[int32](v)
	case reflect.Int64:
		x, err = Number[int64](v)
	case reflect.Uint:
		x, err = Number[uint](v)
	case reflect.Uint8:
		x, err = Number[uint8](v)
	case reflect.Uint16:
		x, err = Number[uint16](v)
	case reflect.Uint32:
		x, err = Number[uint32](v)
	case reflect.Uint64:
		x, err = Number[uint64](v)
	case reflect.Uintptr:
		x, err = Number[uintptr](v)
	case reflect.Float32:
		x, err = Number[float32](v)
	case reflect.Float64:
		x, err = Number[float64](v)
	}
	if err != nil {
		return reflect.Value{}, err
	}
	return reflect.ValueOf(x).Convert(want), nil
}

// fromPython converts a Python value to the Go type want.
func fromPython(v py.Value, want reflect.Type, depth int) (reflect.Value, error) {
	if depth > maxConvertDepth {
		return reflect.Value{}, fmt.Errorf("value nested too deeply")
	}
	if want == valueType {
		return reflect.ValueOf(&v).Elem(), nil
	}
	typeName := v.Type().Name
	fail := func() (reflect.Value, error) {
		return reflect.Value{}, fmt.Errorf("expected %s, got %s", want, typeName)
	}
	switch want {
	case timeType:
		t, _, ok := datetime.Time(v, Naive)
		if !ok {
			return fail()
		}
		return reflect.ValueOf(t), nil
	case durationType:
		d, ok := datetime.Duration(v)
		if !ok {
			return fail()
		}
		return reflect.ValueOf(d), nil
	case bigIntType:
		switch x := v.(type) {
		case py.Int:
			return reflect.ValueOf(big.NewInt(int64(x))), nil
		case *py.BigInt:
			return reflect.ValueOf(new(big.Int).Set(x.Big())), nil
		}
		return fail()
	}
	switch want.Kind() {
	case reflect.Interface:
		if want.NumMethod() == 0 {
			g := ToGo(v)
			if g == nil {
				return reflect.Zero(want), nil
			}
			return reflect.ValueOf(g), nil
		}
		return fail()
	case reflect.Bool:
		b, ok := v.(py.Bool)
		if !ok {
			return fail()
		}
		return reflect.ValueOf(bool(b)).Convert(want), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
		return numberOf(v, want)
	case reflect.Complex64, reflect.Complex128:
		var c complex128
		switch x := v.(type) {
		case py.Complex:
			c = complex128(x)
		case py.Float:
			c = complex(float64(x), 0)
		case py.Int:
			c = complex(float64(x), 0)
		default:
			return fail()
		}
		return reflect.ValueOf(c).Convert(want), nil
	case reflect.String:
		s, ok := v.(*py.Str)
		if !ok {
			return fail()
		}
		return reflect.ValueOf(s.String()).Convert(want), nil
	case reflect.Slice:
		if want.Elem().Kind() == reflect.Uint8 {
			switch b := v.(type) {
			case *py.Bytes:
				return reflect.ValueOf([]byte(b.String())).Convert(want), nil
			case *py.ByteArray:
				return reflect.ValueOf(append([]byte(nil), b.Bytes()...)).Convert(want), nil
			}
		}
		var items []py.Value
		switch x := v.(type) {
		case *py.List:
			items = x.Items()
		case *py.Tuple:
			items = x.Items()
		case *py.Set:
			items = x.Elements()
		case *py.FrozenSet:
			items = x.Elements()
		default:
			return fail()
		}
		out := reflect.MakeSlice(want, len(items), len(items))
		for i, it := range items {
			e, err := fromPython(it, want.Elem(), depth+1)
			if err != nil {
				return reflect.Value{}, err
			}
			out.Index(i).Set(e)
		}
		return out, nil
	case reflect.Map:
		d, ok := v.(*py.Dict)
		if !ok {
			return fail()
		}
		out := reflect.MakeMapWithSize(want, d.Len())
		for _, kv := range d.Items() {
			k, err := fromPython(kv[0], want.Key(), depth+1)
			if err != nil {
				return reflect.Value{}, err
			}
			if !k.Type().Comparable() {
				return reflect.Value{}, fmt.Errorf("key of type %s cannot be a Go map key", k.Type())
			}
			e, err := fromPython(kv[1], want.Elem(), depth+1)
			if err != nil {
				return reflect.Value{}, err
			}
			out.SetMapIndex(k, e)
		}
		return out, nil
	case reflect.Struct:
		d, ok := v.(*py.Dict)
		if !ok {
			return fail()
		}
		out := reflect.New(want).Elem()
		for i := 0; i < want.NumField(); i++ {
			f := want.Field(i)
			if !f.IsExported() {
				continue
			}
			name, skip := jsonName(f)
			if skip {
				continue
			}
			fv := d.GetStr(name)
			if fv == nil {
				continue
			}
			e, err := fromPython(fv, f.Type, depth+1)
			if err != nil {
				return reflect.Value{}, fmt.Errorf("field %s: %w", name, err)
			}
			out.Field(i).Set(e)
		}
		return out, nil
	case reflect.Pointer:
		if _, isNone := v.(py.NoneType); isNone {
			return reflect.Zero(want), nil
		}
		e, err := fromPython(v, want.Elem(), depth+1)
		if err != nil {
			return reflect.Value{}, err
		}
		p := reflect.New(want.Elem())
		p.Elem().Set(e)
		return p, nil
	}
	return fail()
}
