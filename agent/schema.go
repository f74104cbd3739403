package agent

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/sashabaranov/go-openai/jsonschema"

	"github.com/kraitpy/krait/agent/internal/jsonnum"
)

// OutputSchema is a JSON Schema the final answer must satisfy. It covers
// the keywords structured outputs use: type (one or a list), properties,
// required, additionalProperties, items, enum, const, anyOf, oneOf, allOf,
// minimum, maximum, exclusiveMinimum, exclusiveMaximum, minLength,
// maxLength, minItems, maxItems, and $ref to "#/$defs/..." or
// "#/definitions/...". Other keywords are ignored.
type OutputSchema struct {
	raw  json.RawMessage
	root map[string]any
}

// ParseOutputSchema reads a JSON Schema.
func ParseOutputSchema(data []byte) (*OutputSchema, error) {
	var root map[string]any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&root); err != nil {
		return nil, fmt.Errorf("agent: output schema: %w", err)
	}
	if root == nil {
		return nil, errors.New("agent: output schema: not a JSON object")
	}
	compact := new(bytes.Buffer)
	if err := json.Compact(compact, data); err != nil {
		return nil, fmt.Errorf("agent: output schema: %w", err)
	}
	return &OutputSchema{raw: compact.Bytes(), root: root}, nil
}

// OutputSchemaFor makes the schema of a Go type, the way tool arguments
// get theirs (json and description tags; see go-openai's jsonschema).
func OutputSchemaFor[T any]() (*OutputSchema, error) {
	var zero T
	def, err := jsonschema.GenerateSchemaForType(zero)
	if err != nil {
		return nil, fmt.Errorf("agent: output schema of %T: %w", zero, err)
	}
	data, err := json.Marshal(def)
	if err != nil {
		return nil, err
	}
	return ParseOutputSchema(data)
}

// JSON returns the schema as compact JSON.
func (s *OutputSchema) JSON() json.RawMessage { return s.raw }

// Check validates a value converted to Go (see ExecResult.Value): it is
// first put in its JSON form, so a tuple is an array and a float with no
// fraction is still a number but not an integer.
func (s *OutputSchema) Check(v any) error {
	data, err := json.Marshal(jsonSafe(v))
	if err != nil {
		return err
	}
	var doc any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil {
		return err
	}
	return s.check(s.root, doc, "$", 0)
}

// SchemaError is a value that does not satisfy the output schema.
type SchemaError struct {
	// Path locates the value, like $.items[2].name.
	Path string
	// Msg says what is wrong.
	Msg string
}

// Error formats the error for the model.
func (e *SchemaError) Error() string { return e.Path + ": " + e.Msg }

// maxSchemaDepth bounds $ref chains and nesting.
const maxSchemaDepth = 64

// check validates doc against one schema node.
func (s *OutputSchema) check(node map[string]any, doc any, path string, depth int) error {
	if depth > maxSchemaDepth {
		return &SchemaError{path, "the schema is nested too deeply"}
	}
	if ref, ok := node["$ref"].(string); ok {
		target, err := s.resolve(ref)
		if err != nil {
			return &SchemaError{path, err.Error()}
		}
		return s.check(target, doc, path, depth+1)
	}
	if t, ok := node["type"]; ok {
		if err := checkType(t, doc, path); err != nil {
			return err
		}
	}
	if enum, ok := node["enum"].([]any); ok && !slices.ContainsFunc(enum, func(e any) bool { return jsonEqual(e, doc) }) {
		return &SchemaError{path, fmt.Sprintf("%s is not one of %s", show(doc), show(enum))}
	}
	if c, ok := node["const"]; ok && !jsonEqual(c, doc) {
		return &SchemaError{path, fmt.Sprintf("%s is not %s", show(doc), show(c))}
	}
	for _, kw := range []string{"allOf", "anyOf", "oneOf"} {
		subs, ok := node[kw].([]any)
		if !ok {
			continue
		}
		passed := 0
		var first error
		for _, sub := range subs {
			m, _ := sub.(map[string]any)
			if err := s.check(m, doc, path, depth+1); err != nil {
				if first == nil {
					first = err
				}
				if kw == "allOf" {
					return err
				}
				continue
			}
			passed++
		}
		switch {
		case kw == "anyOf" && passed == 0:
			return &SchemaError{path, "matches none of the allowed forms (first: " + first.Error() + ")"}
		case kw == "oneOf" && passed != 1:
			return &SchemaError{path, fmt.Sprintf("must match exactly one of the allowed forms, matches %d", passed)}
		}
	}
	switch x := doc.(type) {
	case map[string]any:
		return s.checkObject(node, x, path, depth)
	case []any:
		if n, ok := number(node["minItems"]); ok && float64(len(x)) < n {
			return &SchemaError{path, fmt.Sprintf("has %d items, fewer than %v", len(x), n)}
		}
		if n, ok := number(node["maxItems"]); ok && float64(len(x)) > n {
			return &SchemaError{path, fmt.Sprintf("has %d items, more than %v", len(x), n)}
		}
		if items, ok := node["items"].(map[string]any); ok {
			for i, e := range x {
				if err := s.check(items, e, fmt.Sprintf("%s[%d]", path, i), depth+1); err != nil {
					return err
				}
			}
		}
	case string:
		n := float64(len([]rune(x)))
		if m, ok := number(node["minLength"]); ok && n < m {
			return &SchemaError{path, fmt.Sprintf("is shorter than %v characters", m)}
		}
		if m, ok := number(node["maxLength"]); ok && n > m {
			return &SchemaError{path, fmt.Sprintf("is longer than %v characters", m)}
		}
	case json.Number:
		f, _ := x.Float64()
		for kw, bad := range map[string]func(f, m float64) bool{
			"minimum": func(f, m float64) bool { return f < m }, "maximum": func(f, m float64) bool { return f > m },
			"exclusiveMinimum": func(f, m float64) bool { return f <= m }, "exclusiveMaximum": func(f, m float64) bool { return f >= m },
		} {
			if m, ok := number(node[kw]); ok && bad(f, m) {
				return &SchemaError{path, fmt.Sprintf("%v breaks %s %v", x, kw, m)}
			}
		}
	}
	return nil
}

// checkObject validates an object's properties.
func (s *OutputSchema) checkObject(node map[string]any, obj map[string]any, path string, depth int) error {
	props, _ := node["properties"].(map[string]any)
	if req, ok := node["required"].([]any); ok {
		for _, r := range req {
			if name, ok := r.(string); ok {
				if _, has := obj[name]; !has {
					return &SchemaError{path, fmt.Sprintf("the key %q is required", name)}
				}
			}
		}
	}
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		sub := path + "." + k
		if p, ok := props[k].(map[string]any); ok {
			if err := s.check(p, obj[k], sub, depth+1); err != nil {
				return err
			}
			continue
		}
		switch extra := node["additionalProperties"].(type) {
		case bool:
			if !extra {
				return &SchemaError{path, fmt.Sprintf("the key %q is not allowed", k)}
			}
		case map[string]any:
			if err := s.check(extra, obj[k], sub, depth+1); err != nil {
				return err
			}
		}
	}
	return nil
}

// resolve follows a local $ref.
func (s *OutputSchema) resolve(ref string) (map[string]any, error) {
	for _, prefix := range []string{"#/$defs/", "#/definitions/"} {
		if name, ok := strings.CutPrefix(ref, prefix); ok {
			defs, _ := s.root[strings.TrimSuffix(strings.TrimPrefix(prefix, "#/"), "/")].(map[string]any)
			if d, ok := defs[name].(map[string]any); ok {
				return d, nil
			}
		}
	}
	if ref == "#" {
		return s.root, nil
	}
	return nil, fmt.Errorf("the schema's $ref %q cannot be followed", ref)
}

// checkType checks the type keyword (a name or a list of names).
func checkType(t any, doc any, path string) error {
	var names []string
	switch x := t.(type) {
	case string:
		names = []string{x}
	case []any:
		for _, n := range x {
			if s, ok := n.(string); ok {
				names = append(names, s)
			}
		}
	}
	got := jsonTypeOf(doc)
	for _, n := range names {
		if n == got || (n == "number" && got == "integer") {
			return nil
		}
	}
	return &SchemaError{path, fmt.Sprintf("expected %s, got %s %s", strings.Join(names, " or "), got, show(doc))}
}

// jsonTypeOf names the JSON type of a decoded value; a number is an
// integer when written without fraction or exponent.
func jsonTypeOf(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	case json.Number:
		if !strings.ContainsAny(x.String(), ".eE") {
			return "integer"
		}
		return "number"
	}
	return fmt.Sprintf("%T", v)
}

// number reads a numeric schema keyword.
func number(v any) (float64, bool) {
	n, ok := v.(json.Number)
	if !ok {
		return 0, false
	}
	f, err := n.Float64()
	return f, err == nil && !math.IsNaN(f)
}

// jsonEqual compares decoded JSON values, numbers by value.
func jsonEqual(a, b any) bool {
	an, aok := a.(json.Number)
	bn, bok := b.(json.Number)
	if aok && bok {
		af, _ := an.Float64()
		bf, _ := bn.Float64()
		return af == bf
	}
	return reflect.DeepEqual(a, b)
}

// show writes a decoded JSON value compactly for a message.
func show(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return Truncate(string(b), 200)
}

// decodeJSON reads a JSON text into plain Go values (int64 for integers),
// allowing a ```json fence around it.
func decodeJSON(text string) (any, error) {
	text = strings.TrimSpace(text)
	if rest, ok := strings.CutPrefix(text, "```"); ok {
		rest = strings.TrimPrefix(rest, "json")
		text = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "```"))
	}
	var v any
	dec := json.NewDecoder(strings.NewReader(text))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if dec.More() {
		return nil, errors.New("text after the JSON value")
	}
	return jsonnum.Plain(v), nil
}
