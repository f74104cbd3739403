package krait

import (
	"context"
	"errors"
	"fmt"
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
	if !isIdentifier(name) {
		return Tool{}, fmt.Errorf("krait: tool name %q is not a Python identifier", name)
	}
	call, params, err := wrapFunc(name, reflect.ValueOf(fn), params)
	if err != nil {
		return Tool{}, fmt.Errorf("krait: tool %q: %w", name, err)
	}
	return Tool{Name: name, Description: description, Params: params, fn: call}, nil
}

// wrapFunc makes a Go function callable from Python, as NewTool
// documents: its arguments converted from Python to the parameters'
// types, its result to Python. params are the Python parameter names (nil:
// arg0, arg1, ...); the names used are returned.
func wrapFunc(name string, rv reflect.Value, params []string) (RawFunc, []string, error) {
	if rv.Kind() != reflect.Func || rv.IsNil() {
		return nil, nil, fmt.Errorf("want a function, got %s", typeName(rv))
	}
	ft := rv.Type()
	if ft.IsVariadic() {
		return nil, nil, fmt.Errorf("variadic functions are not supported; use RawTool")
	}
	first := 0
	if ft.NumIn() > 0 && ft.In(0) == contextType {
		first = 1
	}
	nparams := ft.NumIn() - first
	if len(params) != 0 && len(params) != nparams {
		return nil, nil, fmt.Errorf("%d parameter names for %d parameters", len(params), nparams)
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
			return nil, nil, fmt.Errorf("second result must be error")
		}
	default:
		return nil, nil, fmt.Errorf("at most two results (value, error)")
	}
	params = append([]string(nil), params...)
	call := func(ctx context.Context, args []Value, kwargs []Kwarg) (Value, error) {
		if ctx == nil {
			ctx = context.Background()
		}
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
		c := &goToPy{e: executorOf(ctx)}
		defer c.close()
		v, err := c.convert(res, "", 0)
		if err != nil {
			return nil, py.NewTypeError("%s() returned a value Python cannot hold: %s", name, err.Error())
		}
		return v, nil
	}
	return call, params, nil
}

// typeName names rv's type for messages ("nil" for no value).
func typeName(rv reflect.Value) string {
	if !rv.IsValid() {
		return "nil"
	}
	return rv.Type().String()
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
