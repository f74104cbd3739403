package client

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/kraitpy/krait"
)

// Go forms of typed JSON (docs/service.md, "Values"). Values decode as
// krait.ToGo gives them in process (krait.Tuple, krait.Set,
// krait.FrozenSet, krait.Dict, time.Time with krait.Naive for a naive
// datetime, time.Duration); these are the forms ToGo has no Go type for.
type (
	// Date is a datetime.date and Time a datetime.time, in ISO 8601.
	Date string
	Time string
	// Object is a value JSON cannot hold, described by the server.
	Object struct {
		Type string `json:"type"`
		Repr string `json:"repr"`
	}
)

// String returns the object's repr.
func (o Object) String() string { return o.Repr }

// Decode converts typed JSON to Go as krait.ToGo converts the Python
// value it stands for: null → nil, true/false → bool, integers → int64
// (*big.Int beyond), floats → float64, strings → string, arrays → []any,
// objects → map[string]any, and the typed forms to krait.Tuple,
// krait.Set, krait.FrozenSet, []byte (bytes and bytearray), complex128,
// float64 (nan/inf), krait.Dict, time.Time (in krait.Naive for a naive
// datetime), time.Duration (timedelta), and Date, Time and Object.
func Decode(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var raw any
	if err := dec.Decode(&raw); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("client: data after the JSON value")
	}
	return decodeValue(raw)
}

// decodeValue converts a value decoded by encoding/json (with UseNumber).
// Objects become maps, so their key order is lost, as in any Go map.
func decodeValue(v any) (any, error) {
	switch x := v.(type) {
	case nil, bool, string:
		return x, nil
	case json.Number:
		s := x.String()
		if strings.ContainsAny(s, ".eE") {
			return strconv.ParseFloat(s, 64)
		}
		if i, err := strconv.ParseInt(s, 10, 64); err == nil {
			return i, nil
		}
		b, ok := new(big.Int).SetString(s, 10)
		if !ok {
			return nil, fmt.Errorf("client: bad number %q", s)
		}
		return b, nil
	case []any:
		out := make([]any, len(x))
		for i, it := range x {
			d, err := decodeValue(it)
			if err != nil {
				return nil, err
			}
			out[i] = d
		}
		return out, nil
	case map[string]any:
		if len(x) == 1 {
			for k, payload := range x {
				if strings.HasPrefix(k, "$") {
					return decodeTyped(k, payload)
				}
			}
		}
		out := make(map[string]any, len(x))
		for k, it := range x {
			d, err := decodeValue(it)
			if err != nil {
				return nil, err
			}
			out[k] = d
		}
		return out, nil
	}
	return nil, fmt.Errorf("client: unexpected %T", v)
}

func decodeTyped(tag string, payload any) (any, error) {
	items := func() ([]any, error) {
		arr, ok := payload.([]any)
		if !ok {
			return nil, fmt.Errorf("client: %s wants an array", tag)
		}
		d, err := decodeValue(arr)
		if err != nil {
			return nil, err
		}
		return d.([]any), nil
	}
	str, _ := payload.(string)
	switch tag {
	case "$tuple":
		v, err := items()
		return krait.Tuple(v), err
	case "$set":
		v, err := items()
		return krait.Set(v), err
	case "$frozenset":
		v, err := items()
		return krait.FrozenSet(v), err
	case "$bytes", "$bytearray":
		return base64.StdEncoding.DecodeString(str)
	case "$float":
		switch str {
		case "nan":
			return math.NaN(), nil
		case "inf":
			return math.Inf(1), nil
		case "-inf":
			return math.Inf(-1), nil
		}
	case "$complex":
		v, err := items()
		if err != nil || len(v) != 2 {
			return nil, fmt.Errorf("client: bad $complex")
		}
		re, _ := toFloat(v[0])
		im, _ := toFloat(v[1])
		return complex(re, im), nil
	case "$dict":
		v, err := items()
		if err != nil {
			return nil, err
		}
		d := make(krait.Dict, len(v))
		for i, p := range v {
			kv, ok := p.([]any)
			if !ok || len(kv) != 2 {
				return nil, fmt.Errorf("client: bad $dict pair")
			}
			d[i] = krait.Item{Key: kv[0], Value: kv[1]}
		}
		// As krait.ToGo: a dict whose keys are all str is a map.
		m := make(map[string]any, len(d))
		for _, it := range d {
			k, ok := it.Key.(string)
			if !ok {
				return d, nil
			}
			m[k] = it.Value
		}
		return m, nil
	case "$datetime":
		for _, layout := range []string{"2006-01-02T15:04:05.999999Z07:00", "2006-01-02T15:04:05.999999Z07:00:00"} {
			if t, err := time.Parse(layout, str); err == nil {
				return t, nil
			}
		}
		t, err := time.ParseInLocation("2006-01-02T15:04:05.999999", str, krait.Naive)
		if err != nil {
			return nil, fmt.Errorf("client: bad $datetime %q", str)
		}
		return t, nil
	case "$date":
		return Date(str), nil
	case "$time":
		return Time(str), nil
	case "$timedelta":
		v, err := items()
		if err != nil || len(v) != 3 {
			return nil, fmt.Errorf("client: bad $timedelta")
		}
		d, _ := v[0].(int64)
		s, _ := v[1].(int64)
		us, _ := v[2].(int64)
		return time.Duration(d)*24*time.Hour + time.Duration(s)*time.Second + time.Duration(us)*time.Microsecond, nil
	case "$object":
		m, _ := payload.(map[string]any)
		typ, _ := m["type"].(string)
		repr, _ := m["repr"].(string)
		return Object{Type: typ, Repr: repr}, nil
	}
	return nil, fmt.Errorf("client: unknown typed form %s", tag)
}

func toFloat(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case int64:
		return float64(x), true
	}
	return 0, false
}

// Encode converts a Go value to typed JSON: the inverse of Decode, plus
// ints, uints and floats of every size, slices and arrays (lists), maps
// with string keys (dicts; other keys make a $dict) and
// json.RawMessage as it is. Anything else goes through encoding/json.
func Encode(v any) ([]byte, error) {
	var b bytes.Buffer
	if err := encodeValue(&b, v, 0); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func encodeValue(b *bytes.Buffer, v any, depth int) error {
	if depth > 100 {
		return errors.New("client: value nested deeper than 100 levels")
	}
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
		return nil
	case json.RawMessage:
		b.Write(x)
		return nil
	case float64:
		writeFloat(b, x)
		return nil
	case float32:
		writeFloat(b, float64(x))
		return nil
	case *big.Int:
		b.WriteString(x.String())
		return nil
	case complex128:
		b.WriteString(`{"$complex":[`)
		writeFloat(b, real(x))
		b.WriteByte(',')
		writeFloat(b, imag(x))
		b.WriteString("]}")
		return nil
	case []byte:
		return tagged(b, "$bytes", base64.StdEncoding.EncodeToString(x))
	case krait.Tuple:
		return taggedItems(b, "$tuple", x, depth)
	case krait.Set:
		return taggedItems(b, "$set", x, depth)
	case krait.FrozenSet:
		return taggedItems(b, "$frozenset", x, depth)
	case krait.Dict:
		b.WriteString(`{"$dict":[`)
		for i, p := range x {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := encodeItems(b, []any{p.Key, p.Value}, depth); err != nil {
				return err
			}
		}
		b.WriteString("]}")
		return nil
	case time.Time:
		if x.Location() == krait.Naive {
			return tagged(b, "$datetime", x.Format("2006-01-02T15:04:05.999999"))
		}
		return tagged(b, "$datetime", x.Format("2006-01-02T15:04:05.999999-07:00"))
	case Date:
		return tagged(b, "$date", string(x))
	case Time:
		return tagged(b, "$time", string(x))
	case time.Duration:
		us := x.Microseconds()
		days := us / 86_400_000_000
		us -= days * 86_400_000_000
		if us < 0 {
			days--
			us += 86_400_000_000
		}
		fmt.Fprintf(b, `{"$timedelta":[%d,%d,%d]}`, days, us/1_000_000, us%1_000_000)
		return nil
	}
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Slice, reflect.Array:
		items := make([]any, rv.Len())
		for i := range items {
			items[i] = rv.Index(i).Interface()
		}
		return encodeItems(b, items, depth)
	case reflect.Map:
		keys := rv.MapKeys()
		if rv.Type().Key().Kind() != reflect.String {
			d := make(krait.Dict, len(keys))
			for i, k := range keys {
				d[i] = krait.Item{Key: k.Interface(), Value: rv.MapIndex(k).Interface()}
			}
			return encodeValue(b, d, depth)
		}
		sort.Slice(keys, func(i, j int) bool { return keys[i].String() < keys[j].String() })
		if len(keys) == 1 && strings.HasPrefix(keys[0].String(), "$") {
			return encodeValue(b, krait.Dict{{Key: keys[0].String(), Value: rv.MapIndex(keys[0]).Interface()}}, depth)
		}
		b.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				b.WriteByte(',')
			}
			name, _ := json.Marshal(k.String())
			b.Write(name)
			b.WriteByte(':')
			if err := encodeValue(b, rv.MapIndex(k).Interface(), depth+1); err != nil {
				return err
			}
		}
		b.WriteByte('}')
		return nil
	case reflect.Pointer, reflect.Interface:
		if rv.IsNil() {
			b.WriteString("null")
			return nil
		}
		return encodeValue(b, rv.Elem().Interface(), depth+1)
	}
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("client: %T cannot be sent: %w", v, err)
	}
	b.Write(data)
	return nil
}

func tagged(b *bytes.Buffer, tag, s string) error {
	b.WriteString(`{"` + tag + `":`)
	q, _ := json.Marshal(s)
	b.Write(q)
	b.WriteByte('}')
	return nil
}

func taggedItems(b *bytes.Buffer, tag string, items []any, depth int) error {
	b.WriteString(`{"` + tag + `":`)
	if err := encodeItems(b, items, depth); err != nil {
		return err
	}
	b.WriteByte('}')
	return nil
}

func encodeItems(b *bytes.Buffer, items []any, depth int) error {
	b.WriteByte('[')
	for i, it := range items {
		if i > 0 {
			b.WriteByte(',')
		}
		if err := encodeValue(b, it, depth+1); err != nil {
			return err
		}
	}
	b.WriteByte(']')
	return nil
}

// writeFloat writes a float so that it reads back as a float: with a
// fraction or an exponent, and nan/inf as $float.
func writeFloat(b *bytes.Buffer, f float64) {
	switch {
	case math.IsNaN(f):
		b.WriteString(`{"$float":"nan"}`)
	case math.IsInf(f, 1):
		b.WriteString(`{"$float":"inf"}`)
	case math.IsInf(f, -1):
		b.WriteString(`{"$float":"-inf"}`)
	default:
		s := strconv.FormatFloat(f, 'g', -1, 64)
		if !strings.ContainsAny(s, ".eEn") {
			s += ".0"
		}
		b.WriteString(s)
	}
}
