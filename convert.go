package krait

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"reflect"
	"sort"
	"strings"
	"time"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/datetime"
)

// Value is a Python value, for tools that work with Python values
// directly (see RawTool).
type Value = py.Value

// maxConvertDepth bounds the nesting of values converted either way, so a
// cyclic Go structure cannot recurse forever.
const maxConvertDepth = 100

// ToPython converts a Go value to Python by the package's table (see the
// package documentation): the conversion SendVariables and tool results
// use. It may be called between runs and by tools during a run; called
// while another call is in progress (from another goroutine) it returns
// ErrConcurrentUse, as the Executor's other methods do: converting a
// time.Time imports datetime into the executor's interpreter.
func (e *Executor) ToPython(v any) (Value, error) {
	if e.inTool.Load() == 0 {
		if err := e.acquire(); err != nil {
			return nil, err
		}
		defer e.release()
	}
	return e.toPython(nil, v)
}

// toPython converts v on the thread th (nil: a scratch thread when one is
// needed).
func (e *Executor) toPython(th *py.Thread, v any) (py.Value, error) {
	c := &goToPy{e: e, th: th}
	defer c.close()
	return c.convert(reflect.ValueOf(v), "", 0)
}

// executorOf returns the executor of the run a tool is called from.
func executorOf(ctx context.Context) *Executor {
	if r, ok := ctx.Value(runKey{}).(*Run); ok {
		return r.e
	}
	return nil
}

// goToPy is one Go-to-Python conversion.
type goToPy struct {
	e   *Executor // nil: no executor (see datetime)
	th  *py.Thread
	own bool     // th is a scratch thread of this conversion
	dtm py.Value // the executor's datetime module, once loaded
	// done maps each Go slice and map converted so far to its Python
	// value, so a structure that shares parts converts each part once.
	done map[shareKey]py.Value
}

// shareKey identifies a Go slice (its array, length and type) or map.
type shareKey struct {
	typ reflect.Type
	ptr uintptr
	n   int
}

func (c *goToPy) close() {
	if c.own {
		c.th.Close()
	}
}

// thread returns a thread for work that needs one.
func (c *goToPy) thread() *py.Thread {
	if c.th == nil {
		c.th = py.NewThread(context.Background(), py.Limits{}, io.Discard)
		c.own = true
	}
	return c.th
}

// datetime returns the executor's datetime module: the classes code sees.
func (c *goToPy) datetime() (py.Value, error) {
	if c.dtm != nil {
		return c.dtm, nil
	}
	var m py.Value
	var err error
	if c.e == nil {
		// No executor (GoRepr): a private module gives the same values
		// and reprs, with classes no code sees.
		m, err = datetime.Load(c.thread())
	} else {
		m, err = c.e.in.Import(c.thread(), "datetime")
	}
	if err != nil {
		return nil, err
	}
	c.dtm = m
	return m, nil
}

var (
	timeType     = reflect.TypeOf(time.Time{})
	durationType = reflect.TypeOf(time.Duration(0))
	bigIntType   = reflect.TypeOf((*big.Int)(nil))
)

// convert converts rv; name names a Go function that becomes a callable.
func (c *goToPy) convert(rv reflect.Value, name string, depth int) (py.Value, error) {
	if rv.IsValid() && (rv.Kind() == reflect.Slice || rv.Kind() == reflect.Map) && rv.Len() > 0 {
		k := shareKey{rv.Type(), rv.Pointer(), rv.Len()}
		if v, ok := c.done[k]; ok {
			return v, nil
		}
		v, err := c.convertValue(rv, name, depth)
		if err == nil {
			if c.done == nil {
				c.done = map[shareKey]py.Value{}
			}
			c.done[k] = v
		}
		return v, err
	}
	return c.convertValue(rv, name, depth)
}

func (c *goToPy) convertValue(rv reflect.Value, name string, depth int) (py.Value, error) {
	if depth > maxConvertDepth {
		return nil, fmt.Errorf("value nested deeper than %d levels", maxConvertDepth)
	}
	if !rv.IsValid() {
		return py.None, nil
	}
	switch rv.Type() {
	case timeType:
		m, err := c.datetime()
		if err != nil {
			return nil, err
		}
		t := rv.Interface().(time.Time)
		return datetime.FromTime(m, t, t.Location() == Naive)
	case durationType:
		m, err := c.datetime()
		if err != nil {
			return nil, err
		}
		return datetime.FromDuration(m, time.Duration(rv.Int()))
	case bigIntType:
		if rv.IsNil() {
			return py.None, nil
		}
		return py.NewBigInt(new(big.Int).Set(rv.Interface().(*big.Int))), nil
	}
	if rv.CanInterface() {
		switch x := rv.Interface().(type) {
		case py.Value:
			if x == nil || (rv.Kind() == reflect.Pointer && rv.IsNil()) {
				return py.None, nil
			}
			return x, nil
		case Tuple:
			items, err := c.items(reflect.ValueOf([]any(x)), depth)
			if err != nil {
				return nil, err
			}
			return py.NewTuple(items), nil
		case Set:
			return c.set(x, false, depth)
		case FrozenSet:
			return c.set(x, true, depth)
		case Dict:
			d := py.NewDict()
			for _, it := range x {
				k, err := c.convert(reflect.ValueOf(it.Key), "", depth+1)
				if err != nil {
					return nil, err
				}
				v, err := c.convert(reflect.ValueOf(it.Value), "", depth+1)
				if err != nil {
					return nil, err
				}
				if err := d.Set(c.th, k, v); err != nil {
					return nil, err
				}
			}
			return d, nil
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
		return c.convert(rv.Elem(), name, depth+1)
	case reflect.Slice:
		if rv.Type().Elem().Kind() == reflect.Uint8 {
			return py.NewBytes(string(rv.Bytes())), nil
		}
		if rv.IsNil() {
			return py.NewList(nil), nil
		}
		items, err := c.items(rv, depth)
		if err != nil {
			return nil, err
		}
		return py.NewList(items), nil
	case reflect.Array:
		items, err := c.items(rv, depth)
		if err != nil {
			return nil, err
		}
		return py.NewList(items), nil
	case reflect.Map:
		return c.mapping(rv, depth)
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
			v, err := c.convert(rv.Field(i), name, depth+1)
			if err != nil {
				return nil, err
			}
			if err := d.Set(c.th, py.NewStr(name), v); err != nil {
				return nil, err
			}
		}
		return d, nil
	case reflect.Func:
		if rv.IsNil() {
			return py.None, nil
		}
		if name == "" {
			name = "function"
		}
		call, _, err := wrapFunc(name, rv, nil)
		if err != nil {
			return nil, err
		}
		return py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return call(t.Ctx, args, kwargs)
		}), nil
	}
	return nil, fmt.Errorf("cannot convert Go value of type %s to Python", rv.Type())
}

func (c *goToPy) items(rv reflect.Value, depth int) ([]py.Value, error) {
	items := make([]py.Value, rv.Len())
	for i := range items {
		x, err := c.convert(rv.Index(i), "", depth+1)
		if err != nil {
			return nil, err
		}
		items[i] = x
	}
	return items, nil
}

func (c *goToPy) set(elems []any, frozen bool, depth int) (py.Value, error) {
	items, err := c.items(reflect.ValueOf(elems), depth)
	if err != nil {
		return nil, err
	}
	if frozen {
		return py.NewFrozenSetFrom(c.thread(), py.NewTuple(items))
	}
	s := py.NewSet()
	for _, it := range items {
		if err := s.Add(c.thread(), it); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// mapping converts a Go map to a dict; Go maps have no order, so the
// entries are sorted by key (strings, then numbers) to be deterministic.
func (c *goToPy) mapping(rv reflect.Value, depth int) (py.Value, error) {
	d := py.NewDict()
	type kv struct{ k, v py.Value }
	pairs := make([]kv, 0, rv.Len())
	iter := rv.MapRange()
	for iter.Next() {
		k, err := c.convert(iter.Key(), "", depth+1)
		if err != nil {
			return nil, err
		}
		v, err := c.convert(iter.Value(), "", depth+1)
		if err != nil {
			return nil, err
		}
		pairs = append(pairs, kv{k, v})
	}
	sort.SliceStable(pairs, func(i, j int) bool { return keyLess(pairs[i].k, pairs[j].k) })
	for _, p := range pairs {
		if err := d.Set(c.thread(), p.k, p.v); err != nil {
			return nil, err
		}
	}
	return d, nil
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

// keyLess orders converted map keys: strs by text, ints by value, and
// strs before ints.
func keyLess(a, b py.Value) bool {
	as, aok := a.(*py.Str)
	bs, bok := b.(*py.Str)
	if aok && bok {
		return as.String() < bs.String()
	}
	ai, aiok := a.(py.Int)
	bi, biok := b.(py.Int)
	if aiok && biok {
		return ai < bi
	}
	return aok && biok
}
