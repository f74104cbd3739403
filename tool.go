package krait

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"reflect"
	"strings"

	"github.com/kraitpy/krait/py"
)

// Kwarg is one keyword argument of a Python call.
type Kwarg = py.Kwarg

// RawFunc is a tool implemented on Python values directly.
type RawFunc func(ctx context.Context, args []Value, kwargs []Kwarg) (Value, error)

// Tool is a Go function callable from Python code under Name. Tools are
// "static": Python code cannot rebind their names.
type Tool struct {
	Name        string
	Description string
	// Params are the Python parameter names, in order (empty for a raw
	// tool, which receives its arguments as given).
	Params []string
	fn     RawFunc
}

// RawTool returns a tool that receives Python values unconverted.
func RawTool(name, description string, fn RawFunc) Tool {
	return Tool{Name: name, Description: description, fn: fn}
}

var (
	contextType = reflect.TypeOf((*context.Context)(nil)).Elem()
	errorType   = reflect.TypeOf((*error)(nil)).Elem()
	valueType   = reflect.TypeOf((*py.Value)(nil)).Elem()
)

// NewTool wraps an ordinary Go function as a tool. fn may take a leading
// context.Context; its remaining parameters receive the Python arguments,
// positionally or by the keyword names given in params (one per
// parameter), converted from Python to the parameter's Go type. fn returns
// a value, a value and an error, or only an error; the value is converted
// to Python (see the package documentation), and a non-nil error becomes a
// Python exception in the calling code (a *py.Exception is raised as it
// is; any other error as RuntimeError with the error's text).
func NewTool(name, description string, fn any, params ...string) (Tool, error) {
	rv := reflect.ValueOf(fn)
	if rv.Kind() != reflect.Func || rv.IsNil() {
		return Tool{}, fmt.Errorf("krait: tool %q: want a function, got %T", name, fn)
	}
	ft := rv.Type()
	if ft.IsVariadic() {
		return Tool{}, fmt.Errorf("krait: tool %q: variadic functions are not supported; use RawTool", name)
	}
	first := 0
	if ft.NumIn() > 0 && ft.In(0) == contextType {
		first = 1
	}
	nparams := ft.NumIn() - first
	if len(params) != 0 && len(params) != nparams {
		return Tool{}, fmt.Errorf("krait: tool %q: %d parameter names for %d parameters", name, len(params), nparams)
	}
	if len(params) == 0 {
		for i := 0; i < nparams; i++ {
			params = append(params, fmt.Sprintf("arg%d", i))
		}
	}
	switch ft.NumOut() {
	case 0:
	case 1:
	case 2:
		if ft.Out(1) != errorType {
			return Tool{}, fmt.Errorf("krait: tool %q: second result must be error", name)
		}
	default:
		return Tool{}, fmt.Errorf("krait: tool %q: at most two results (value, error)", name)
	}
	params = append([]string(nil), params...)
	call := func(ctx context.Context, args []Value, kwargs []Kwarg) (Value, error) {
		in := make([]reflect.Value, ft.NumIn())
		if first == 1 {
			in[0] = reflect.ValueOf(ctx)
		}
		got := make([]py.Value, nparams)
		if len(args) > nparams {
			return nil, py.NewTypeError("%s() takes %d positional arguments but %d were given", name, nparams, len(args))
		}
		copy(got, args)
		for _, kw := range kwargs {
			i := indexOf(params, kw.Name)
			if i < 0 {
				return nil, py.NewTypeError("%s() got an unexpected keyword argument '%s'", name, kw.Name)
			}
			if got[i] != nil {
				return nil, py.NewTypeError("%s() got multiple values for argument '%s'", name, kw.Name)
			}
			got[i] = kw.Value
		}
		for i, v := range got {
			if v == nil {
				return nil, py.NewTypeError("%s() missing required argument: '%s'", name, params[i])
			}
			gv, err := fromPython(v, ft.In(first+i), 0)
			if err != nil {
				return nil, py.NewTypeError("%s() argument '%s': %s", name, params[i], err.Error())
			}
			in[first+i] = gv
		}
		out := rv.Call(in)
		var res reflect.Value
		var errv error
		switch len(out) {
		case 1:
			if ft.Out(0) == errorType {
				errv, _ = out[0].Interface().(error)
			} else {
				res = out[0]
			}
		case 2:
			res = out[0]
			errv, _ = out[1].Interface().(error)
		}
		if errv != nil {
			return nil, toolError(nil, errv)
		}
		if !res.IsValid() {
			return py.None, nil
		}
		return toPythonDepth(nil, res, 0)
	}
	return Tool{Name: name, Description: description, Params: params, fn: call}, nil
}

// toolError turns a tool's Go error into what the Python code sees: a
// *py.Exception or a limit error as it is, a *HostError as the exception
// it names, anything else as RuntimeError with the error's text. t may be
// nil.
func toolError(t *py.Thread, err error) error {
	var exc *py.Exception
	var le *py.LimitError
	var he *HostError
	switch {
	case errors.As(err, &exc), errors.As(err, &le):
		return err
	case errors.As(err, &he):
		return hostException(t, he)
	}
	return py.NewRuntimeError("%s", err.Error())
}

// hostException makes the Python exception a HostError names: a built-in
// exception class by its name, or a new subclass of Exception (named
// "Name" or "module.Name").
func hostException(t *py.Thread, he *HostError) error {
	module, name := "builtins", he.Type
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		module, name = name[:i], name[i+1:]
	}
	valid := isIdentifier(name)
	for _, part := range strings.Split(module, ".") {
		valid = valid && isIdentifier(part)
	}
	if !valid {
		return py.NewRuntimeError("%s", he.Error())
	}
	if module == "builtins" {
		for _, typ := range py.ExceptionTypes() {
			if typ.Name == name {
				return py.NewException(typ, he.Message)
			}
		}
	}
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr(module))
	ns.SetStr("__qualname__", py.NewStr(name))
	cls, err := py.NewClass(t, name, []*py.Type{py.ExceptionType}, ns)
	if err != nil {
		return err
	}
	return py.NewException(cls, he.Message)
}

func indexOf(xs []string, s string) int {
	for i, x := range xs {
		if x == s {
			return i
		}
	}
	return -1
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
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		i, ok := intOf(v)
		if !ok {
			return fail()
		}
		out := reflect.New(want).Elem()
		if out.OverflowInt(i) {
			return reflect.Value{}, fmt.Errorf("%d overflows %s", i, want)
		}
		out.SetInt(i)
		return out, nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		i, ok := intOf(v)
		if !ok {
			return fail()
		}
		out := reflect.New(want).Elem()
		if i < 0 || out.OverflowUint(uint64(i)) {
			return reflect.Value{}, fmt.Errorf("%d out of range for %s", i, want)
		}
		out.SetUint(uint64(i))
		return out, nil
	case reflect.Float32, reflect.Float64:
		var f float64
		switch x := v.(type) {
		case py.Float:
			f = float64(x)
		case py.Int:
			f = float64(x)
		case *py.BigInt:
			f, _ = new(big.Float).SetInt(x.Big()).Float64()
		default:
			return fail()
		}
		out := reflect.New(want).Elem()
		if want.Kind() == reflect.Float32 && math.Abs(f) > math.MaxFloat32 && !math.IsInf(f, 0) {
			return reflect.Value{}, fmt.Errorf("%g overflows float32", f)
		}
		out.SetFloat(f)
		return out, nil
	case reflect.String:
		s, ok := v.(*py.Str)
		if !ok {
			return fail()
		}
		return reflect.ValueOf(s.String()).Convert(want), nil
	case reflect.Slice:
		if want.Elem().Kind() == reflect.Uint8 {
			if b, ok := v.(*py.Bytes); ok {
				return reflect.ValueOf([]byte(b.String())).Convert(want), nil
			}
		}
		var items []py.Value
		switch x := v.(type) {
		case *py.List:
			items = x.Items()
		case *py.Tuple:
			items = x.Items()
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

// intOf returns a Python int (or bool) as int64.
func intOf(v py.Value) (int64, bool) {
	switch x := v.(type) {
	case py.Int:
		return int64(x), true
	case py.Bool:
		if x {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}
