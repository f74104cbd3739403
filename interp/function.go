package interp

import (
	"fmt"
	"strings"

	"github.com/kraitpy/krait/py"
)

// Function is a Python function (def or lambda) value.
type Function struct {
	in       *Interp
	code     *code
	globals  *Globals
	defaults []py.Value // defaults of the last positional parameters
	// kwdefaults holds, per keyword-only parameter, its default (nil when
	// the parameter is required).
	kwdefaults []py.Value
	closure    []*Cell
	name       string
	qualname   string
	doc        py.Value // an assigned __doc__ (nil: the code's docstring)
	module     py.Value // an assigned __module__ (nil: '__main__')
	dict       *py.Dict // arbitrary attributes (f.calls = 0), made on first store
	// annotations is __annotations__, made when first read if the def
	// had none.
	annotations *py.Dict
}

// Type returns the function type.
func (f *Function) Type() *py.Type { return FunctionType }

// PushesFrame marks Function as a py.FrameCaller: each call pushes a
// frame, which the call depth counts.
func (*Function) PushesFrame() {}

// Name returns __name__.
func (f *Function) Name() string { return f.name }

// QualName returns __qualname__.
func (f *Function) QualName() string { return f.qualname }

// Call calls the function: arguments are bound straight into the new
// frame's slots, with CPython's argument errors.
func (f *Function) Call(th *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := th.Enter(); err != nil {
		return nil, err
	}
	defer th.Leave()
	c := f.code
	fr, err := f.in.newFrame(th, c, f.globals)
	if err != nil {
		return nil, err
	}
	if err := f.bind(fr, args, kwargs); err != nil {
		f.in.release(fr)
		return nil, err
	}
	if c.generator {
		f.setupCells(fr)
		g, err := f.in.newGenerator(th, c, fr, f.name, f.qualname)
		if err != nil {
			f.in.release(fr)
			return nil, err
		}
		return g, nil
	}
	v, err := f.run(fr)
	f.in.release(fr)
	return v, err
}

// CallSelf calls the function with self as its first argument (py's
// SelfCallable: bound methods and the dunders py calls), without the
// caller allocating a [self]+args slice.
func (f *Function) CallSelf(th *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var buf [8]py.Value
	var full []py.Value
	if len(args) < len(buf) {
		full = buf[:len(args)+1]
	} else {
		full = make([]py.Value, len(args)+1)
	}
	full[0] = self
	copy(full[1:], args)
	return f.Call(th, full, kwargs)
}

// run executes the body in a frame whose parameters are bound.
func (f *Function) run(fr *frame) (py.Value, error) {
	f.setupCells(fr)
	in := f.in
	in.enter(fr)
	_, err := f.code.body(fr)
	in.leave(fr)
	if err != nil {
		return nil, err
	}
	if fr.ret == nil {
		return py.None, nil
	}
	return fr.ret, nil
}

// setupCells creates the frame's cells (moving captured parameters into
// theirs) and installs the closure.
func (f *Function) setupCells(fr *frame) {
	c := f.code
	for _, cp := range c.cellParams {
		fr.cells[cp[1]] = &Cell{Value: fr.locals[cp[0]]}
	}
	ncell := c.scope.NumCellVars
	for i := 0; i < ncell; i++ {
		if fr.cells[i] == nil {
			fr.cells[i] = &Cell{}
		}
	}
	copy(fr.cells[ncell:], f.closure)
}

// bind writes the call's arguments into the frame's parameter slots.
func (f *Function) bind(fr *frame, args []py.Value, kwargs []py.Kwarg) error {
	c := f.code
	npos := len(c.posNames)
	locals := fr.locals
	n := len(args)
	if n > npos {
		n = npos
	}
	copy(locals, args[:n])
	if c.varargs >= 0 {
		extra := []py.Value{}
		if len(args) > npos {
			extra = append(extra, args[npos:]...) //krait:alloc-ok the call's extra positional arguments, which exist (the caller built and charged them); newTuple charges the tuple next
		}
		t, err := newTuple(fr.th, extra)
		if err != nil {
			return err
		}
		locals[c.varargs] = t
	}
	var kwdict py.Value
	if c.varkw >= 0 {
		d, err := newDict(fr.th)
		if err != nil {
			return err
		}
		kwdict = d
		locals[c.varkw] = d
	}
	for _, kw := range kwargs {
		j := -1
		for i := c.posonly; i < npos; i++ {
			if c.posNames[i] == kw.Name {
				j = i
				break
			}
		}
		if j < 0 {
			for i, name := range c.kwonlyNames {
				if name == kw.Name {
					j = npos + i
					break
				}
			}
		}
		if j < 0 {
			if kwdict == nil {
				if msg := f.posonlyAsKeyword(kwargs); msg != "" {
					return py.NewTypeError("%s", msg)
				}
				return py.NewTypeError("%s() got an unexpected keyword argument '%s'", f.qualname, kw.Name)
			}
			if err := setItem(fr.th, kwdict, newStr(kw.Name), kw.Value); err != nil {
				return err
			}
			continue
		}
		if locals[j] != nil {
			return py.NewTypeError("%s() got multiple values for argument '%s'", f.qualname, kw.Name)
		}
		locals[j] = kw.Value
	}
	if len(args) > npos && c.varargs < 0 {
		return f.tooManyPositional(locals, len(args))
	}
	if len(args) < npos {
		m := npos - len(f.defaults)
		var missing []string
		for i := len(args); i < m; i++ {
			if locals[i] == nil {
				missing = append(missing, c.posNames[i]) //krait:alloc-ok at most the function's parameters (AST)
			}
		}
		if len(missing) > 0 {
			return missingArguments(f.qualname, "positional", missing)
		}
		for i := range f.defaults {
			if locals[m+i] == nil {
				locals[m+i] = f.defaults[i]
			}
		}
	}
	if len(c.kwonlyNames) > 0 {
		var missing []string
		for i, name := range c.kwonlyNames {
			if locals[npos+i] != nil {
				continue
			}
			if d := f.kwdefaults[i]; d != nil {
				locals[npos+i] = d
				continue
			}
			missing = append(missing, name)
		}
		if len(missing) > 0 {
			return missingArguments(f.qualname, "keyword-only", missing)
		}
	}
	return nil
}

func (f *Function) posonlyAsKeyword(kwargs []py.Kwarg) string {
	var names []string
	for _, name := range f.code.posNames[:f.code.posonly] {
		for _, kw := range kwargs {
			if kw.Name == name {
				names = append(names, name) //krait:alloc-ok at most the function's positional-only parameters (AST)
				break
			}
		}
	}
	if len(names) == 0 {
		return ""
	}
	return f.qualname + "() got some positional-only arguments passed as keyword arguments: '" + strings.Join(names, ", ") + "'"
}

func (f *Function) tooManyPositional(locals []py.Value, given int) error {
	c := f.code
	npos := len(c.posNames)
	kwonlyGiven := 0
	for i := range c.kwonlyNames {
		if locals[npos+i] != nil {
			kwonlyGiven++
		}
	}
	var sig string
	plural := npos != 1
	if len(f.defaults) > 0 {
		sig = "from " + itoa(npos-len(f.defaults)) + " to " + itoa(npos)
		plural = true
	} else {
		sig = itoa(npos)
	}
	kwonlySig := ""
	if kwonlyGiven > 0 {
		kwonlySig = " positional argument" + plurals(given != 1) + " (and " + itoa(kwonlyGiven) + " keyword-only argument" + plurals(kwonlyGiven != 1) + ")"
	}
	verb := "were"
	if given == 1 && kwonlyGiven == 0 {
		verb = "was"
	}
	return py.NewTypeError("%s() takes %s positional argument%s but %d%s %s given", f.qualname, sig, plurals(plural), given, kwonlySig, verb)
}

func plurals(p bool) string {
	if p {
		return "s"
	}
	return ""
}

// missingArguments is CPython's "f() missing 2 required positional
// arguments: 'a' and 'b'".
func missingArguments(qualname, kind string, names []string) error {
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = "'" + n + "'"
	}
	var list string
	switch len(quoted) {
	case 1:
		list = quoted[0]
	case 2:
		list = quoted[0] + " and " + quoted[1]
	default:
		list = strings.Join(quoted[:len(quoted)-2], ", ") + ", " + quoted[len(quoted)-2] + ", and " + quoted[len(quoted)-1]
	}
	return py.NewTypeError("%s() missing %d required %s argument%s: %s", qualname, len(names), kind, plurals(len(names) != 1), list)
}

// DescriptorGet binds the function to an instance: reading a function
// through an instance gives a bound method.
func (f *Function) DescriptorGet(t *py.Thread, instance py.Value, owner *py.Type) (py.Value, error) {
	if instance == nil {
		return f, nil
	}
	return &py.BoundMethod{Func: f, Self: instance}, nil
}

// PyRepr returns CPython's repr of a function: <function f at 0x...>
// (with the qualified name).
func (f *Function) PyRepr(t *py.Thread) (string, error) {
	return fmt.Sprintf("<function %s at 0x%x>", f.qualname, py.Id(f)), nil
}
