package krait

import (
	"fmt"
	"math/big"
	"reflect"
	"sort"
	"strings"

	"github.com/kraitpy/krait/py"
)

// Value is a Python value, for tools that work with Python values
// directly (see RawTool).
type Value = py.Value

// maxConvertDepth bounds the nesting of Go values converted to Python, so
// a cyclic Go structure cannot recurse forever.
const maxConvertDepth = 100

// toPython converts a Go value into a Python value: nil → None, bool, all
// integer kinds → int, floats → float, complex → complex, string → str,
// []byte → bytes, *big.Int → int, slices and arrays → list, maps → dict
// (keys converted the same way), structs → dict keyed by their json field
// names, pointers and interfaces → what they point to, error → str of the
// error, and Python values unchanged.
func toPython(t *py.Thread, v any) (py.Value, error) {
	return toPythonDepth(t, reflect.ValueOf(v), 0)
}

func toPythonDepth(t *py.Thread, rv reflect.Value, depth int) (py.Value, error) {
	if depth > maxConvertDepth {
		return nil, fmt.Errorf("krait: Go value nested deeper than %d levels", maxConvertDepth)
	}
	if !rv.IsValid() {
		return py.None, nil
	}
	if rv.CanInterface() {
		switch x := rv.Interface().(type) {
		case py.Value:
			if x == nil {
				return py.None, nil
			}
			return x, nil
		case *big.Int:
			if x == nil {
				return py.None, nil
			}
			return py.NewBigInt(x), nil
		case []byte:
			return py.NewBytes(string(x)), nil
		case error:
			if rv.Kind() == reflect.Pointer && rv.IsNil() {
				return py.None, nil
			}
			return py.NewStr(x.Error()), nil
		}
	}
	switch rv.Kind() {
	case reflect.Bool:
		return py.NewBool(rv.Bool()), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return py.NewInt(rv.Int()), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		u := rv.Uint()
		if u <= 1<<63-1 {
			return py.NewInt(int64(u)), nil
		}
		return py.NewBigInt(new(big.Int).SetUint64(u)), nil
	case reflect.Float32, reflect.Float64:
		return py.Float(rv.Float()), nil
	case reflect.Complex64, reflect.Complex128:
		return py.Complex(rv.Complex()), nil
	case reflect.String:
		return py.NewStr(rv.String()), nil
	case reflect.Pointer, reflect.Interface:
		if rv.IsNil() {
			return py.None, nil
		}
		return toPythonDepth(t, rv.Elem(), depth+1)
	case reflect.Slice, reflect.Array:
		if rv.Kind() == reflect.Slice && rv.IsNil() {
			return py.NewList(nil), nil
		}
		items := make([]py.Value, rv.Len())
		for i := range items {
			x, err := toPythonDepth(t, rv.Index(i), depth+1)
			if err != nil {
				return nil, err
			}
			items[i] = x
		}
		return py.NewList(items), nil
	case reflect.Map:
		d := py.NewDict()
		iter := rv.MapRange()
		type kv struct{ k, v py.Value }
		var pairs []kv
		for iter.Next() {
			k, err := toPythonDepth(t, iter.Key(), depth+1)
			if err != nil {
				return nil, err
			}
			v, err := toPythonDepth(t, iter.Value(), depth+1)
			if err != nil {
				return nil, err
			}
			pairs = append(pairs, kv{k, v})
		}
		// Go maps have no order; sort string keys so conversions are
		// deterministic.
		sort.SliceStable(pairs, func(i, j int) bool { return keyLess(pairs[i].k, pairs[j].k) })
		for _, p := range pairs {
			if err := d.Set(t, p.k, p.v); err != nil {
				return nil, err
			}
		}
		return d, nil
	case reflect.Struct:
		d := py.NewDict()
		rt := rv.Type()
		for i := 0; i < rt.NumField(); i++ {
			f := rt.Field(i)
			if !f.IsExported() {
				continue
			}
			name, skip := jsonName(f)
			if skip {
				continue
			}
			v, err := toPythonDepth(t, rv.Field(i), depth+1)
			if err != nil {
				return nil, err
			}
			if err := d.Set(t, py.NewStr(name), v); err != nil {
				return nil, err
			}
		}
		return d, nil
	}
	return nil, fmt.Errorf("krait: cannot convert Go value of type %s to Python", rv.Type())
}

// jsonName returns a struct field's Python key: its json tag name, or its
// Go name; skip is true for `json:"-"`.
func jsonName(f reflect.StructField) (name string, skip bool) {
	tag := f.Tag.Get("json")
	if tag == "-" {
		return "", true
	}
	name, _, _ = strings.Cut(tag, ",")
	if name == "" {
		name = f.Name
	}
	return name, false
}

func keyLess(a, b py.Value) bool {
	as, aok := a.(*py.Str)
	bs, bok := b.(*py.Str)
	if aok && bok {
		return as.String() < bs.String()
	}
	ai, aok := a.(py.Int)
	bi, bok := b.(py.Int)
	if aok && bok {
		return ai < bi
	}
	return false
}

// ToGo converts a Python value to a plain Go value: None → nil, bool,
// int → int64 (or *big.Int beyond int64), float → float64, complex →
// complex128, str → string, bytes/bytearray → []byte, list/tuple/set →
// []any, dict → map[string]any when every key is a str (otherwise
// map[any]any with converted keys), and any other value → its repr-free
// Python value unchanged.
func ToGo(v py.Value) any {
	return toGoDepth(v, 0)
}

func toGoDepth(v py.Value, depth int) any {
	if depth > maxConvertDepth {
		return v
	}
	switch x := v.(type) {
	case nil, py.NoneType:
		return nil
	case py.Bool:
		return bool(x)
	case py.Int:
		return int64(x)
	case *py.BigInt:
		return new(big.Int).Set(x.Big())
	case py.Float:
		return float64(x)
	case py.Complex:
		return complex128(x)
	case *py.Str:
		return x.String()
	case *py.Bytes:
		return []byte(x.String())
	case *py.ByteArray:
		return append([]byte(nil), x.Bytes()...)
	case *py.List:
		return toGoSlice(x.Items(), depth)
	case *py.Tuple:
		return toGoSlice(x.Items(), depth)
	case *py.Set:
		return toGoSlice(x.Elements(), depth)
	case *py.FrozenSet:
		return toGoSlice(x.Elements(), depth)
	case *py.Dict:
		items := x.Items()
		allStr := true
		for _, kv := range items {
			if _, ok := kv[0].(*py.Str); !ok {
				allStr = false
				break
			}
		}
		if allStr {
			m := make(map[string]any, len(items))
			for _, kv := range items {
				m[kv[0].(*py.Str).String()] = toGoDepth(kv[1], depth+1)
			}
			return m
		}
		m := make(map[any]any, len(items))
		for _, kv := range items {
			k := toGoDepth(kv[0], depth+1)
			if k != nil && !reflect.TypeOf(k).Comparable() {
				k = fmt.Sprint(k)
			}
			m[k] = toGoDepth(kv[1], depth+1)
		}
		return m
	}
	return v
}

func toGoSlice(items []py.Value, depth int) []any {
	out := make([]any, len(items))
	for i, it := range items {
		out[i] = toGoDepth(it, depth+1)
	}
	return out
}
