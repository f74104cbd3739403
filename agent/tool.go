package agent

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/sashabaranov/go-openai/jsonschema"

	"github.com/kraitpy/krait/agent/internal/jsonnum"
)

// Param describes one keyword argument of a Tool.
type Param struct {
	// Name is the Python keyword name.
	Name string
	// Type is the Python annotation, such as "str", "int" or "list[str]".
	Type string
	// Description is shown to the model in the tool's docstring.
	Description string
	// Optional parameters default to None.
	Optional bool
}

// Tool is a Go function the agent's Python code can call.
//
// Arguments reach Call as a map from keyword name to a plain Go value
// (nil, bool, int64, float64, string, []any, map[string]any); an Executor
// maps positional arguments to Params in order. Call's result is a plain
// value of the same family.
type Tool struct {
	// Name is the Python name of the callable.
	Name string
	// Description says what the tool does; it becomes the docstring.
	Description string
	// Params are the keyword arguments, in signature order.
	Params []Param
	// Output is the Python return annotation.
	Output string
	// Schema is the JSON schema of the arguments object.
	Schema *jsonschema.Definition

	fn func(ctx context.Context, args map[string]any) (any, error)
	// defaultFinalAnswer marks FinalAnswerTool.
	defaultFinalAnswer bool
}

// ToolError reports a call to a tool with bad arguments. Executors should
// raise it as a Python TypeError.
type ToolError struct {
	// Tool is the tool's name.
	Tool string
	// Msg says what is wrong.
	Msg string
}

// Error formats the message like Python's argument errors.
func (e *ToolError) Error() string { return e.Tool + "() " + e.Msg }

// NewFuncTool makes a tool from a function on the raw argument map. Call
// checks that required arguments are present and no unknown ones are
// given before calling fn.
func NewFuncTool(name, description string, params []Param, output string, fn func(ctx context.Context, args map[string]any) (any, error)) Tool {
	schema := &jsonschema.Definition{Type: jsonschema.Object, Properties: map[string]jsonschema.Definition{}}
	for _, p := range params {
		schema.Properties[p.Name] = jsonschema.Definition{Type: jsonType(p.Type), Description: p.Description, Nullable: p.Optional}
		if !p.Optional {
			schema.Required = append(schema.Required, p.Name)
		}
	}
	return Tool{Name: name, Description: description, Params: params, Output: output, Schema: schema, fn: fn}
}

// NewTool makes a tool from a typed Go function. In must be a struct: each
// exported field is a keyword argument named by its json tag, described by
// its description tag, and optional when the tag has omitempty (or the
// field is a pointer). Out is converted to a plain value; structs become
// dicts through their JSON form.
func NewTool[In, Out any](name, description string, fn func(context.Context, In) (Out, error)) (Tool, error) {
	inType := reflect.TypeFor[In]()
	if inType.Kind() != reflect.Struct {
		return Tool{}, fmt.Errorf("agent: tool %s: input type %v is not a struct", name, inType)
	}
	var zero In
	schema, err := jsonschema.GenerateSchemaForType(zero)
	if err != nil {
		return Tool{}, fmt.Errorf("agent: tool %s: %w", name, err)
	}
	params := structParams(inType)
	call := func(ctx context.Context, args map[string]any) (any, error) {
		in, err := decodeArgs[In](name, args)
		if err != nil {
			return nil, err
		}
		out, err := fn(ctx, in)
		if err != nil {
			return nil, err
		}
		return toPlain(out)
	}
	return Tool{
		Name:        name,
		Description: description,
		Params:      params,
		Output:      pythonType(reflect.TypeFor[Out]()),
		Schema:      schema,
		fn:          call,
	}, nil
}

// Call runs the tool with keyword arguments. A panic in the tool's
// function comes back as an error, so a faulty tool cannot crash the
// program that runs the agent; a tool still running when ctx ends is
// abandoned (see ToolAbandonedError).
func (t Tool) Call(ctx context.Context, args map[string]any) (any, error) {
	if t.fn == nil {
		return nil, fmt.Errorf("agent: tool %s has no function", t.Name)
	}
	known := make(map[string]bool, len(t.Params))
	for _, p := range t.Params {
		known[p.Name] = true
		if _, ok := args[p.Name]; !ok && !p.Optional {
			return nil, &ToolError{Tool: t.Name, Msg: fmt.Sprintf("missing required argument: '%s'", p.Name)}
		}
	}
	for k := range args {
		if !known[k] {
			return nil, &ToolError{Tool: t.Name, Msg: fmt.Sprintf("got an unexpected keyword argument '%s'", k)}
		}
	}
	// The tool runs in its own goroutine so that one that ignores its
	// context cannot hold the run past its deadline: when ctx ends first,
	// the goroutine is abandoned (its result is dropped) and reported.
	type outcome struct {
		v   any
		err error
	}
	done := make(chan outcome, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- outcome{nil, fmt.Errorf("tool %s failed: Go panic: %v", t.Name, r)}
			}
		}()
		v, err := t.fn(ctx, args)
		done <- outcome{v, err}
	}()
	select {
	case o := <-done:
		return o.v, o.err
	case <-ctx.Done():
		select {
		case o := <-done:
			return o.v, o.err
		default:
		}
		if sink := sinkOf(ctx); sink != nil {
			sink.abandon(t.Name)
		}
		return nil, &ToolAbandonedError{Tool: t.Name, Err: ctx.Err()}
	}
}

// ToolAbandonedError is returned by Tool.Call when the call's context
// ended before the tool returned: the tool ignored cancellation, and its
// goroutine was left running (its eventual result is dropped).
type ToolAbandonedError struct {
	// Tool is the tool's name.
	Tool string
	// Err is the context's error.
	Err error
}

// Error says what happened.
func (e *ToolAbandonedError) Error() string {
	return fmt.Sprintf("tool %s did not stop when its time was up (%v); it was abandoned", e.Tool, e.Err)
}

// Unwrap returns the context's error.
func (e *ToolAbandonedError) Unwrap() error { return e.Err }

// PythonSignature renders the tool as a Python stub with a docstring, the
// way the system prompt shows it.
func (t Tool) PythonSignature() string {
	var b strings.Builder
	b.WriteString("def ")
	b.WriteString(t.Name)
	b.WriteString("(")
	first := true
	for _, optional := range []bool{false, true} {
		for _, p := range t.Params {
			if p.Optional != optional {
				continue
			}
			if !first {
				b.WriteString(", ")
			}
			first = false
			typ := p.Type
			if typ == "" {
				typ = "Any"
			}
			fmt.Fprintf(&b, "%s: %s", p.Name, typ)
			if p.Optional {
				b.WriteString(" = None")
			}
		}
	}
	out := t.Output
	if out == "" {
		out = "Any"
	}
	fmt.Fprintf(&b, ") -> %s:\n    \"\"\"%s\n", out, indentDoc(t.Description))
	if len(t.Params) > 0 {
		b.WriteString("\n    Args:\n")
		for _, p := range t.Params {
			fmt.Fprintf(&b, "        %s: %s\n", p.Name, indentDoc(p.Description))
		}
	}
	b.WriteString("    \"\"\"")
	return b.String()
}

// indentDoc keeps a multi-line description inside the docstring block.
func indentDoc(s string) string {
	s = strings.TrimSpace(strings.ReplaceAll(s, `"""`, `'''`))
	return strings.ReplaceAll(s, "\n", "\n    ")
}

// structParams lists the keyword arguments a struct type describes.
func structParams(t reflect.Type) []Param {
	var params []Param
	for f := range t.Fields() {
		if !f.IsExported() {
			continue
		}
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if name == "" {
			name = f.Name
		}
		optional := strings.Contains(","+opts+",", ",omitempty,") || f.Type.Kind() == reflect.Pointer
		if r := f.Tag.Get("required"); r == "false" {
			optional = true
		}
		params = append(params, Param{
			Name:        name,
			Type:        pythonType(f.Type),
			Description: f.Tag.Get("description"),
			Optional:    optional,
		})
	}
	return params
}

// pythonType names a Go type as a Python annotation.
func pythonType(t reflect.Type) string {
	if t == nil {
		return "Any"
	}
	switch t.Kind() {
	case reflect.Pointer:
		return pythonType(t.Elem())
	case reflect.String:
		return "str"
	case reflect.Bool:
		return "bool"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "int"
	case reflect.Float32, reflect.Float64:
		return "float"
	case reflect.Slice, reflect.Array:
		return "list[" + pythonType(t.Elem()) + "]"
	case reflect.Map:
		return "dict[" + pythonType(t.Key()) + ", " + pythonType(t.Elem()) + "]"
	case reflect.Struct:
		return "dict"
	}
	return "Any"
}

// jsonType maps a Python annotation to a JSON schema type.
func jsonType(py string) jsonschema.DataType {
	base, _, _ := strings.Cut(py, "[")
	switch base {
	case "str":
		return jsonschema.String
	case "int":
		return jsonschema.Integer
	case "float":
		return jsonschema.Number
	case "bool":
		return jsonschema.Boolean
	case "list", "tuple":
		return jsonschema.Array
	case "dict":
		return jsonschema.Object
	}
	return ""
}

// decodeArgs fills an In struct from keyword arguments through their JSON
// form, turning decoding failures into Python-style type errors.
func decodeArgs[In any](tool string, args map[string]any) (In, error) {
	var in In
	raw, err := json.Marshal(args)
	if err != nil {
		return in, &ToolError{Tool: tool, Msg: "got an argument that cannot be passed to a Go tool: " + err.Error()}
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			got := jsonValueName(te.Value)
			if v, ok := args[te.Field]; ok {
				got = pyTypeName(v)
			}
			return in, &ToolError{Tool: tool, Msg: fmt.Sprintf("argument '%s' must be %s, not %s", te.Field, pythonType(te.Type), got)}
		}
		return in, &ToolError{Tool: tool, Msg: "bad arguments: " + err.Error()}
	}
	return in, nil
}

// jsonValueName turns encoding/json's name for a value kind into Python's.
func jsonValueName(v string) string {
	switch {
	case v == "string":
		return "str"
	case v == "bool":
		return "bool"
	case v == "array":
		return "list"
	case v == "object":
		return "dict"
	case strings.HasPrefix(v, "number"):
		if strings.ContainsAny(strings.TrimPrefix(v, "number"), ".eE") {
			return "float"
		}
		return "int"
	}
	return v
}

// toPlain converts a tool result into the plain value family Tool
// documents.
func toPlain(v any) (any, error) {
	switch x := v.(type) {
	case nil, bool, int64, float64, string:
		return x, nil
	case int:
		return int64(x), nil
	case int32:
		return int64(x), nil
	case float32:
		return float64(x), nil
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("agent: tool result %T cannot be converted: %w", v, err)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var out any
	if err := dec.Decode(&out); err != nil {
		return nil, err
	}
	return jsonnum.Plain(out), nil
}
