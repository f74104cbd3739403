package krait

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/kraitpy/krait/internal/pyfmt"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/datetime"
)

// TypedJSON is a Python value in krait's typed JSON, the value encoding of
// `krait serve` (docs/service.md, "Values"): null, booleans, numbers
// (integers without a fraction or exponent, floats with one), strings,
// arrays (lists) and objects (dicts with str keys) are themselves; an
// object with exactly one member whose name starts with "$" is a typed
// form for what JSON lacks: {"$tuple": [...]}, {"$set": [...]},
// {"$frozenset": [...]}, {"$bytes": "base64"}, {"$bytearray": "base64"},
// {"$complex": [re, im]}, {"$float": "nan" | "inf" | "-inf"},
// {"$dict": [[key, value], ...]} (keys that are not str, or a lone "$"
// key), {"$datetime": "ISO 8601"}, {"$date": ...}, {"$time": ...},
// {"$timedelta": [days, seconds, microseconds]}, and, from krait only,
// {"$object": {"type": "module.Name", "repr": "..."}}.
//
// SendVariables and Call.Resume accept a TypedJSON where they take a Go
// value and decode it into Python values of the executor.
type TypedJSON []byte

// MarshalJSON returns the typed JSON as it is, so a TypedJSON nests in
// documents written with encoding/json.
func (j TypedJSON) MarshalJSON() ([]byte, error) {
	if len(j) == 0 {
		return []byte("null"), nil
	}
	return j, nil
}

// UnmarshalJSON keeps a copy of the JSON text.
func (j *TypedJSON) UnmarshalJSON(data []byte) error {
	*j = append((*j)[:0], data...)
	return nil
}

// UnencodableError reports a value outside the typed family given to
// MarshalValue.
type UnencodableError struct {
	Type string // the value's type, e.g. "Point" or "collections.deque"
}

func (e *UnencodableError) Error() string {
	return fmt.Sprintf("a value of type '%s' cannot be sent as JSON (send None, bool, int, float, complex, str, bytes, list, tuple, dict, set, datetime values or containers of them)", e.Type)
}

// MarshalValue returns v as typed JSON. It runs no Python code, so it may
// read the arguments of a paused call; a value outside the typed family
// (an instance of a class, a module, a function, a container nested more
// than 100 deep, ...) is an *UnencodableError, and a value whose JSON
// would pass MaxValueJSON is ErrValueTooLarge.
func MarshalValue(v Value) (TypedJSON, error) {
	enc := jsonEncoder{}
	if err := enc.value(v, 0); err != nil {
		return nil, err
	}
	if err := enc.grow(); err != nil {
		return nil, err
	}
	return enc.buf, nil
}

// MarshalResult returns v as typed JSON together with its repr and its
// str, all computed under the executor's limits: values outside the typed
// family become {"$object": {"type": ..., "repr": ...}}. It may run the
// code's __repr__ and __str__ methods, so it is refused while a run is in
// progress.
func (e *Executor) MarshalResult(ctx context.Context, v Value) (data TypedJSON, repr, str string, err error) {
	if v == nil {
		v = py.None
	}
	err = e.render(ctx, func(th *py.Thread) error {
		r, err := marshalResult(th, v)
		data, repr, str = r.JSON, r.Repr, r.Str
		return err
	})
	return data, repr, str, err
}

// Rendered is a run's result as MarshalResult renders it, computed inside
// the run when Options.RenderResult is set.
type Rendered struct {
	// JSON is the typed JSON of the value.
	JSON TypedJSON
	// Repr and Str are repr(value) and str(value).
	Repr, Str string
}

// marshalResult renders v on th: its typed JSON, repr and str.
func marshalResult(th *py.Thread, v Value) (Rendered, error) {
	var r Rendered
	var err error
	if r.Repr, err = py.Repr(th, v); err != nil {
		return r, err
	}
	enc := jsonEncoder{th: th, top: v, topRepr: r.Repr}
	if err := enc.value(v, 0); err != nil {
		return r, err
	}
	if err := enc.grow(); err != nil {
		return r, err
	}
	r.JSON = enc.buf
	r.Str, err = py.ToStr(th, v)
	return r, err
}

// jsonEncoder writes typed JSON. With a thread, values outside the typed
// family are written as $object with their repr; without, they are an
// error.
//
// The text it writes is charged as it grows: with a thread, to the
// executor's memory budget; without one, up to MaxValueJSON bytes. Its
// size is not bounded by the value's: a list that holds itself twice,
// 40 levels deep (x = [x, x]), is 2**40 leaves in JSON, and a `krait
// serve` result of it grew the server past 4 GiB.
type jsonEncoder struct {
	buf     []byte
	th      *py.Thread
	charged int // bytes of buf charged so far
	// top, when set, is a value whose repr is known already (topRepr):
	// a result rendered with its repr runs __repr__ once.
	top     py.Value
	topRepr string
}

// MaxValueJSON is the largest typed JSON that MarshalValue writes (a
// paused call's arguments): 64 MiB.
const MaxValueJSON = 64 << 20

// ErrValueTooLarge is returned by MarshalValue for a value whose typed
// JSON would be larger than MaxValueJSON.
var ErrValueTooLarge = errors.New("the value's JSON is larger than 64 MiB")

// grow charges what was written since the last charge, in steps of
// 4 KiB.
func (enc *jsonEncoder) grow() error {
	n := len(enc.buf) - enc.charged
	if n < 4096 {
		return nil
	}
	enc.charged = len(enc.buf)
	if enc.th != nil {
		return enc.th.Alloc(int64(n))
	}
	if len(enc.buf) > MaxValueJSON {
		return ErrValueTooLarge
	}
	return nil
}

func (enc *jsonEncoder) value(v py.Value, depth int) error {
	if err := enc.grow(); err != nil {
		return err
	}
	if depth > maxConvertDepth {
		return enc.opaque(v)
	}
	switch x := v.(type) {
	case nil, py.NoneType:
		enc.buf = append(enc.buf, "null"...)
	case py.Bool:
		enc.buf = strconv.AppendBool(enc.buf, bool(x))
	case py.Int:
		enc.buf = strconv.AppendInt(enc.buf, int64(x), 10)
	case *py.BigInt:
		enc.buf = x.Big().Append(enc.buf, 10)
	case py.Float:
		enc.float(float64(x))
	case py.Complex:
		enc.open("$complex")
		enc.buf = append(enc.buf, '[')
		enc.float(real(complex128(x)))
		enc.buf = append(enc.buf, ',')
		enc.float(imag(complex128(x)))
		enc.buf = append(enc.buf, "]}"...)
	case *py.Str:
		enc.buf = appendJSONString(enc.buf, x.String())
	case *py.Bytes:
		enc.open("$bytes")
		enc.buf = appendJSONString(enc.buf, base64.StdEncoding.EncodeToString([]byte(x.String())))
		enc.buf = append(enc.buf, '}')
	case *py.ByteArray:
		enc.open("$bytearray")
		enc.buf = appendJSONString(enc.buf, base64.StdEncoding.EncodeToString(x.Bytes()))
		enc.buf = append(enc.buf, '}')
	case *py.List:
		return enc.array(x.Items(), depth)
	case *py.Tuple:
		return enc.tagged("$tuple", x.Items(), depth)
	case *py.Set:
		return enc.tagged("$set", x.Elements(), depth)
	case *py.FrozenSet:
		return enc.tagged("$frozenset", x.Elements(), depth)
	case *py.Dict:
		return enc.dict(x, depth)
	default:
		d, ok := datetime.Describe(v)
		if !ok {
			return enc.opaque(v)
		}
		enc.open("$" + d.Kind)
		if d.Kind == "timedelta" {
			enc.buf = fmt.Appendf(enc.buf, "[%d,%d,%d]}", d.Days, d.Seconds, d.Micros)
		} else {
			enc.buf = appendJSONString(enc.buf, d.ISO)
			enc.buf = append(enc.buf, '}')
		}
	}
	return nil
}

// open starts the typed form named tag: `{"tag":`.
func (enc *jsonEncoder) open(tag string) {
	enc.buf = append(enc.buf, '{')
	enc.buf = appendJSONString(enc.buf, tag)
	enc.buf = append(enc.buf, ':')
}

func (enc *jsonEncoder) float(f float64) {
	switch {
	case math.IsNaN(f):
		enc.buf = append(enc.buf, `{"$float":"nan"}`...)
	case math.IsInf(f, 1):
		enc.buf = append(enc.buf, `{"$float":"inf"}`...)
	case math.IsInf(f, -1):
		enc.buf = append(enc.buf, `{"$float":"-inf"}`...)
	default:
		enc.buf = pyfmt.AppendFloatRepr(enc.buf, f)
	}
}

func (enc *jsonEncoder) array(items []py.Value, depth int) error {
	enc.buf = append(enc.buf, '[')
	for i, it := range items {
		if i > 0 {
			enc.buf = append(enc.buf, ',')
		}
		if err := enc.value(it, depth+1); err != nil {
			return err
		}
	}
	enc.buf = append(enc.buf, ']')
	return nil
}

func (enc *jsonEncoder) tagged(tag string, items []py.Value, depth int) error {
	enc.open(tag)
	if err := enc.array(items, depth); err != nil {
		return err
	}
	enc.buf = append(enc.buf, '}')
	return nil
}

// dict writes a dict whose keys are all str as an object, and any other
// (or one whose only key starts with "$", which would read as a typed
// form) as {"$dict": [[key, value], ...]}.
func (enc *jsonEncoder) dict(d *py.Dict, depth int) error {
	items := d.Items()
	plain := true
	for _, kv := range items {
		if _, ok := kv[0].(*py.Str); !ok {
			plain = false
			break
		}
	}
	if plain && len(items) == 1 && strings.HasPrefix(items[0][0].(*py.Str).String(), "$") {
		plain = false
	}
	if !plain {
		enc.open("$dict")
		enc.buf = append(enc.buf, '[')
		for i, kv := range items {
			if i > 0 {
				enc.buf = append(enc.buf, ',')
			}
			if err := enc.array(kv[:], depth+1); err != nil {
				return err
			}
		}
		enc.buf = append(enc.buf, "]}"...)
		return nil
	}
	enc.buf = append(enc.buf, '{')
	for i, kv := range items {
		if i > 0 {
			enc.buf = append(enc.buf, ',')
		}
		enc.buf = appendJSONString(enc.buf, kv[0].(*py.Str).String())
		enc.buf = append(enc.buf, ':')
		if err := enc.value(kv[1], depth+1); err != nil {
			return err
		}
	}
	enc.buf = append(enc.buf, '}')
	return nil
}

// opaque writes a value outside the typed family as $object, or fails
// without a thread to compute its repr.
func (enc *jsonEncoder) opaque(v py.Value) error {
	typ := v.Type()
	name := typ.QualName()
	if typ.Module != "" && typ.Module != "builtins" {
		name = typ.Module + "." + name
	}
	if enc.th == nil {
		return &UnencodableError{Type: name}
	}
	var repr string
	var err error
	if enc.top != nil && py.Is(v, enc.top) {
		repr = enc.topRepr
	} else {
		repr, err = py.Repr(enc.th, v)
	}
	if err != nil {
		var exc *py.Exception
		if !errors.As(err, &exc) {
			return err
		}
		repr = "<" + name + " object>"
	}
	enc.open("$object")
	enc.buf = append(enc.buf, `{"type":`...)
	enc.buf = appendJSONString(enc.buf, name)
	enc.buf = append(enc.buf, `,"repr":`...)
	enc.buf = appendJSONString(enc.buf, repr)
	enc.buf = append(enc.buf, "}}"...)
	return nil
}

// appendJSONString appends s as a JSON string; bytes that are not UTF-8
// become U+FFFD.
func appendJSONString(buf []byte, s string) []byte {
	const hex = "0123456789abcdef"
	buf = append(buf, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf {
			i++
			continue
		}
		if c < utf8.RuneSelf {
			buf = append(buf, s[start:i]...)
			switch c {
			case '"', '\\':
				buf = append(buf, '\\', c)
			case '\n':
				buf = append(buf, '\\', 'n')
			case '\r':
				buf = append(buf, '\\', 'r')
			case '\t':
				buf = append(buf, '\\', 't')
			default:
				buf = append(buf, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			buf = append(buf, s[start:i]...)
			buf = append(buf, `\ufffd`...)
			i++
			start = i
			continue
		}
		i += size
	}
	buf = append(buf, s[start:]...)
	return append(buf, '"')
}
