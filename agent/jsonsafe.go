package agent

import (
	"encoding/json"

	"github.com/kraitpy/krait"
)

// MarshalJSON writes the step with its Output made JSON-safe (see
// jsonSafe).
func (s Step) MarshalJSON() ([]byte, error) {
	type plain Step
	return json.Marshal(struct {
		plain
		Output any `json:"output,omitempty"`
	}{plain(s), jsonSafe(s.Output)})
}

// MarshalJSON writes the result with its Answer made JSON-safe (see
// jsonSafe).
func (r Result) MarshalJSON() ([]byte, error) {
	type plain Result
	return json.Marshal(struct {
		plain
		Answer any `json:"answer"`
	}{plain(r), jsonSafe(r.Answer)})
}

// jsonSafe returns v with every part JSON cannot hold as it is replaced
// by its Python repr (krait.JSONValue), so that a memory with any answer
// can be written.
func jsonSafe(v any) any { return krait.JSONValue(v) }

// AnswerJSON writes the answer as JSON (values JSON cannot hold as their
// Python repr), as `krait agent --output-schema` prints it.
func (r Result) AnswerJSON() ([]byte, error) { return json.Marshal(jsonSafe(r.Answer)) }
