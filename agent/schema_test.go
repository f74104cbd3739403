package agent_test

import (
	"context"
	"strings"
	"testing"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
)

const personSchema = `{"type": "object", "properties": {
  "name": {"type": "string", "minLength": 1},
  "age": {"type": "integer", "minimum": 0},
  "tags": {"type": "array", "items": {"$ref": "#/$defs/tag"}},
  "kind": {"enum": ["cat", "dog"]}},
 "required": ["name", "age"], "additionalProperties": false,
 "$defs": {"tag": {"type": "string", "maxLength": 3}}}`

func TestOutputSchemaCheck(t *testing.T) {
	s, err := agent.ParseOutputSchema([]byte(personSchema))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		v    any
		want string
	}{
		{map[string]any{"name": "Rex", "age": int64(3), "tags": []any{"a"}, "kind": "dog"}, ""},
		{map[string]any{"name": "Rex"}, `$: the key "age" is required`},
		{map[string]any{"name": "Rex", "age": 3.5}, "$.age: expected integer, got number 3.5"},
		{map[string]any{"name": "Rex", "age": 3.0}, "$.age: expected integer, got number 3.0"},
		{map[string]any{"name": "Rex", "age": int64(-1)}, "$.age: -1 breaks minimum 0"},
		{map[string]any{"name": "", "age": int64(1)}, "$.name: is shorter than 1 characters"},
		{map[string]any{"name": "R", "age": int64(1), "x": true}, `$: the key "x" is not allowed`},
		{map[string]any{"name": "R", "age": int64(1), "tags": []any{"long"}}, "$.tags[0]: is longer than 3 characters"},
		{map[string]any{"name": "R", "age": int64(1), "kind": "cow"}, `$.kind: "cow" is not one of ["cat","dog"]`},
		{[]any{int64(1)}, "$: expected object, got array [1]"},
		{map[any]any{int64(1): "a"}, `$: expected object, got string "{1: 'a'}"`},
	} {
		err := s.Check(tc.v)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("Check(%#v) = %q, want %q", tc.v, got, tc.want)
		}
	}
	if _, err := agent.ParseOutputSchema([]byte("[1]")); err == nil {
		t.Error("a schema that is not an object was accepted")
	}
}

func TestOutputSchemaForGoType(t *testing.T) {
	type answer struct {
		City  string  `json:"city" description:"The city."`
		Count int     `json:"count"`
		Score float64 `json:"score,omitempty"`
	}
	s, err := agent.OutputSchemaFor[answer]()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Check(map[string]any{"city": "Oslo", "count": int64(2)}); err != nil {
		t.Error(err)
	}
	if err := s.Check(map[string]any{"city": "Oslo"}); err == nil {
		t.Error("a missing required key passed")
	}
}

// A final answer that breaks the schema is refused with the reason; the
// model fixes it; the schema is in the system prompt.
func TestOutputSchemaRefusesThenAccepts(t *testing.T) {
	s, err := agent.ParseOutputSchema([]byte(personSchema))
	if err != nil {
		t.Fatal(err)
	}
	m := agenttest.NewScriptedModel(agenttest.Texts(
		code("answer", `final_answer({"name": "Rex"})`),
		code("fix", `final_answer({"name": "Rex", "age": 3})`))...)
	a := newAgent(t, m, agent.WithOutputSchema(s))
	if !strings.Contains(a.SystemPrompt(), `"additionalProperties":false`) {
		t.Errorf("the schema is not in the system prompt:\n%s", a.SystemPrompt())
	}
	res, err := a.Run(context.Background(), "t")
	if err != nil || len(res.Steps) != 2 {
		t.Fatalf("%d steps, %v", len(res.Steps), err)
	}
	if !strings.Contains(lastUserMessage(m.Calls()[1]), `does not match the output schema: $: the key "age" is required`) {
		t.Errorf("the model was not told why: %s", lastUserMessage(m.Calls()[1]))
	}
}

// At the step limit the answer is asked for as JSON with the schema as
// response format, and parsed.
func TestOutputSchemaForcedAnswer(t *testing.T) {
	s, err := agent.ParseOutputSchema([]byte(personSchema))
	if err != nil {
		t.Fatal(err)
	}
	m := agenttest.NewScriptedModel(agenttest.Texts(code("look", "print(1)"), "```json\n{\"name\": \"Rex\", \"age\": 4}\n```")...)
	res, _ := newAgent(t, m, agent.WithOutputSchema(s), agent.WithMaxSteps(1)).Run(context.Background(), "t")
	last := m.Calls()[1].Options.ResponseFormat
	if last == nil || last.Name != "final_answer" || string(last.Schema) != string(s.JSON()) {
		t.Errorf("response format %+v", last)
	}
	if ans, ok := res.Answer.(map[string]any); !ok || ans["age"] != int64(4) || res.Steps[1].Error != "" {
		t.Errorf("answer %#v, step error %q", res.Answer, res.Steps[1].Error)
	}
}
