package pyfmt

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// templateCase is one line of testdata/template_cases.jsonl, produced by
// CPython through testdata/gen_template.py.
type templateCase struct {
	Tpl    string         `json:"tpl"`
	Args   []any          `json:"args"`
	Kwargs map[string]any `json:"kwargs"`
	Map    bool           `json:"map"`
	Out    *string        `json:"out"`
	Err    string         `json:"err"`
}

// Test values: int64, float64, string, []any (list), map[string]any (dict,
// with its keys in sorted order, which is how the generator wrote them).

func decodeValue(v any) any {
	switch x := v.(type) {
	case float64:
		return int64(x)
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = decodeValue(e)
		}
		return out
	case map[string]any:
		if f, ok := x["f"]; ok {
			fv, _ := strconv.ParseFloat(f.(string), 64)
			return fv
		}
		d := map[string]any{}
		for k, e := range x["d"].(map[string]any) {
			d[k] = decodeValue(e)
		}
		return d
	}
	return v
}

func pyTypeName(v any) string {
	switch v.(type) {
	case int64:
		return "int"
	case float64:
		return "float"
	case string:
		return "str"
	case []any:
		return "list"
	}
	return "dict"
}

func pyRepr(v any, ascii bool) string {
	switch x := v.(type) {
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		return FloatRepr(x)
	case string:
		r := StrRepr(x)
		if ascii {
			var b strings.Builder
			for _, c := range r {
				switch {
				case c < 0x80:
					b.WriteRune(c)
				case c < 0x100:
					fmt.Fprintf(&b, "\\x%02x", c)
				case c < 0x10000:
					fmt.Fprintf(&b, "\\u%04x", c)
				default:
					fmt.Fprintf(&b, "\\U%08x", c)
				}
			}
			return b.String()
		}
		return r
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = pyRepr(e, ascii)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case map[string]any:
		// The generator's dicts are {'k': 'v', 'n': 5}.
		return "{'k': " + pyRepr(x["k"], ascii) + ", 'n': " + pyRepr(x["n"], ascii) + "}"
	}
	return "?"
}

type testSource struct {
	args   []any
	kwargs map[string]any
}

func (s *testSource) Positional(i int) (any, bool) {
	if i < len(s.args) {
		return s.args[i], true
	}
	return nil, false
}

func (s *testSource) Keyword(name string) (any, error) {
	if v, ok := s.kwargs[name]; ok {
		return v, nil
	}
	return nil, &Error{Kind: KeyError, Msg: StrRepr(name)}
}

type attrError struct{ msg string }

func (e *attrError) Error() string { return "AttributeError: " + e.msg }

func (s *testSource) Attr(v any, name string) (any, error) {
	switch x := v.(type) {
	case int64:
		switch name {
		case "real", "numerator":
			return x, nil
		case "imag":
			return int64(0), nil
		}
	case float64:
		switch name {
		case "real":
			return x, nil
		case "imag":
			return 0.0, nil
		}
	}
	return nil, &attrError{"'" + pyTypeName(v) + "' object has no attribute '" + name + "'"}
}

func (s *testSource) Item(v any, key string, index int, isIndex bool) (any, error) {
	switch x := v.(type) {
	case []any:
		if !isIndex {
			return nil, &Error{Kind: TypeError, Msg: "list indices must be integers or slices, not str"}
		}
		if index >= len(x) {
			return nil, &Error{Kind: IndexError, Msg: "list index out of range"}
		}
		return x[index], nil
	case string:
		if !isIndex {
			return nil, &Error{Kind: TypeError, Msg: "string indices must be integers, not 'str'"}
		}
		rs := []rune(x)
		if index >= len(rs) {
			return nil, &Error{Kind: IndexError, Msg: "string index out of range"}
		}
		return string(rs[index]), nil
	case map[string]any:
		if isIndex {
			return nil, &Error{Kind: KeyError, Msg: strconv.Itoa(index)}
		}
		if e, ok := x[key]; ok {
			return e, nil
		}
		return nil, &Error{Kind: KeyError, Msg: StrRepr(key)}
	}
	return nil, &Error{Kind: TypeError, Msg: "'" + pyTypeName(v) + "' object is not subscriptable"}
}

func (s *testSource) Convert(v any, conv rune) (any, error) {
	switch conv {
	case 'r':
		return pyRepr(v, false), nil
	case 'a':
		return pyRepr(v, true), nil
	}
	if str, ok := v.(string); ok {
		return str, nil
	}
	return pyRepr(v, false), nil
}

func (s *testSource) Format(v any, spec string) (string, error) {
	o := Options{MaxLen: NoLimit, MaxStrDigits: 4300}
	switch x := v.(type) {
	case int64:
		return FormatInt(x, spec, o)
	case float64:
		return FormatFloat(x, spec, o)
	case string:
		return FormatStr(x, spec, o)
	}
	if spec == "" {
		return pyRepr(v, false), nil
	}
	return "", &Error{Kind: TypeError, Msg: "unsupported format string passed to " + pyTypeName(v) + ".__format__"}
}

func TestFormatTemplateAgainstCPython(t *testing.T) {
	cases := readJSONLines[templateCase](t, "testdata/template_cases.jsonl")
	failures := 0
	for _, c := range cases {
		src := &testSource{kwargs: map[string]any{}}
		for _, a := range c.Args {
			src.args = append(src.args, decodeValue(a))
		}
		for k, v := range c.Kwargs {
			src.kwargs[k] = decodeValue(v)
		}
		got, err := FormatTemplate(c.Tpl, src, c.Map, NoLimit)
		what := strconv.Quote(c.Tpl) + " args=" + string(mustJSON(c.Args)) + " kwargs=" + string(mustJSON(c.Kwargs))
		if !checkOutcome(t, what, got, err, c.Out, c.Err) {
			failures++
			if failures > 30 {
				t.Fatal("too many failures")
			}
		}
	}
	t.Logf("%d CPython cases", len(cases))
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}
