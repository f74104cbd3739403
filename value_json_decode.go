package krait

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
)

// ErrBadJSON is wrapped by the errors of typed JSON that does not decode.
var ErrBadJSON = errors.New("invalid typed JSON")

// pyValue converts a Go value to Python for the code, decoding TypedJSON
// (see SendVariables and Call.Resume); name names a Go function that
// becomes a callable.
func (e *Executor) pyValue(th *py.Thread, v any, name string) (py.Value, error) {
	if j, ok := v.(TypedJSON); ok {
		return e.decodeJSON(th, j)
	}
	c := &goToPy{e: e, th: th}
	defer c.close()
	return c.convert(reflect.ValueOf(v), name, 0)
}

// jnode is one JSON value with its object members in document order
// (Python dicts keep insertion order).
type jnode struct {
	tok          json.Token // a scalar: nil, bool, json.Number or string
	arr          []*jnode   // an array, when isArr
	keys         []string   // an object's member names, when isObj
	vals         []*jnode
	isArr, isObj bool
}

// parseJSON reads one JSON document into a tree.
func parseJSON(data []byte) (*jnode, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	n, err := parseNode(dec)
	if err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("data after the value")
	}
	return n, nil
}

func parseNode(dec *json.Decoder) (*jnode, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch tok {
	case json.Delim('['):
		n := &jnode{isArr: true}
		for dec.More() {
			it, err := parseNode(dec)
			if err != nil {
				return nil, err
			}
			n.arr = append(n.arr, it)
		}
		_, err := dec.Token()
		return n, err
	case json.Delim('{'):
		n := &jnode{isObj: true}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return nil, err
			}
			v, err := parseNode(dec)
			if err != nil {
				return nil, err
			}
			n.keys = append(n.keys, k.(string))
			n.vals = append(n.vals, v)
		}
		_, err := dec.Token()
		return n, err
	}
	return &jnode{tok: tok}, nil
}

// decodeJSON converts typed JSON to a Python value. It runs on the
// executor's own goroutine (the run's, or a host call's between runs);
// datetime values import the datetime module, subject to the policy.
func (e *Executor) decodeJSON(th *py.Thread, data []byte) (py.Value, error) {
	n, err := parseJSON(data)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadJSON, err)
	}
	d := jsonDecoder{e: e, th: th}
	v, err := d.value(n, 0)
	if err != nil {
		var le *py.LimitError
		if errors.As(err, &le) {
			return nil, err
		}
		var exc *py.Exception
		if errors.As(err, &exc) {
			err = errors.New(exc.Error())
		}
		return nil, fmt.Errorf("%w: %v", ErrBadJSON, err)
	}
	return v, nil
}

type jsonDecoder struct {
	e  *Executor
	th *py.Thread
}

func (d *jsonDecoder) value(n *jnode, depth int) (py.Value, error) {
	if depth > maxConvertDepth {
		return nil, fmt.Errorf("nested deeper than %d levels", maxConvertDepth)
	}
	if err := d.th.Tick(); err != nil {
		return nil, err
	}
	switch {
	case n.isArr:
		items, err := d.items(n.arr, depth)
		if err != nil {
			return nil, err
		}
		return py.NewList(items), nil
	case n.isObj:
		if len(n.keys) == 1 && strings.HasPrefix(n.keys[0], "$") {
			return d.typed(n.keys[0], n.vals[0], depth)
		}
		dict := py.NewDict()
		for i, k := range n.keys {
			v, err := d.value(n.vals[i], depth+1)
			if err != nil {
				return nil, err
			}
			if err := dict.Set(d.th, py.NewStr(k), v); err != nil {
				return nil, err
			}
		}
		return dict, nil
	}
	switch x := n.tok.(type) {
	case nil:
		return py.None, nil
	case bool:
		return py.NewBool(x), nil
	case string:
		return py.NewStr(x), nil
	case json.Number:
		return d.number(string(x))
	}
	return nil, fmt.Errorf("unexpected %v", n.tok)
}

// number converts a JSON number: an int unless it has a fraction or an
// exponent, as Python's json module reads it. A big int goes through
// int()'s own conversion, with its charge and its limit of 4300 digits
// (json.loads's too): math/big's decimal parsing is quadratic, and a
// 7-million-digit number sent as a variable held its session for
// minutes outside every budget.
func (d *jsonDecoder) number(s string) (py.Value, error) {
	if strings.ContainsAny(s, ".eE") {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			return nil, err
		}
		return py.Float(f), nil
	}
	if i, err := strconv.ParseInt(s, 10, 64); err == nil {
		return py.NewInt(i), nil
	}
	return py.ToInt(d.th, py.NewStr(s))
}

func (d *jsonDecoder) items(nodes []*jnode, depth int) ([]py.Value, error) {
	items := make([]py.Value, len(nodes))
	for i, it := range nodes {
		v, err := d.value(it, depth+1)
		if err != nil {
			return nil, err
		}
		items[i] = v
	}
	return items, nil
}

// typed decodes the typed form {tag: n}.
func (d *jsonDecoder) typed(tag string, n *jnode, depth int) (py.Value, error) {
	str, isStr := n.tok.(string)
	bad := func(want string) error { return fmt.Errorf("%s wants %s", tag, want) }
	switch tag {
	case "$tuple", "$set", "$frozenset", "$dict", "$complex", "$timedelta":
		if !n.isArr {
			return nil, bad("an array")
		}
	case "$bytes", "$bytearray", "$float", "$datetime", "$date", "$time":
		if !isStr {
			return nil, bad("a string")
		}
	case "$object":
		return nil, errors.New("$object values are krait's description of values JSON cannot hold; they cannot be sent back")
	default:
		return nil, fmt.Errorf("unknown typed form %q (a dict whose only key starts with $ is sent as {\"$dict\": [[key, value]]})", tag)
	}
	switch tag {
	case "$tuple":
		items, err := d.items(n.arr, depth)
		if err != nil {
			return nil, err
		}
		return py.NewTuple(items), nil
	case "$set", "$frozenset":
		items, err := d.items(n.arr, depth)
		if err != nil {
			return nil, err
		}
		if tag == "$frozenset" {
			return py.NewFrozenSetFrom(d.th, py.NewList(items))
		}
		return py.NewSetFrom(d.th, py.NewList(items))
	case "$dict":
		dict := py.NewDict()
		for _, pair := range n.arr {
			if !pair.isArr || len(pair.arr) != 2 {
				return nil, bad("[key, value] pairs")
			}
			kv, err := d.items(pair.arr, depth)
			if err != nil {
				return nil, err
			}
			if err := dict.Set(d.th, kv[0], kv[1]); err != nil {
				return nil, err
			}
		}
		return dict, nil
	case "$complex":
		parts, err := d.items(n.arr, depth)
		if err != nil {
			return nil, err
		}
		if len(parts) != 2 {
			return nil, bad("[real, imag]")
		}
		re, ok1 := floatOf(parts[0])
		im, ok2 := floatOf(parts[1])
		if !ok1 || !ok2 {
			return nil, bad("two numbers")
		}
		return py.Complex(complex(re, im)), nil
	case "$float":
		switch str {
		case "nan":
			return py.Float(math.NaN()), nil
		case "inf":
			return py.Float(math.Inf(1)), nil
		case "-inf":
			return py.Float(math.Inf(-1)), nil
		}
		return nil, bad(`"nan", "inf" or "-inf"`)
	case "$bytes", "$bytearray":
		b, err := base64.StdEncoding.DecodeString(str)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", tag, err)
		}
		if tag == "$bytes" {
			return py.NewBytes(string(b)), nil
		}
		return py.NewByteArray(b), nil
	case "$timedelta":
		parts, err := d.items(n.arr, depth)
		if err != nil {
			return nil, err
		}
		if len(parts) != 3 {
			return nil, bad("[days, seconds, microseconds]")
		}
		return d.datetimeCall("timedelta", "", nil, []py.Kwarg{{Name: "days", Value: parts[0]}, {Name: "seconds", Value: parts[1]}, {Name: "microseconds", Value: parts[2]}})
	}
	class := py.LibName("datetime")
	switch tag {
	case "$date":
		class = "date"
	case "$time":
		class = "time"
	}
	return d.datetimeCall(class, "fromisoformat", []py.Value{py.NewStr(str)}, nil)
}

// datetimeCall calls the datetime module's class (or its classmethod
// method, when not empty).
func (d *jsonDecoder) datetimeCall(class, method py.LibName, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	mod, err := d.e.in.Import(d.th, "datetime")
	if err != nil {
		return nil, fmt.Errorf("$%s values need the datetime module: %v", class, err)
	}
	f, err := py.GetAttr(d.th, mod, class)
	if err == nil && method != "" {
		f, err = py.GetAttr(d.th, f, method)
	}
	if err != nil {
		return nil, err
	}
	return py.Call(d.th, f, args, kwargs)
}

func floatOf(v py.Value) (float64, bool) {
	switch x := v.(type) {
	case py.Float:
		return float64(x), true
	case py.Int:
		return float64(x), true
	}
	return 0, false
}
